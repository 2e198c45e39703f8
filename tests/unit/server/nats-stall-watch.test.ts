/**
 * @jest-environment node
 */
/** A following whose consumer stopped sending heartbeats starts anew, once, after its messages are closed. */
import type { ConsumerMessages, ConsumerNotification } from '@nats-io/jetstream';
import { restartWhenStalled } from '../../../shell-demo/server/push/nats-stall-watch';

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
