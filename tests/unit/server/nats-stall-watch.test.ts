/**
 * @jest-environment node
 */
/**
 * A following whose consumer stopped sending heartbeats starts anew, once, after its messages are
 * closed; so does every following when the connection comes back (the client's own repair then
 * waits on the consumer with its heartbeats unwatched).
 */
import type { ConsumerMessages, ConsumerNotification } from '@nats-io/jetstream';
import type { NatsConnection, Status } from '@nats-io/transport-node';
import { restartAfterReconnects, restartWhenStalled } from '../../../shell-demo/server/push/nats-stall-watch';

/** Consumer messages whose status reports the notifications given, then ends. */
function messagesReporting(notifications: ConsumerNotification[]) {
  const order: string[] = [];
  const messages = {
    status: async function* () {
      for (const notification of notifications) yield notification;
    },
    close: () => {
      order.push('closed');
      return Promise.resolve();
    },
  } as unknown as ConsumerMessages;
  return { messages, order };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('starts anew after the second heartbeat missed in a row, once, after closing the old consumer', async () => {
  const { messages, order } = messagesReporting([
    { type: 'heartbeats_missed', count: 1 },
    { type: 'heartbeats_missed', count: 2 },
    { type: 'heartbeats_missed', count: 3 },
  ]);
  restartWhenStalled(messages, () => order.push('restarted'));
  await settle();
  expect(order).toEqual(['closed', 'restarted']);
});

it('leaves a following alone while its heartbeats come (one missed, a reset, a recreated consumer)', async () => {
  const { messages, order } = messagesReporting([
    { type: 'heartbeats_missed', count: 1 },
    { type: 'reset', name: 'c1' },
    { type: 'ordered_consumer_recreated', name: 'c2' },
  ]);
  restartWhenStalled(messages, () => order.push('restarted'));
  await settle();
  expect(order).toEqual([]);
});

it('starts anew once when asked (the connection came back), whatever its heartbeats say after', async () => {
  const { messages, order } = messagesReporting([{ type: 'heartbeats_missed', count: 2 }]);
  const restartNow = restartWhenStalled(messages, () => order.push('restarted'));
  restartNow();
  restartNow();
  await settle();
  expect(order).toEqual(['closed', 'restarted']);
});

it('starts every following anew on each reconnect, not on the other news of the connection', async () => {
  const statuses = [
    { type: 'disconnect', server: 'n1' },
    { type: 'reconnecting' },
    { type: 'reconnect', server: 'n2' },
    { type: 'ping', pendingPings: 1 },
  ] as Status[];
  const connection = {
    status: async function* () {
      for (const status of statuses) yield status;
    },
  } as unknown as NatsConnection;
  const restarted: string[] = [];
  const followings = ['match:1', 'room:2'].map((channel) => ({ restartNow: () => restarted.push(channel) }));
  restartAfterReconnects(connection, followings);
  await settle();
  expect(restarted).toEqual(['match:1', 'room:2']);
});
