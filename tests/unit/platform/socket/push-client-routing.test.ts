import { asNumber, asObject } from '@src/contracts/parse';
import { definePushMessage, type PushMessageType } from '@src/contracts/push';
import { type PushSnapshot } from '@src/contracts/push-protocol';
import type { PushMessageMeta } from '@src/platform/socket/push-handlers';
import { useSocketStore } from '@src/platform/socket/socket-store';
import {
  connectAndSubscribe,
  goalMessage,
  type Harness,
  harnessPerTest,
  message,
  rawMessage,
  settle,
  subscribed,
} from './push-test-kit';

const newHarness = harnessPerTest();

interface Score {
  matchId: number;
  home: number;
  away: number;
}

const parseScore = (payload: unknown): Score => {
  const row = asObject(payload, 'payload');
  return {
    matchId: asNumber(row.matchId, 'payload.matchId'),
    home: asNumber(row.home, 'payload.home'),
    away: asNumber(row.away, 'payload.away'),
  };
};

/** A latest-value score stream keyed by match, and an in-order goal event stream. */
const scoreMessage = definePushMessage({
  namespace: 'match',
  name: 'score',
  channels: ['match'],
  mode: 'latest',
  parse: parseScore,
  key: (score) => String(score.matchId),
});

function registerMatchHandlers(harness: Harness) {
  const scores: { value: Score; meta: PushMessageMeta }[] = [];
  const goals: number[] = [];
  harness.client.registerHandler(scoreMessage, { apply: (value, meta) => scores.push({ value, meta }) });
  harness.client.registerHandler(goalMessage, { apply: (minute) => goals.push(minute) });
  return { scores, goals };
}

const score = (matchId: number, home: number, away = 0): Score => ({ matchId, home, away });

/** The batches a handler with applyBatch receives (its one-by-one apply must then never run). */
/** A snapshot's entry of a match's score, kept at `seq`. */
const scoreEntry = (seq: number, value: Score) => ({
  namespace: 'match',
  name: 'score',
  key: String(value.matchId),
  seq,
  at: 0,
  payload: value,
});

/** The snapshot's answer settles, then the frame that applies what it brought runs. */
async function settledFrame(harness: Harness) {
  await settle();
  harness.frames.run();
}

function batchesOf<Value>(harness: Harness, pushMessage: PushMessageType<Value>) {
  const batches: Value[][] = [];
  harness.client.registerHandler(pushMessage, {
    apply: () => {
      throw new Error('not called when applyBatch exists');
    },
    applyBatch: (items) => batches.push(items.map((item) => item.value)),
  });
  return batches;
}

