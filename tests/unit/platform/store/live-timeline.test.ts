/**
 * The live timeline: the snapshot on first use with what was pushed meanwhile, items merged by
 * number, a hole or a reconnect repaired by a snapshot since what is had, a server that numbers
 * anew, the cap, one load status, retries, the keys kept, an optional call a backend lacks, and
 * the user's part of it at logout. The features (centre, tracker, crowd, 竞猜, envelope) test their
 * own view rules.
 */
import { HttpError } from '@src/platform/http/http-error';
import { clearDomainUserData, resetDomainStores } from '@src/platform/store/domain-store';
import {
  liveTimeline,
  MAX_REPAIRS,
  type LiveTimelineDeclaration,
  type TimelineEvent,
  type TimelineSnapshot,
} from '@src/platform/store/live-timeline';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { deferred, networkError, setUpAppWorld } from '../../../support/app-world';
import { testCall } from '../../../support/test-calls';

const DOMAIN = 'timeline-test';
type Item = { key: number; n: number };
type Head = { name: string };
const item = (n: number, key = 1): Item => ({ key, n });
const numbered = (...ns: number[]) => ns.map((n) => item(n));
const answer = (ns: number[], next?: number, name = 'head'): TimelineSnapshot<Item, Head> => ({
  items: numbered(...ns),
  head: { name },
  ...(next !== undefined && { next }),
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A snapshot call as contracts declare it, optional or not. */
const call = (optional: boolean) => testCall({ method: 'POST', path: '/snapshot', encoding: 'form', optional });

function timelineOf(declaration: Partial<LiveTimelineDeclaration<number, Item, Head>> = {}) {
  const snapshot = jest.fn<Promise<TimelineSnapshot<Item, Head>>, [number, number | undefined]>();
  const store = liveTimeline<number, Item, Head>({
    domain: DOMAIN,
    snapshot,
    keyOf: (pushed) => pushed.key,
    orderOf: (pushed) => pushed.n,
    ...declaration,
  });
  const events: TimelineEvent<number, Item>[] = [];
  store.getState().listen((event) => events.push(event));
  const of = (key = 1) => store.getState().timelines[String(key)];
  const ns = (key = 1) => of(key)?.items.map((held) => held.n);
  return { store, snapshot, events, of, ns, actions: () => store.getState() };
}

beforeEach(() => {
  setUpAppWorld();
  resetDomainStores(DOMAIN);
  useSocketStore.setState({ subscribeList: [] });
});

describe('the snapshot on first use', () => {
  it('loads a key once: loading, then ready with its items and head; the backend has it', async () => {
    const t = timelineOf();
    t.snapshot.mockResolvedValue(answer([0, 1], 2));
    const using = t.actions().ensure(1);
    expect(t.of()).toEqual({ status: 'loading', head: null, items: [] });
    expect(t.actions().availability).toBe('unknown');
    await using;
    expect(t.of()).toEqual({ status: 'ready', head: { name: 'head' }, items: numbered(0, 1) });
    expect(t.actions().availability).toBe('available');
    expect(t.snapshot).toHaveBeenCalledWith(1, undefined);
    await t.actions().ensure(1);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    expect(t.events).toEqual([{ kind: 'admitted', key: 1, items: numbered(0, 1) }]);
  });

  it('keeps what is pushed while it loads, and gives up what the answer’s window starts after', async () => {
    const t = timelineOf();
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    const using = t.actions().ensure(1);
    t.actions().receive([item(2), item(7)]);
    expect(t.ns()).toEqual([2, 7]);
    expect(t.of()?.status).toBe('loading');
    answered.resolve(answer([5, 6], 7));
    await using;
    expect(t.ns()).toEqual([5, 6, 7]);
    // 7 was admitted when pushed; the answer brings 5 and 6.
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: numbered(5, 6) });
  });

  it('starts an empty answer where the server numbers next', async () => {
    const t = timelineOf();
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    const using = t.actions().ensure(1);
    t.actions().receive([item(3), item(5)]);
    answered.resolve(answer([], 5));
    await using;
    expect(t.ns()).toEqual([5]);
  });

  it('keeps every pushed item when the answer says nothing of where it starts', async () => {
    const t = timelineOf();
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    const using = t.actions().ensure(1);
    t.actions().receive([item(3)]);
    answered.resolve(answer([]));
    await using;
    expect(t.ns()).toEqual([3]);
  });

  it('leaves out pushed items of a key no screen asked for', () => {
    const t = timelineOf();
    t.actions().receive([item(0, 9)]);
    expect(t.actions().timelines).toEqual({});
    expect(t.events).toEqual([]);
  });

  it('keeps no answer for a key let go while it was on its way', async () => {
    const t = timelineOf({ keysKept: 1 });
    const first = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValueOnce(first.promise).mockResolvedValue(answer([0], 1));
    const using = t.actions().ensure(1);
    await t.actions().ensure(2);
    first.resolve(answer([0], 1));
    await using;
    expect(t.of(1)).toBeUndefined();
    expect(t.of(2)?.status).toBe('ready');
  });
});

