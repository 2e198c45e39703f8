/**
 * Gap repair never moves a channel's sequence back: a snapshot taken before messages the client
 * has already applied live (it was asked for an earlier gap) leaves the last sequence at the
 * newest applied one. Moved back, the next message would look like a new gap, and the snapshot
 * fetched for it would bring the events already applied once more: a goal counted twice.
 */
import type { PushSnapshot, PushSnapshotEntry } from '@src/contracts/push-protocol';
import { connectAndSubscribe, goalMessage, harnessPerTest, message, settle } from './push-test-kit';

const newHarness = harnessPerTest();

it('a snapshot older than the last applied message does not bring its goals back', async () => {
  const harness = newHarness();
  const goals: number[] = [];
  harness.client.registerHandler(goalMessage, { apply: (minute) => goals.push(minute) });
  // What the server published (one goal per sequence number), as its snapshot call answers it.
  const published: PushSnapshotEntry[] = [];
  const publish = (seq: number, minute: number) => {
    published.push({ namespace: 'match', name: 'goal', key: '', seq, at: 0, payload: { minute } });
    return message('match:1', seq, 'match', 'goal', { minute });
  };
  let answerFirst!: (snapshot: PushSnapshot) => void;
  harness.answerSnapshot(() => new Promise((resolve) => (answerFirst = resolve)));
  const socket = connectAndSubscribe(harness, ['match:1'], 10);

  socket.receive(publish(11, 5));
  publish(12, 12); // lost on the way
  socket.receive(publish(13, 30));
  expect(harness.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 11 }]);
  // The snapshot was taken at #13; #14 and #15 arrive live before its answer.
  const taken: PushSnapshot = {
    channel: 'match:1',
    seq: 13,
    epoch: 'e1',
    entries: published.filter((entry) => entry.seq > 11),
  };
  socket.receive(publish(14, 44));
  socket.receive(publish(15, 60));
  answerFirst(taken);
  await settle();
  expect(goals).toEqual([5, 30, 44, 60, 12]);
  expect(harness.client.lastSeqOf('match:1')).toBe(15);

  // Any later snapshot answers from the server's log.
  harness.answerSnapshot((params) => ({
    channel: params.channel,
    seq: published.at(-1)!.seq,
    epoch: 'e1',
    entries: published.filter((entry) => entry.seq > params.sinceSeq),
  }));
  socket.receive(publish(16, 70));
  await settle();
  expect(goals).toEqual([5, 30, 44, 60, 12, 70]);
  expect(harness.snapshots).toHaveLength(1);
  expect(harness.client.lastSeqOf('match:1')).toBe(16);
});
