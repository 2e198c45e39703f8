/**
 * The lifecycle the match centre (赛况) and the tracker (动画直播) share through their live timeline
 * (store kit, live-timeline.ts), run against both: the snapshot on first use, ordered pushes, a gap
 * or a reconnect asking the snapshot again, a 404 hiding the feature, the matches kept. What only
 * one of them does (the tracker's shots and probe, the centre's screen hook) stays in its own file.
 */
import type { MatchCentreSnapshot } from '@src/contracts/match-centre';
import type { TrackerSnapshot } from '@src/contracts/match-tracker';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import { matchTrackerApi } from '@src/domains/match/api/match-tracker-api';
import { MATCH_CENTRES_KEPT, useMatchCentreStore } from '@src/domains/match/store/match-centre-store';
import { matchCentreEventHandler } from '@src/domains/match/store/match-push-handlers';
import { TRACKERS_KEPT, useTrackerStore } from '@src/domains/match/store/tracker-store';
import type { CallOptions } from '@src/platform/http/http-client';
import { HttpError } from '@src/platform/http/http-error';
import type { LiveTimelineStore } from '@src/platform/store/live-timeline';
import { receiveInto } from '@src/platform/store/timeline-receiver';
import type { PushHandler, PushMessageMeta } from '@src/platform/socket/push-handlers';
import { setUpAppWorld } from '@tests/support/app-world';
import { event } from '../rules/match-centre/centre-events';
import { statesBetween, trackerState } from '../rules/match-tracker/tracker-states';

jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
jest.mock('@src/domains/match/api/match-tracker-api', () => ({ matchTrackerApi: { snapshot: jest.fn() } }));

/** The match every test follows. */
const M = 5;

interface FeatureSpec<Item, Head, Snapshot> {
  name: string;
  store: LiveTimelineStore<number, Item, Head>;
  fetch: jest.MockedFunction<(params: { readonly matchId: number }, options?: CallOptions) => Promise<Snapshot>>;
  /** The order of a match's first item (the centre counts its events from 0, the tracker its states from 1). */
  first: number;
  /** Match `matchId`'s snapshot holding its items up to the order `last` (first − 1: none yet). */
  snapshot(matchId: number, last: number): Snapshot;
  item(order: number, matchId: number): Item;
  orderOf(item: Item): number;
  handler: PushHandler<Item>;
  keysKept: number;
  missingPath: string;
}

/** One feature as the tests drive it: the same steps whatever its items are. */
function feature<Item, Head, Snapshot>(spec: FeatureSpec<Item, Head, Snapshot>) {
  const state = () => spec.store.getState();
  const missing = () => new HttpError('api', '接口不存在', 404, spec.missingPath);
  return {
    name: spec.name,
    fetch: spec.fetch,
    first: spec.first,
    keysKept: spec.keysKept,
    missing,
    state,
    ensure: (matchId = M) => state().ensure(matchId),
    refresh: (matchId = M) => state().refresh(matchId),
    /** How many store updates `change` makes. */
    updatesDuring(change: () => void): number {
      const updates = jest.fn();
      const stop = spec.store.subscribe(updates);
      change();
      stop();
      return updates.mock.calls.length;
    },
    /** The snapshots the next calls answer, items up to each order in turn. */
    answers(...lasts: number[]) {
      for (const last of lasts) spec.fetch.mockResolvedValueOnce(spec.snapshot(M, last));
    },
    /** The next call waits for its refusal: the backend has no such call (404). */
    pendingRefusal(): () => void {
      let refuse!: (error: unknown) => void;
      spec.fetch.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
      return () => refuse(missing());
    },
    answerAny: (last = spec.first) =>
      spec.fetch.mockImplementation(async ({ matchId }) => spec.snapshot(matchId, last)),
    /** The next call waits for its answer: the snapshot with items up to the order given. */
    pending(): (last: number) => void {
      let answer!: (value: Snapshot) => void;
      spec.fetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
      return (last) => answer(spec.snapshot(M, last));
    },
    receive: (...orders: number[]) => state().receive(orders.map((order) => spec.item(order, M))),
    receiveOf: (matchId: number, order: number) => state().receive([spec.item(order, matchId)]),
    pushFrame(...orders: number[]) {
      const meta = { channel: `match:${M}`, namespace: 'match', seq: 1, at: 0, source: 'live' } as PushMessageMeta;
      spec.handler.applyBatch!(orders.map((order) => ({ value: spec.item(order, M), meta })));
    },
    orders: (matchId = M) => state().timelines[matchId]?.items.map(spec.orderOf),
    status: (matchId = M) => state().timelines[matchId]?.status,
    /** Orders `from`..`to`. */
    span: (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index),
  };
}