describe('holes and repairs', () => {
  async function ready(ns: number[]) {
    const t = timelineOf();
    t.snapshot.mockResolvedValueOnce(answer(ns, (ns.at(-1) ?? -1) + 1));
    await t.actions().ensure(1);
    t.snapshot.mockClear();
    return t;
  }

  it('merges pushed items in order; each once', async () => {
    const t = await ready([0, 1]);
    t.actions().receive([item(2), item(2), item(1)]);
    expect(t.ns()).toEqual([0, 1, 2]);
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: numbered(2) });
    expect(t.snapshot).not.toHaveBeenCalled();
  });

  it('changes nothing for pushed items it has', async () => {
    const t = await ready([0, 1]);
    const before = t.of();
    t.actions().receive([item(1)]);
    expect(t.of()).toBe(before);
  });

  it('asks what is missing since the last number had in full when one jumps ahead', async () => {
    const t = await ready([0, 1]);
    t.snapshot.mockResolvedValueOnce(answer([2, 3], 5));
    t.actions().receive([item(4)]);
    expect(t.snapshot).toHaveBeenCalledWith(1, 1);
    await flush();
    expect(t.ns()).toEqual([0, 1, 2, 3, 4]);
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: numbered(2, 3) });
  });

  it('gives up what is older than a hole the answer does not reach back over', async () => {
    const t = await ready([0, 1]);
    // More was missing than one answer brings: it starts at 5.
    t.snapshot.mockResolvedValueOnce(answer([5, 6], 8));
    t.actions().receive([item(7)]);
    await flush();
    expect(t.ns()).toEqual([5, 6, 7]);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
  });

  it('keeps what is held when the answer starts right after it', async () => {
    const t = await ready([0, 1]);
    t.snapshot.mockResolvedValueOnce(answer([], 2));
    await t.actions().refresh(1);
    expect(t.ns()).toEqual([0, 1]);
    t.snapshot.mockResolvedValueOnce(answer([2], 3));
    await t.actions().refresh(1);
    expect(t.ns()).toEqual([0, 1, 2]);
  });

  it('starts over when the server numbers anew (its next number is not past what was had)', async () => {
    const t = await ready([0, 1, 2]);
    t.snapshot.mockResolvedValueOnce(answer([0], 1));
    await t.actions().refresh(1);
    expect(t.snapshot).toHaveBeenCalledWith(1, 2);
    expect(t.ns()).toEqual([0]);
    expect(t.events.slice(-2)).toEqual([
      { kind: 'restarted', key: 1 },
      { kind: 'admitted', key: 1, items: numbered(0) },
    ]);
    // Numbered anew with nothing yet.
    t.snapshot.mockResolvedValueOnce(answer([], 0));
    await t.actions().refresh(1);
    expect(t.ns()).toEqual([]);
    expect(t.events.at(-1)).toEqual({ kind: 'restarted', key: 1 });
  });

  it('does not take a newer answer for a new numbering', async () => {
    const t = await ready([0, 1, 2]);
    t.snapshot.mockResolvedValueOnce(answer([3], 4));
    await t.actions().refresh(1);
    expect(t.events.some((event) => event.kind === 'restarted')).toBe(false);
    expect(t.ns()).toEqual([0, 1, 2, 3]);
  });

  it('repairs MAX_REPAIRS times in a row at most, then waits for what comes next', async () => {
    const t = await ready([0]);
    // An answer that never fills the hole before 3.
    t.snapshot.mockResolvedValue(answer([], 1));
    t.actions().receive([item(3)]);
    await flush();
    expect(t.snapshot).toHaveBeenCalledTimes(MAX_REPAIRS);
    // A repair that leaves no hole counts the row from the start.
    t.snapshot.mockResolvedValueOnce(answer([1, 2], 4));
    t.actions().receive([item(5)]);
    await flush();
    expect(t.ns()).toEqual([0, 1, 2, 3, 5]);
  });

  it('asks once at a time, and once more after for what was wanted meanwhile', async () => {
    const t = await ready([0]);
    const first = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValueOnce(first.promise).mockResolvedValue(answer([1], 2));
    const refreshing = t.actions().refresh(1);
    void t.actions().refresh(1);
    void t.actions().refresh(1);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    first.resolve(answer([], 1));
    await refreshing;
    expect(t.snapshot).toHaveBeenCalledTimes(2);
    expect(t.ns()).toEqual([0, 1]);
  });

  it('does not repair a timeline still loading: its answer will fill the hole', async () => {
    const t = timelineOf();
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    void t.actions().ensure(1);
    t.actions().receive([item(4)]);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
  });

  it('refreshes nothing for a key it does not keep', async () => {
    const t = timelineOf();
    await t.actions().refresh(1);
    expect(t.snapshot).not.toHaveBeenCalled();
  });
});

