/**
 * A gateway's following of a channel on NATS, watched for a consumer that is gone without a word.
 * A following's ordered consumer lives on one node (JetStream places an ephemeral consumer on a
 * single replica); when that node goes, the client's own repair asks the consumer's info again and
 * again, each ask timing out against a node that no longer answers, and the channel's sockets get
 * nothing more while the stream itself goes on. So the pulls carry heartbeats, and a following
 * that misses a few starts anew from the last message it handed on. The client stops watching the
 * heartbeats while its connection is away and starts again only once that repair has answered, so
 * after a reconnect (the connection's node was the one that went) the bus starts every following
 * anew too (`restartNow`): the fault drill's fans on that gateway otherwise got nothing for good.
 */
import type { ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

/** A following's pulls: a heartbeat a second while idle, each pull renewed within 5 s. */
export const FOLLOW_PULL = { expires: 5_000, idle_heartbeat: 1_000 };
/** Heartbeats missed in a row before the following starts anew (the client says so from the second). */
const MISSED_BEFORE_RESTART = 2;

/**
 * Calls `restart` once, after the consumer's messages are closed: when its heartbeats stop, or
 * when the function answered (`restartNow`) is called.
 */
export function restartWhenStalled(messages: ConsumerMessages, restart: () => void): () => void {
  let restarted = false;
  const restartNow = async () => {
    if (restarted) return;
    restarted = true;
    await messages.close().catch(() => undefined);
    restart();
  };
  void (async () => {
    for await (const status of messages.status()) {
      if (status.type === 'heartbeats_missed' && status.count >= MISSED_BEFORE_RESTART) return restartNow();
    }
  })();
  return () => void restartNow();
}

/** Each time `connection` comes back, every following's `restartNow`. */
export function restartAfterReconnects(
  connection: NatsConnection,
  followings: Iterable<{ restartNow?: () => void }>,
): void {
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type !== 'reconnect') continue;
      for (const following of followings) following.restartNow?.();
    }
  })();
}