const centreFetch = jest.mocked(matchCentreApi.snapshot);
const trackerFetch = jest.mocked(matchTrackerApi.snapshot);

const FEATURES = [
  feature({
    name: 'the match centre',
    store: useMatchCentreStore,
    fetch: centreFetch,
    first: 0,
    snapshot: (matchId, last): MatchCentreSnapshot => ({
      matchId,
      sport: 'football',
      home: { teamId: 1, formation: '4-3-3', players: [] },
      away: { teamId: 2, formation: '4-4-2', players: [] },
      events: Array.from({ length: last + 1 }, (_, index) => event({ matchId, index })),
      nextIndex: last + 1,
    }),
    item: (index, matchId) => event({ matchId, index }),
    orderOf: (item) => item.index,
    handler: matchCentreEventHandler,
    keysKept: MATCH_CENTRES_KEPT,
    missingPath: '/api/forehead/match/centre',
  }),
  feature({
    name: 'the tracker',
    store: useTrackerStore,
    fetch: trackerFetch,
    first: 1,
    // The snapshot holds its last 60 states, like the server's.
    snapshot: (matchId, last): TrackerSnapshot => ({
      matchId,
      sport: 'football',
      states: last === 0 ? [] : statesBetween(Math.max(1, last - 59), last, { matchId }),
      shots: [],
      nextSeq: last + 1,
    }),
    item: (seq, matchId) => trackerState(seq, { matchId }),
    orderOf: (item) => item.seq,
    handler: receiveInto(() => useTrackerStore),
    keysKept: TRACKERS_KEPT,
    missingPath: '/api/forehead/match/tracker',
  }),
];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const offline = () => new HttpError('network', '网络连接异常', 0);

