/**
 * The consumers a gateway reads a channel's stream through (a following, a read from a seq):
 * ordered, from a seq. A cluster that lost a node goes on placing one new consumer in three on it
 * until it knows the node gone (tens of seconds after a kill, for good until an operator removes
 * it), and such a creation answers only with its timeout, while one placed on a live node answers
 * within milliseconds. So a creation is given a short time first and asked again at once when it
 * times out (each try is placed anew), with a longer wait each time for a cluster that is only
 * slow: with the bus's one timeout and a pause, one following in three started after the loss
 * waited 2.5 s or more, and one in thirty 7.5 s (the fault drill's fans on the gateway left).
 */
import { jetstream, DeliverPolicy, type Consumer } from '@nats-io/jetstream';
import { errors, type NatsConnection } from '@nats-io/transport-node';
import type { ChannelName } from '../../../src/contracts/push';
import { channelStream } from './nats-subjects';

/** Each try's wait for the creation's answer, the last one repeated: the fourth try waits the bus's whole timeout. */
const CREATE_TRIES_MS = [400, 800, 1200, 1500];
/** Tries before the creation fails (the caller tries again later): all of them on a lost node is one chance in 729. */
const CREATE_TRIES = 6;

/**
 * An ordered consumer of `channel`'s stream from seq `from`. It keeps the wait of the try that made
 * it for its own later requests (a consumer made anew after a reset, its info asked after a
 * reconnect): short as well, and asked again by the client while they fail.
 */
export async function orderedConsumer(
  connection: NatsConnection,
  channel: ChannelName,
  from: number,
): Promise<Consumer> {
  for (let attempt = 0; ; attempt += 1) {
    const timeout = CREATE_TRIES_MS[Math.min(attempt, CREATE_TRIES_MS.length - 1)];
    // Options of its own each try: the client names the consumer in them, and a try under the
    // name of one placed on the lost node would wait for that one.
    const options = { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: from };
    try {
      return await jetstream(connection, { timeout }).consumers.get(channelStream(channel), options);
    } catch (error) {
      if (!(error instanceof errors.TimeoutError) || attempt + 1 >= CREATE_TRIES) throw error;
    }
  }
}