describe('the cap and the keys kept', () => {
  it('keeps the newest `cap` items of a key', async () => {
    const t = timelineOf({ cap: 3 });
    t.snapshot.mockResolvedValue(answer([0, 1, 2, 3, 4], 5));
    await t.actions().ensure(1);
    expect(t.ns()).toEqual([2, 3, 4]);
    t.actions().receive([item(5)]);
    expect(t.ns()).toEqual([3, 4, 5]);
  });

  it('lets the least recently used key go past `keysKept`', async () => {
    const t = timelineOf({ keysKept: 2 });
    t.snapshot.mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    await t.actions().ensure(2);
    await t.actions().ensure(1);
    await t.actions().ensure(3);
    expect(Object.keys(t.actions().timelines).sort()).toEqual(['1', '3']);
  });
});

describe('failures', () => {
  it('says a first load failed, and loads again when used again', async () => {
    const t = timelineOf();
    t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    expect(t.of()?.status).toBe('failed');
    expect(t.actions().availability).toBe('unknown');
    await t.actions().ensure(1);
    expect(t.of()?.status).toBe('ready');
  });

  it('keeps a ready timeline ready when a refresh fails', async () => {
    const t = timelineOf();
    t.snapshot.mockResolvedValueOnce(answer([0], 1)).mockRejectedValueOnce(networkError());
    await t.actions().ensure(1);
    await t.actions().refresh(1);
    expect(t.of()).toMatchObject({ status: 'ready', items: numbered(0) });
  });

  it('asks again `afterMs` later, `attempts` times in all, and not after a success', async () => {
    jest.useFakeTimers();
    try {
      const t = timelineOf({ retry: { attempts: 3, afterMs: 3000 } });
      t.snapshot.mockRejectedValue(networkError());
      await t.actions().ensure(1);
      await jest.advanceTimersByTimeAsync(2999);
      expect(t.snapshot).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(t.snapshot).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(3000);
      await jest.advanceTimersByTimeAsync(30_000);
      expect(t.snapshot).toHaveBeenCalledTimes(3);
      t.snapshot.mockResolvedValueOnce(answer([0], 1)).mockRejectedValue(networkError());
      await t.actions().ensure(1);
      // A success counts the failures from the start again.
      await t.actions().refresh(1);
      await jest.advanceTimersByTimeAsync(3000);
      expect(t.snapshot).toHaveBeenCalledTimes(6);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks no retry once a refresh asked meanwhile went through', async () => {
    jest.useFakeTimers();
    try {
      const t = timelineOf({ retry: { attempts: 3, afterMs: 3000 } });
      t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0], 1));
      await t.actions().ensure(1);
      await t.actions().ensure(1);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(t.snapshot).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('turns an optional feature off on a 404: every timeline goes, nothing is asked again', async () => {
    const t = timelineOf({ call: call(true) });
    t.snapshot.mockResolvedValueOnce(answer([0], 1)).mockRejectedValue(new HttpError('api', 'not found', 404));
    await t.actions().ensure(1);
    await t.actions().ensure(2);
    expect(t.actions()).toMatchObject({ availability: 'unavailable', timelines: {} });
    await t.actions().ensure(3);
    await t.actions().refresh(1);
    t.actions().receive([item(1)]);
    expect(t.snapshot).toHaveBeenCalledTimes(2);
    expect(t.actions().timelines).toEqual({});
  });

  it('takes a 404 of a call that is not optional for a failure', async () => {
    const t = timelineOf({ call: call(false) });
    t.snapshot.mockRejectedValue(new HttpError('api', 'not found', 404));
    await t.actions().ensure(1);
    expect(t.actions().availability).toBe('unknown');
    expect(t.of()?.status).toBe('failed');
  });

  it('lets answers on their way at a reset land nowhere', async () => {
    const t = timelineOf();
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    const using = t.actions().ensure(1);
    t.actions().reset();
    answered.resolve(answer([0], 1));
    await using;
    expect(t.actions()).toMatchObject({ availability: 'unknown', timelines: {} });
  });
});

describe('held by a screen', () => {
  const channel = 'match:1';
  const subscribed = (on: boolean) =>
    useSocketStore.setState({ subscribeList: [{ channelName: channel, isSubscribed: on }] });

  it('asks what a reconnect missed when its channel is subscribed again, while held', async () => {
    const t = timelineOf({ channel: (key) => `match:${key}` });
    t.snapshot.mockResolvedValue(answer([0], 1));
    subscribed(true);
    const release = t.actions().hold(1);
    await flush();
    subscribed(true);
    subscribed(false);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    subscribed(true);
    expect(t.snapshot).toHaveBeenLastCalledWith(1, 0);
    await flush();
    release();
    subscribed(false);
    subscribed(true);
    expect(t.snapshot).toHaveBeenCalledTimes(2);
  });

  it('does not ask before its first answer: that answer brings everything', async () => {
    const t = timelineOf({ channel: (key) => `match:${key}` });
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    const release = t.actions().hold(1);
    subscribed(true);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    release();
  });

  it('holds nothing more than the key without a channel', async () => {
    const t = timelineOf();
    t.snapshot.mockResolvedValue(answer([0], 1));
    const release = t.actions().hold(1);
    await flush();
    expect(t.of()?.status).toBe('ready');
    release();
  });
});

describe('a feature’s own changes', () => {
  it('updates a key it keeps, and nothing for one it does not', async () => {
    const t = timelineOf();
    t.snapshot.mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    t.actions().update(1, (timeline) => ({ head: { name: `${timeline.head?.name}!` } }));
    expect(t.of()?.head).toEqual({ name: 'head!' });
    t.actions().update(2, () => ({ head: { name: 'x' } }));
    expect(t.of(2)).toBeUndefined();
  });

  it('merges views of one thing by the feature’s rule, the head by its own', async () => {
    const t = timelineOf({
      orderOf: undefined,
      merge: (held, added) => [...held.filter((one) => !added.some((next) => next.n === one.n)), ...added],
      mergeHead: (held, next) => ({ name: `${held?.name ?? ''}${next.name}` }),
    });
    t.snapshot.mockResolvedValue(answer([1, 2], undefined, 'a'));
    await t.actions().ensure(1);
    t.actions().receive([item(2), item(3)]);
    expect(t.ns()).toEqual([1, 2, 3]);
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: [item(2), item(3)] });
    await t.actions().refresh(1);
    expect(t.ns()).toEqual([3, 1, 2]);
    expect(t.of()?.head).toEqual({ name: 'aa' });
    expect(t.snapshot).toHaveBeenLastCalledWith(1, undefined);
  });

  it('folds pushed items into the head, and the ones pushed while it loaded into the answer’s', async () => {
    const t = timelineOf({ headWith: (head, fresh) => ({ name: head.name + fresh.map((one) => one.n).join('') }) });
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    const using = t.actions().ensure(1);
    t.actions().receive([item(3)]);
    answered.resolve(answer([1, 2], 3, 'h'));
    await using;
    expect(t.of()?.head).toEqual({ name: 'h3' });
    t.actions().receive([item(4)]);
    expect(t.of()?.head).toEqual({ name: 'h34' });
  });

  it('asks whether the backend has it while nobody knows and no call is on its way, again after a failure', async () => {
    const t = timelineOf();
    t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0], 1));
    t.actions().probe(1);
    t.actions().probe(2);
    await flush();
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    t.actions().probe(2);
    await flush();
    expect(t.snapshot).toHaveBeenLastCalledWith(2, undefined);
    expect(t.actions().availability).toBe('available');
    t.actions().probe(3);
    expect(t.snapshot).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that stopped listening', async () => {
    const t = timelineOf();
    const heard: unknown[] = [];
    const stop = t.actions().listen((event) => heard.push(event));
    t.snapshot.mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    stop();
    t.actions().receive([item(1)]);
    expect(heard).toHaveLength(1);
  });
});

describe('the user’s part', () => {
  it('takes the user’s part away at logout, asks again, and lets the previous user’s answer land nowhere', async () => {
    const t = timelineOf({ domain: `${DOMAIN}-personal`, personal: () => ({ head: null }) });
    t.snapshot.mockResolvedValueOnce(answer([0], 1, 'mine'));
    await t.actions().ensure(1);
    const late = deferred<TimelineSnapshot<Item, Head>>();
    const again = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValueOnce(late.promise).mockReturnValueOnce(again.promise);
    const refreshing = t.actions().refresh(1);
    clearDomainUserData(`${DOMAIN}-personal`);
    expect(t.of()?.head).toBeNull();
    late.resolve(answer([0], 1, 'previous user'));
    again.resolve(answer([0], 1, 'next user'));
    await refreshing;
    await flush();
    expect(t.of()?.head).toEqual({ name: 'next user' });
    expect(t.snapshot).toHaveBeenCalledTimes(3);
  });

  it('has nothing of the user’s without `personal`', () => {
    const t = timelineOf();
    expect('clearUserData' in t.actions()).toBe(false);
  });
});
