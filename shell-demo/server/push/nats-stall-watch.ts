/**
 * A gateway's following of a channel on NATS, watched for a consumer that is gone without a word.
 * A following's ordered consumer lives on one node (JetStream places an ephemeral consumer on a
 * single replica); when that node goes, the client's own repair asks the consumer's info again and
 * again, each ask timing out against a node that no longer answers, and the channel's sockets get
 * nothing more while the stream itself goes on. So the pulls carry heartbeats, and a following
 * that misses a few starts anew from the last message it handed on.
 */
import type { ConsumerMessages } from '@nats-io/jetstream';

/** A following's pulls: a heartbeat a second while idle, each pull renewed within 5 s. */
export const FOLLOW_PULL = { expires: 5_000, idle_heartbeat: 1_000 };
/** Heartbeats missed in a row before the following starts anew (the client says so from the second). */
const MISSED_BEFORE_RESTART = 2;

/** Calls `restart` once, after the consumer's messages are closed, when its heartbeats stop. */
export function restartWhenStalled(messages: ConsumerMessages, restart: () => void): void {
  void (async () => {
    for await (const status of messages.status()) {
      if (status.type !== 'heartbeats_missed' || status.count < MISSED_BEFORE_RESTART) continue;
      await messages.close().catch(() => undefined);
      restart();
      return;
    }
  })();
}