describe('PushClient: routing', () => {
  it('applies events at once and in order, latest values once per animation frame per key', () => {
    const harness = newHarness();
    const { scores, goals } = registerMatchHandlers(harness);
    const socket = connectAndSubscribe(harness, ['match:1', 'match:2']);

    socket.receive(message('match:1', 1, 'match', 'score', score(1, 1)));
    socket.receive(message('match:1', 2, 'match', 'goal', { minute: 12 }));
    socket.receive(message('match:1', 3, 'match', 'score', score(1, 2)));
    socket.receive(message('match:2', 1, 'match', 'score', score(2, 0, 1)));
    socket.receive(message('match:1', 4, 'match', 'goal', { minute: 30 }));
    socket.receive(message('match:1', 5, 'match', 'score', score(1, 3)));

    expect(goals).toEqual([12, 30]);
    expect(scores).toEqual([]);
    expect(harness.frames.pending).toBe(1);

    harness.frames.run();
    expect(scores.map((item) => item.value)).toEqual([score(1, 3), score(2, 0, 1)]);
    expect(scores[0]!.meta).toMatchObject({ channel: 'match:1', seq: 5, source: 'live' });
    // The store's summary follows the last message, also once per frame.
    expect(useSocketStore.getState().message).toEqual({
      channel: 'match:1',
      namespace: 'match',
      name: 'score',
      seq: 5,
      at: 1_700_000_000_005,
    });

    harness.frames.run();
    expect(scores).toHaveLength(2);
  });

  it('hands a frame of latest values to applyBatch at once when the handler has one', () => {
    const harness = newHarness();
    const batches = batchesOf(harness, scoreMessage);
    const socket = connectAndSubscribe(harness, ['match:1']);
    for (let seq = 1; seq <= 500; seq += 1)
      socket.receive(message('match:1', seq, 'match', 'score', score(seq % 50, seq)));
    harness.frames.run();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(50);
    expect(batches[0]!.find((value) => value.matchId === 0)).toEqual(score(0, 500));
  });

  it('hands a frame of events to applyBatch, in order, when the handler has one', () => {
    const harness = newHarness();
    const batches = batchesOf(harness, goalMessage);
    const socket = connectAndSubscribe(harness, ['match:1']);
    for (const [seq, minute] of [
      [1, 12],
      [2, 30],
      [3, 30],
      [4, 75],
    ] as const)
      socket.receive(message('match:1', seq, 'match', 'goal', { minute }));
    expect(batches).toEqual([]);
    harness.frames.run();
    // Every event, in order: events are never coalesced.
    expect(batches).toEqual([[12, 30, 30, 75]]);
    harness.frames.run();
    expect(batches).toHaveLength(1);
  });

  it('registering one name twice is a bug; the returned function unregisters', () => {
    const harness = newHarness();
    const handler = { apply: () => undefined };
    const unregister = harness.client.registerHandler(goalMessage, handler);
    expect(() => harness.client.registerHandler(goalMessage, handler)).toThrow(/twice/);
    unregister();
    expect(() => harness.client.registerHandler(goalMessage, handler)).not.toThrow();
  });

  it('drops and reports malformed messages and keeps running', () => {
    const harness = newHarness();
    const { scores, goals } = registerMatchHandlers(harness);
    const brokenMessage = rawMessage({ namespace: 'match', name: 'broken' }, ['match']);
    harness.client.registerHandler(brokenMessage, {
      apply: () => {
        throw new Error('store action failed');
      },
    });
    const socket = connectAndSubscribe(harness, ['match:1']);

    socket.receive('this is not JSON');
    socket.receive('[1,2,3]');
    socket.receive({ type: 'message', channel: 'match:1', seq: 'x' });
    socket.receive({ type: 'surprise' });
    socket.receive(message('match:1', 1, 'weather', 'rain', {}));
    socket.receive(message('match:1', 2, 'match', 'score', { matchId: 1, home: 'many' }));
    socket.receive(message('match:1', 3, 'match', 'goal', 'not an object'));
    socket.receive(message('match:1', 4, 'match', 'broken', {}));
    socket.onmessage?.({ data: new ArrayBuffer(4) });

    socket.receive(message('match:1', 5, 'match', 'goal', { minute: 77 }));
    socket.receive(message('match:1', 6, 'match', 'score', score(1, 4)));
    harness.frames.run();

    expect(goals).toEqual([77]);
    expect(scores.map((item) => item.value)).toEqual([score(1, 4)]);
    expect(harness.reports.map((report) => report.code)).toEqual([
      'push-malformed-message',
      'push-malformed-message',
      'push-malformed-message',
      'push-malformed-message',
      'push-unknown-message',
      'push-malformed-payload',
      'push-malformed-payload',
      'push-handler-failed',
      'push-malformed-message',
    ]);
    expect(harness.reports[5]!.message).toMatch(/match\.score.*payload\.home/);
    // The sequence numbers of dropped messages still count: no false gap.
    expect(harness.snapshots).toEqual([]);
    expect(harness.client.status).toBe('open');
  });

  it('reports a flood of the same bad message once per window, with the count', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    for (let seq = 1; seq <= 1000; seq += 1) socket.receive(message('match:1', seq, 'weather', 'rain', {}));
    expect(harness.reports).toHaveLength(1);
    jest.advanceTimersByTime(10_000);
    socket.receive(message('match:1', 1001, 'weather', 'rain', {}));
    expect(harness.reports).toHaveLength(2);
    expect(harness.reports[1]!.message).toMatch(/\+999 more dropped/);
  });

  it('ignores messages of channels it left and old or repeated sequence numbers', () => {
    const harness = newHarness();
    const { goals } = registerMatchHandlers(harness);
    const socket = connectAndSubscribe(harness, ['match:1', 'match:2'], 10);
    harness.client.unsubscribe(['match:2']);
    socket.receive(message('match:2', 11, 'match', 'goal', { minute: 1 }));
    socket.receive(message('match:1', 11, 'match', 'goal', { minute: 2 }));
    socket.receive(message('match:1', 11, 'match', 'goal', { minute: 2 }));
    socket.receive(message('match:1', 9, 'match', 'goal', { minute: 3 }));
    expect(goals).toEqual([2]);
    expect(harness.reports).toEqual([]);
  });

  describe('sequence gaps', () => {
    it('fetches a snapshot since the last seq, applies it without overriding newer live values, and continues', async () => {
      const harness = newHarness();
      const { scores, goals } = registerMatchHandlers(harness);
      const socket = connectAndSubscribe(harness, ['match:1'], 10);
      let answer!: (snapshot: PushSnapshot) => void;
      harness.answerSnapshot(() => new Promise((resolve) => (answer = resolve)));

      socket.receive(message('match:1', 11, 'match', 'score', score(1, 1)));
      // 12, 13 and 14 are lost: match 2's score (13), a goal (12) and match 1's score (14).
      socket.receive(message('match:1', 15, 'match', 'goal', { minute: 60 }));
      expect(harness.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 11 }]);
      socket.receive(message('match:1', 16, 'match', 'score', score(1, 5)));

      answer({
        channel: 'match:1',
        seq: 16,
        epoch: 'e1',
        entries: [
          { namespace: 'match', name: 'goal', key: '', seq: 12, at: 0, payload: { minute: 50 } },
          scoreEntry(13, score(2, 2)),
          // Superseded by the live #16 of match 1: not applied.
          scoreEntry(14, score(1, 4)),
          { namespace: 'match', name: 'goal', key: '', seq: 15, at: 0, payload: { minute: 60 } },
        ],
      });
      await settledFrame(harness);

      expect(goals).toEqual([60, 50]);
      const applied = new Map(scores.map((item) => [item.value.matchId, item]));
      expect(applied.get(1)!.value).toEqual(score(1, 5));
      expect(applied.get(2)).toMatchObject({ value: score(2, 2), meta: { source: 'snapshot', seq: 13 } });
      expect(harness.client.lastSeqOf('match:1')).toBe(16);

      socket.receive(message('match:1', 17, 'match', 'goal', { minute: 70 }));
      expect(goals).toEqual([60, 50, 70]);
      expect(harness.snapshots).toHaveLength(1);
    });

    it('asks again when more was lost after the snapshot was taken', async () => {
      const harness = newHarness();
      registerMatchHandlers(harness);
      const socket = connectAndSubscribe(harness, ['match:1'], 0);
      const answers: ((snapshot: PushSnapshot) => void)[] = [];
      harness.answerSnapshot(() => new Promise((resolve) => answers.push(resolve)));

      socket.receive(message('match:1', 3, 'match', 'goal', { minute: 1 }));
      socket.receive(message('match:1', 6, 'match', 'goal', { minute: 2 }));
      expect(harness.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 0 }]);
      answers[0]!({ channel: 'match:1', seq: 3, epoch: 'e1', entries: [] });
      await settle();
      expect(harness.snapshots).toEqual([
        { channel: 'match:1', sinceSeq: 0 },
        { channel: 'match:1', sinceSeq: 3 },
      ]);
      answers[1]!({ channel: 'match:1', seq: 6, epoch: 'e1', entries: [] });
      await settle();
      socket.receive(message('match:1', 7, 'match', 'goal', { minute: 3 }));
      expect(harness.snapshots).toHaveLength(2);
    });

    it('retries a failed snapshot call a bounded number of times and reports it', async () => {
      const harness = newHarness();
      registerMatchHandlers(harness);
      const socket = connectAndSubscribe(harness, ['match:1'], 0);
      harness.answerSnapshot(() => Promise.reject(new Error('network down')));
      socket.receive(message('match:1', 2, 'match', 'goal', { minute: 1 }));
      await settle();
      jest.advanceTimersByTime(3000);
      await settle();
      jest.advanceTimersByTime(3000);
      await settle();
      jest.advanceTimersByTime(30_000);
      await settle();
      expect(harness.snapshots).toHaveLength(3);
      expect(harness.reports.map((report) => report.code)).toEqual([
        'push-snapshot-failed',
        'push-snapshot-failed',
        'push-snapshot-failed',
      ]);
      // A later gap starts a new recovery.
      harness.answerSnapshot((params) => ({ channel: params.channel, seq: 5, epoch: 'e1', entries: [] }));
      socket.receive(message('match:1', 5, 'match', 'goal', { minute: 2 }));
      expect(harness.snapshots).toHaveLength(4);
    });

    it('after a reconnect, recovers what was published while away', async () => {
      const harness = newHarness();
      const { scores } = registerMatchHandlers(harness);
      connectAndSubscribe(harness, ['match:1'], 20);
      harness.socket().drop();
      jest.advanceTimersByTime(1);
      harness.answerSnapshot(() => ({
        channel: 'match:1',
        seq: 24,
        epoch: 'e1',
        entries: [scoreEntry(23, score(1, 2))],
      }));
      harness.socket().open();
      harness.socket().receive(subscribed(['match:1'], 24));
      expect(harness.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 20 }]);
      await settledFrame(harness);
      expect(scores.map((item) => item.value)).toEqual([score(1, 2)]);
    });

    it('a channel let go and held again recovers what was published meanwhile', async () => {
      const harness = newHarness();
      const { scores } = registerMatchHandlers(harness);
      const socket = connectAndSubscribe(harness, ['match:1'], 20);
      // A list re-renders its rows: the channel is let go, a goal is published, the row holds it again.
      harness.client.unsubscribe(['match:1']);
      harness.answerSnapshot(() => ({
        channel: 'match:1',
        seq: 21,
        epoch: 'e1',
        entries: [scoreEntry(21, score(1, 1))],
      }));
      harness.client.subscribe(['match:1']);
      jest.advanceTimersByTime(2000);
      socket.receive(subscribed(['match:1'], 21));
      expect(harness.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 20 }]);
      await settledFrame(harness);
      expect(scores.map((item) => item.value)).toEqual([score(1, 1)]);
    });

    it('after the server restarted (new epoch), asks for everything it has', async () => {
      const harness = newHarness();
      registerMatchHandlers(harness);
      connectAndSubscribe(harness, ['match:1', 'match:2'], 500, 'old');
      harness.socket().drop();
      jest.advanceTimersByTime(1);
      harness.answerSnapshot((params) => ({ channel: params.channel, seq: 3, epoch: 'new', entries: [] }));
      harness.socket().open();
      harness.socket().receive({
        type: 'subscribed',
        channels: ['match:1', 'match:2'],
        seq: { 'match:1': 3, 'match:2': 0 },
        epoch: 'new',
      });
      expect(harness.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 0 }]);
      expect(harness.client.lastSeqOf('match:1')).toBe(3);
      expect(harness.client.lastSeqOf('match:2')).toBe(0);
    });

    it('unsubscribing or disposing abandons a snapshot under way', async () => {
      const harness = newHarness();
      const { goals } = registerMatchHandlers(harness);
      const socket = connectAndSubscribe(harness, ['match:1'], 0);
      let answer!: (snapshot: PushSnapshot) => void;
      harness.answerSnapshot(() => new Promise((resolve) => (answer = resolve)));
      socket.receive(message('match:1', 2, 'match', 'goal', { minute: 1 }));
      harness.client.dispose();
      answer({
        channel: 'match:1',
        seq: 2,
        epoch: 'e1',
        entries: [{ namespace: 'match', name: 'goal', key: '', seq: 1, at: 0, payload: { minute: 0 } }],
      });
      await settle();
      expect(goals).toEqual([1]);
    });
  });
});
