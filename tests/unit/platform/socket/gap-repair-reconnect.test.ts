/**
 * A repair that could not be made (its snapshot calls failed while the network came back, or kept
 * falling short) is owed, not forgotten: the subscription's confirmation already moved the
 * channel's seq past the gap, so a later socket whose server published nothing more would
 * otherwise see no gap at all, and the value lost while the socket was down (a goal) would stay
 * lost until the next one. The next confirmation asks again from where the gap started; a repair
 * that succeeded is not asked again.
 */
import type { PushSnapshot } from '@src/contracts/push-protocol';
import { MAX_SNAPSHOT_ATTEMPTS, SNAPSHOT_RETRY_MS } from '@src/platform/socket/gap-repair';
import { connectAndSubscribe, message, viewerCountsPerTest, settle, subscribed, viewersEntry } from './push-test-kit';

const harness = viewerCountsPerTest();

const snapshot = (seq: number, count: number): PushSnapshot => ({
  channel: 'match:1',
  seq,
  epoch: 'e1',
  entries: [viewersEntry(seq, count)],
});

/** The socket drops and the client's next one opens (a dropped open socket is retried at once). */
function reconnect(push: ReturnType<typeof harness>['push']) {
  push.socket().drop();
  jest.advanceTimersByTime(0);
  const socket = push.socket();
  socket.open();
  return socket;
}

/** Lets every snapshot attempt fail in turn, the client waiting its retry delay between them. */
async function failEveryAttempt(): Promise<void> {
  for (let attempt = 0; attempt < MAX_SNAPSHOT_ATTEMPTS; attempt += 1) {
    await settle();
    jest.advanceTimersByTime(SNAPSHOT_RETRY_MS);
  }
  await settle();
}

it('a gap found on reconnect whose snapshots all failed is asked again on the next socket, though nothing more was published', async () => {
  const { push, counts } = harness();
  push.answerSnapshot(() => Promise.reject(new Error('network down')));
  connectAndSubscribe(push, ['match:1'], 4);
  // Down while the server published #5 (a goal's score): the new socket's confirmation says #5.
  reconnect(push).receive(subscribed(['match:1'], 5));
  await failEveryAttempt();
  expect(push.snapshots).toHaveLength(MAX_SNAPSHOT_ATTEMPTS);

  push.answerSnapshot(() => snapshot(5, 55));
  // Dropped again; nothing was published meanwhile, and the server still says #5.
  reconnect(push).receive(subscribed(['match:1'], 5));
  await settle();
  push.frames.run();
  expect(push.snapshots.at(-1)).toEqual({ channel: 'match:1', sinceSeq: 4 });
  expect(counts).toEqual([55]);
  expect(push.client.lastSeqOf('match:1')).toBe(5);
});

it('a gap repaired is not asked for again on the next socket', async () => {
  const { push, counts } = harness();
  push.answerSnapshot(() => snapshot(5, 55));
  connectAndSubscribe(push, ['match:1'], 4);
  reconnect(push).receive(subscribed(['match:1'], 5));
  await settle();
  push.frames.run();
  reconnect(push).receive(subscribed(['match:1'], 5));
  await settle();
  push.frames.run();
  expect(push.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 4 }]);
  expect(counts).toEqual([55]);
});

it('an owed gap is asked from its start when a live message shows a new one', async () => {
  const { push, counts } = harness();
  push.answerSnapshot(() => Promise.reject(new Error('network down')));
  const first = connectAndSubscribe(push, ['match:1'], 4);
  first.receive(message('match:1', 7, 'room', 'viewers', { count: 70 }));
  await failEveryAttempt();
  push.frames.run();
  expect(counts).toEqual([70]);

  push.answerSnapshot(() => snapshot(9, 90));
  first.receive(message('match:1', 9, 'room', 'viewers', { count: 90 }));
  await settle();
  push.frames.run();
  expect(push.snapshots.at(-1)).toEqual({ channel: 'match:1', sinceSeq: 4 });
});
