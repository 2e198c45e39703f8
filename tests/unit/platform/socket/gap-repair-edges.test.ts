/**
 * Gap repair at its edges: a recovered value is applied unless a live value of its stream came
 * at the same seq or later; a snapshot covering exactly what was missing ends the repair; one of
 * another server life asks again for everything, one of a server without lives is taken; a
 * repair whose snapshots keep falling short gives up after three and says so; a failed call is
 * reported with the channel and the seq it started after; a repair stopped while its call was
 * on its way or its retry waited asks nothing more and reports nothing.
 */
import type { PushSnapshot, PushSnapshotEntry } from '@src/contracts/push-protocol';
import { MAX_SNAPSHOT_ATTEMPTS, SNAPSHOT_RETRY_MS } from '@src/platform/socket/gap-repair';
import { connectAndSubscribe, viewerCountsPerTest, message, settle, subscribed, viewersEntry } from './push-test-kit';

const snapshot = (seq: number, entries: PushSnapshotEntry[] = [], epoch = 'e1'): PushSnapshot => ({
  channel: 'match:1',
  seq,
  epoch,
  entries,
});

const harness = viewerCountsPerTest();

describe('a recovered value', () => {
  it('is not applied again when a live value of its stream came at the same seq', async () => {
    const { push, counts } = harness();
    let answer!: (value: PushSnapshot) => void;
    push.answerSnapshot(() => new Promise((resolve) => (answer = resolve)));
    const socket = connectAndSubscribe(push, ['match:1'], 0);
    socket.receive(message('match:1', 3, 'room', 'viewers', { count: 30 }));
    push.frames.run();
    answer(snapshot(3, [viewersEntry(3, 30)]));
    await settle();
    push.frames.run();
    expect(counts).toEqual([30]);
  });

  it('is applied when no live value of its stream came, from seq 1 on', async () => {
    const { push, counts } = harness();
    push.answerSnapshot(() => snapshot(2, [viewersEntry(1, 10)]));
    const socket = connectAndSubscribe(push, ['match:1'], 0);
    socket.receive(message('match:1', 3, 'match', 'goal', { minute: 1 }));
    await settle();
    push.frames.run();
    expect(counts).toEqual([10]);
  });
});

it('a snapshot covering exactly what was missing ends the repair', async () => {
  const { push } = harness();
  push.answerSnapshot(() => snapshot(4));
  const socket = connectAndSubscribe(push, ['match:1'], 0);
  socket.receive(message('match:1', 5, 'match', 'goal', { minute: 1 }));
  await settle();
  expect(push.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 0 }]);
});

describe('the server life of a snapshot', () => {
  it('another one than the client’s (the server restarted meanwhile): everything is asked for again', async () => {
    const { push } = harness();
    push.answerSnapshot((params) => (params.sinceSeq === 0 ? snapshot(9, [], 'e1') : snapshot(9, [], 'e2')));
    const socket = connectAndSubscribe(push, ['match:1'], 4);
    socket.receive(message('match:1', 7, 'match', 'goal', { minute: 1 }));
    await settle();
    expect(push.snapshots).toEqual([
      { channel: 'match:1', sinceSeq: 4 },
      { channel: 'match:1', sinceSeq: 0 },
    ]);
  });

  it('none (a server without lives): the snapshot is taken', async () => {
    const { push, counts } = harness();
    push.answerSnapshot(() => snapshot(6, [viewersEntry(5, 50)], ''));
    const socket = connectAndSubscribe(push, ['match:1'], 4);
    socket.receive(message('match:1', 6, 'match', 'goal', { minute: 1 }));
    await settle();
    push.frames.run();
    expect(push.snapshots).toHaveLength(1);
    expect(counts).toEqual([50]);
  });
});

it('gives up after three snapshots that keep falling short, and says so', async () => {
  const { push } = harness();
  push.answerSnapshot((params) => snapshot(params.sinceSeq + 1));
  const socket = connectAndSubscribe(push, ['match:1'], 0);
  socket.receive(message('match:1', 10, 'room', 'viewers', { count: 1 }));
  for (let round = 0; round < 5; round += 1) await settle();
  expect(push.snapshots).toHaveLength(MAX_SNAPSHOT_ATTEMPTS);
  expect(push.reports).toEqual([
    { code: 'push-snapshot-failed', message: `match:1: gave up after ${MAX_SNAPSHOT_ATTEMPTS} snapshots` },
  ]);
});

it('reports a failed call with the channel and the seq it started after', async () => {
  const { push } = harness();
  push.answerSnapshot(() => Promise.reject(new Error('network down')));
  const socket = connectAndSubscribe(push, ['match:1'], 4);
  socket.receive(message('match:1', 6, 'room', 'viewers', { count: 1 }));
  await settle();
  expect(push.reports).toEqual([{ code: 'push-snapshot-failed', message: 'match:1 since #4: network down' }]);
});

describe('a repair stopped', () => {
  it('while its call was on its way (the call fails as aborted) reports nothing and asks nothing more', async () => {
    const { push } = harness();
    push.answerSnapshot(() => new Promise((_, reject) => setTimeout(() => reject(new Error('aborted')), 10)));
    const socket = connectAndSubscribe(push, ['match:1'], 0);
    socket.receive(message('match:1', 2, 'room', 'viewers', { count: 1 }));
    push.client.unsubscribe(['match:1']);
    jest.advanceTimersByTime(10);
    await settle();
    jest.advanceTimersByTime(SNAPSHOT_RETRY_MS);
    await settle();
    expect(push.reports).toEqual([]);
    expect(push.snapshots).toHaveLength(1);
  });

  it('while its retry waited (the server restarted) leaves the new life’s repair alone', async () => {
    const { push } = harness();
    push.answerSnapshot(() => Promise.reject(new Error('network down')));
    const socket = connectAndSubscribe(push, ['match:1'], 2, 'old');
    socket.receive(message('match:1', 5, 'match', 'goal', { minute: 1 }));
    await settle();
    let answer!: (value: PushSnapshot) => void;
    push.answerSnapshot(() => new Promise((resolve) => (answer = resolve)));
    socket.receive(subscribed(['match:1'], 3, 'new'));
    jest.advanceTimersByTime(SNAPSHOT_RETRY_MS);
    await settle();
    expect(push.snapshots).toEqual([
      { channel: 'match:1', sinceSeq: 2 },
      { channel: 'match:1', sinceSeq: 0 },
    ]);
    answer(snapshot(3, [], 'new'));
  });
});