describe.each(FEATURES)('$name', (live) => {
  const { first, span } = live;

  beforeEach(() => {
    setUpAppWorld();
    centreFetch.mockReset();
    trackerFetch.mockReset();
  });

  describe('snapshot and pushes', () => {
    it.each([
      ['keeps what was pushed meanwhile', 3, 2],
      ['waits for it past a gap pushed meanwhile (one call)', 4, 4],
    ])('a late joiner starts from the snapshot and %s', async (_title, pushed, last) => {
      const answer = live.pending();
      const loading = live.ensure();
      live.receive(first + pushed);
      answer(first + last);
      await loading;
      expect(live.state().availability).toBe('available');
      expect(live.status()).toBe('ready');
      expect(live.fetch).toHaveBeenCalledTimes(1);
      expect(live.orders()).toEqual(span(first, first + Math.max(pushed, last)));
    });

    it("takes a frame's pushed items from the push client in one store update", async () => {
      live.answers(first + 1);
      await live.ensure();
      expect(live.updatesDuring(() => live.pushFrame(first + 2, first + 3, first + 4))).toBe(1);
      expect(live.orders()).toEqual(span(first, first + 4));
    });

    it('no items, or items of a match no screen shows, update nothing', async () => {
      live.answers(first + 1);
      await live.ensure();
      expect(live.updatesDuring(() => live.receive())).toBe(0);
      expect(live.updatesDuring(() => live.receiveOf(M + 1, first + 2))).toBe(0);
      expect(live.orders(M + 1)).toBeUndefined();
    });
  });

  describe('asking the snapshot again', () => {
    it('a missed pushed item asks the snapshot again, which fills the hole', async () => {
      live.answers(first + 1, first + 4);
      await live.ensure();
      live.receive(first + 4);
      await flush();
      expect(live.fetch).toHaveBeenCalledTimes(2);
      expect(live.orders()).toEqual(span(first, first + 4));
    });

    it('a refresh (back from a reconnect) asks the snapshot again; none for a match no screen shows', async () => {
      live.answers(first + 1, first + 9);
      await live.ensure();
      await live.refresh();
      expect(live.orders()!.at(-1)).toBe(first + 9);
      await live.refresh(M + 90);
      expect(live.fetch).toHaveBeenCalledTimes(2);
    });

    it('two gaps in one frame while the repair is on its way send one repair', async () => {
      live.answers(first);
      await live.ensure();
      const answer = live.pending();
      live.receive(first + 3);
      live.receive(first + 5);
      answer(first + 5);
      await flush();
      expect(live.fetch).toHaveBeenCalledTimes(2);
      expect(live.orders()).toEqual(span(first, first + 5));
    });
  });

  describe('asking once', () => {
    it('a feature that answered is not asked again by the next screen showing it', async () => {
      live.answers(first);
      await live.ensure();
      await live.ensure();
      expect(live.fetch).toHaveBeenCalledTimes(1);
    });

    it('two screens asking for one match at once send one call', async () => {
      live.answers(first);
      await Promise.all([live.ensure(), live.ensure()]);
      expect(live.fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('failures', () => {
    it('a backend without the call (404) hides the feature: nothing kept, nothing asked again', async () => {
      live.fetch.mockRejectedValue(live.missing());
      await live.ensure();
      expect(live.state().availability).toBe('unavailable');
      live.receive(first);
      await live.ensure(M + 1);
      expect(live.fetch).toHaveBeenCalledTimes(1);
      expect(live.state().timelines).toEqual({});
    });

    it('another failure is retryable', async () => {
      live.fetch.mockRejectedValueOnce(offline());
      live.answers(first);
      await live.ensure();
      expect(live.status()).toBe('failed');
      await live.ensure();
      expect(live.status()).toBe('ready');
    });

    it('a failed one is asked again by its screen (重试), not by each item pushed, and keeps those items', async () => {
      live.fetch.mockRejectedValueOnce(offline());
      await live.ensure();
      // Items missed: a feature that shows would ask its snapshot again.
      live.receive(first + 4);
      live.receive(first + 6);
      await flush();
      expect(live.fetch).toHaveBeenCalledTimes(1);
      expect(live.status()).toBe('failed');
      live.answers(first - 1);
      await live.ensure();
      expect(live.status()).toBe('ready');
      expect(live.orders()).toEqual([first + 4, first + 6]);
    });

    it('重试 tapped twice while its call is on its way sends one call', async () => {
      live.fetch.mockRejectedValueOnce(offline());
      await live.ensure();
      live.answers(first + 1);
      await Promise.all([live.ensure(), live.ensure()]);
      expect(live.fetch).toHaveBeenCalledTimes(2);
      expect(live.status()).toBe('ready');
    });
  });

  describe('after a reset (logout, the app mounted again)', () => {
    it('a snapshot answered after it lands nowhere', async () => {
      const answer = live.pending();
      const loading = live.ensure();
      live.state().reset();
      answer(first + 1);
      await loading;
      expect(live.state().timelines).toEqual({});
      expect(live.state().availability).toBe('unknown');
    });

    it('a 404 answered after it lands nowhere either', async () => {
      const refuse = live.pendingRefusal();
      const loading = live.ensure();
      live.state().reset();
      refuse();
      await loading;
      expect(live.state().availability).toBe('unknown');
    });

    it('a screen asking again at once gets its match from a call of its own; the old answer lands nowhere', async () => {
      const answerOld = live.pending();
      const old = live.ensure();
      live.state().reset();
      const answerNew = live.pending();
      const again = live.ensure();
      answerOld(first + 5);
      await old;
      expect(live.status()).toBe('loading');
      answerNew(first + 1);
      await again;
      expect(live.fetch).toHaveBeenCalledTimes(2);
      expect(live.orders()).toEqual(span(first, first + 1));
    });
  });

  describe(`the ${live.keysKept} most recently used matches kept`, () => {
    const from = 10_000;

    it('lets the least recently used go; a match asked for again counts as used', async () => {
      live.answerAny();
      for (let id = from; id < from + live.keysKept; id += 1) await live.ensure(id);
      await live.ensure(from);
      await live.ensure(from + live.keysKept);
      expect(Object.keys(live.state().timelines)).toHaveLength(live.keysKept);
      expect(live.status(from)).toBe('ready');
      expect(live.status(from + 1)).toBeUndefined();
      expect(live.status(from + live.keysKept)).toBe('ready');
    });

    it('a match let go while its snapshot is on its way is not brought back by it', async () => {
      const answer = live.pending();
      const loading = live.ensure();
      live.answerAny();
      for (let id = from; id < from + live.keysKept; id += 1) await live.ensure(id);
      answer(first + 1);
      await loading;
      expect(live.status()).toBeUndefined();
    });
  });
});
