/**
 * What every live bus must do (shell-demo/server/push/live-bus.ts), written once for every
 * implementation: in-process-bus.test.ts runs it on the in-process bus; a networked bus runs the
 * same. Every call is awaited and `delivered()` waits for what was published to reach its
 * listeners, so a bus that answers later passes as one that answers at once.
 */
import type { ChannelName } from '../../../src/contracts/push';
import { SEQ_MEMORY_MS } from '../../../src/contracts/push-protocol';
import type {
  LiveBus,
  LiveBusAnsweringLater,
  LiveMessage,
  NumberedLiveMessage,
} from '../../../shell-demo/server/push/live-bus';

export interface LiveBusUnderTest {
  bus: LiveBus | LiveBusAnsweringLater;
  /** Resolves once every message published so far has reached its listeners. */
  delivered(): Promise<void>;
  /** Stops the bus and whatever it runs on. */
  stop(): Promise<void>;
}

const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);
const value = (name: string, payload: unknown, at = T0, key = ''): LiveMessage => ({
  namespace: 'match',
  name,
  payload,
  at,
  key,
});
const event = (name: string, payload: unknown, at = T0): LiveMessage => ({
  namespace: 'match',
  name,
  payload,
  at,
  key: undefined,
});

export function describeLiveBus(implementation: string, start: () => Promise<LiveBusUnderTest>): void {
  describe(`live bus conformance: ${implementation}`, () => {
    let underTest: LiveBusUnderTest;
    let bus: LiveBus | LiveBusAnsweringLater;
    let channelCount = 0;
    /** A channel of this test alone (a networked bus keeps its streams between tests). */
    const fresh = (): ChannelName => `match:${Date.now() % 1_000_000}${(channelCount += 1)}` as ChannelName;

    beforeEach(async () => {
      underTest = await start();
      bus = underTest.bus;
    });
    afterEach(() => underTest.stop());

    const heard = (channel: ChannelName) => {
      const messages: NumberedLiveMessage[] = [];
      const stop = bus.subscribe(channel, (message) => messages.push(message));
      return { messages, stop };
    };

    it('numbers each channel on its own from 1, and answers the seq', async () => {
      const [a, b] = [fresh(), fresh()];
      expect(await bus.currentSeq(a)).toBe(0);
      expect(await bus.publish(a, value('score', 1))).toBe(1);
      expect(await bus.publish(a, event('goal', 'x'))).toBe(2);
      expect(await bus.publish(b, value('score', 7))).toBe(1);
      expect([await bus.currentSeq(a), await bus.currentSeq(b)]).toEqual([2, 1]);
    });

    it('hands a listener every message published from its subscribe on, in seq order, as published', async () => {
      const channel = fresh();
      await bus.publish(channel, value('score', 'before'));
      const listener = heard(channel);
      const other = heard(fresh());
      for (let index = 0; index < 50; index += 1)
        await bus.publish(channel, index % 5 ? value('score', index) : event('goal', index));
      await underTest.delivered();
      expect(listener.messages.map((message) => message.seq)).toEqual(
        Array.from({ length: 50 }, (_, index) => index + 2),
      );
      expect(listener.messages[0]).toEqual({
        channel,
        seq: 2,
        namespace: 'match',
        name: 'goal',
        payload: 0,
        at: T0,
        key: undefined,
      });
      expect(listener.messages[1]).toMatchObject({ name: 'score', payload: 1, key: '' });
      expect(other.messages).toEqual([]);
    });

    it('hands each message to every listener of the channel, and no more once a listener stops', async () => {
      const channel = fresh();
      const first = heard(channel);
      const second = heard(channel);
      await bus.publish(channel, value('score', 1));
      await underTest.delivered();
      first.stop();
      first.stop();
      await bus.publish(channel, value('score', 2));
      await underTest.delivered();
      expect(first.messages.map((message) => message.payload)).toEqual([1]);
      expect(second.messages.map((message) => message.payload)).toEqual([1, 2]);
    });

    it('numbers and keeps a message not delivered, handed to nobody (a lost message)', async () => {
      const channel = fresh();
      const listener = heard(channel);
      expect(await bus.publish(channel, value('score', 'lost'), { deliver: false })).toBe(1);
      await bus.publish(channel, event('goal', 'next'));
      await underTest.delivered();
      expect(listener.messages.map((message) => message.seq)).toEqual([2]);
      expect((await bus.snapshot(channel, 0)).entries.map((entry) => entry.payload)).toEqual(['lost']);
    });

    it('answers the snapshot: the latest value of each key published after sinceSeq, in seq order; events are not kept', async () => {
      const channel = fresh();
      await bus.publish(channel, value('score', 'home 0', T0, 'home')); // 1
      await bus.publish(channel, value('score', 'away 0', T0, 'away')); // 2
      await bus.publish(channel, event('goal', 'a goal')); // 3
      await bus.publish(channel, value('score', 'home 1', T0 + 1, 'home')); // 4
      const whole = await bus.snapshot(channel, 0);
      expect(whole).toMatchObject({ channel, seq: 4, epoch: bus.epoch });
      expect(whole.entries).toEqual([
        { namespace: 'match', name: 'score', key: 'away', seq: 2, at: T0, payload: 'away 0' },
        { namespace: 'match', name: 'score', key: 'home', seq: 4, at: T0 + 1, payload: 'home 1' },
      ]);
      expect((await bus.snapshot(channel, 2)).entries.map((entry) => entry.seq)).toEqual([4]);
      expect((await bus.snapshot(channel, 4)).entries).toEqual([]);
      // A sinceSeq ahead of the channel (another epoch's) cannot be trusted: everything.
      expect((await bus.snapshot(channel, 99)).entries.map((entry) => entry.seq)).toEqual([2, 4]);
      expect(await bus.snapshot(fresh(), 0)).toMatchObject({ seq: 0, entries: [] });
    });

    it('says where a client that read the channel at some time needs its snapshot from', async () => {
      const channel = fresh();
      expect(await bus.seqAt(channel, T0)).toBe(0);
      await bus.publish(channel, value('score', 1, T0)); // 1
      await bus.publish(channel, value('score', 2, T0 + 1000)); // 2
      expect(await bus.seqAt(channel, T0 + 500)).toBe(1);
      expect(await bus.seqAt(channel, T0 + 1000)).toBe(2);
      expect(await bus.seqAt(channel, T0 - 1)).toBe(0);
      // Only events since: the snapshot would bring nothing, the current seq is the answer.
      await bus.publish(channel, event('goal', 'x', T0 + 2000)); // 3
      expect(await bus.seqAt(channel, T0 + 1500)).toBe(3);
      // Older than the recent messages reach: everything.
      await bus.publish(channel, value('score', 3, T0 + SEQ_MEMORY_MS + 5000)); // 4
      expect(await bus.seqAt(channel, T0 + 500)).toBe(0);
    });

    it('counts the channels published on, keeps one epoch, and forgets everything when closed', async () => {
      const before = await bus.channelCount();
      const channel = fresh();
      const listener = heard(channel);
      await bus.publish(channel, value('score', 1));
      await bus.publish(fresh(), value('score', 1));
      expect(await bus.channelCount()).toBe(before + 2);
      const { epoch } = bus;
      expect(epoch).toMatch(/^\S+$/);
      expect((await bus.snapshot(channel, 0)).epoch).toBe(epoch);
      await underTest.delivered();
      bus.close();
      // A closed bus may refuse the publish; its listeners hear nothing more either way.
      await Promise.resolve()
        .then(() => bus.publish(channel, value('score', 2)))
        .catch(() => undefined);
      await underTest.delivered();
      expect(listener.messages.map((message) => message.payload)).toEqual([1]);
    });
  });
}
