/**
 * The push handlers: each registered by its domain's start() — the `match.*` ones once for the
 * whole app, every domain's pages reading the one live-match store — and removed when they stop.
 */
import { AnchorsPush } from '@src/contracts/anchors-push';
import { MatchCentrePush } from '@src/contracts/match-centre-push';
import { MATCH_TRACKER_STATE, MatchPush } from '@src/contracts/match-push';
import { NewsPush } from '@src/contracts/news-push';
import { RoomCrowdPush } from '@src/contracts/room-crowd-push';
import { PredictionsPush } from '@src/contracts/predictions-push';
import { MatchTrackerPush } from '@src/contracts/match-tracker-push';
import {
  matchCentreEventHandler,
  matchGoalHandler,
  matchLiveHandler,
} from '@src/domains/match/store/match-push-handlers';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import type * as Handlers from '@src/domains/match/store/match-push-handlers';
import type * as LiveMatchStore from '@src/domains/match/store/live-match-store';
import type * as MatchCentreStore from '@src/domains/match/store/match-centre-store';
import type * as Selectors from '@src/domains/match/store/selectors';
import { liveMatchSelectors } from '@src/domains/match/store/selectors';
import { expectPushMessage, registerPushHandler } from '@src/platform/socket/push-connection';
import type { PushMessageMeta } from '@src/platform/socket/push-handlers';
import { setUpAppWorld, startDomains } from '@tests/support/app-world';
import { storeBuiltInTest } from '@tests/support/store-built-in-test';
import { liveValue } from '@tests/support/match-fixtures';
import { matchCentreStore } from '@src/domains/match/match-centre-lazy-store';
import { event as centreEvent } from '../rules/match-centre/centre-events';
import { latestLive } from '@tests/support/live-match-lists';

const unregister = jest.fn();
const unexpect = jest.fn();
jest.mock('@src/platform/socket/push-connection', () => ({
  registerPushHandler: jest.fn(() => unregister),
  expectPushMessage: jest.fn(() => unexpect),
  subscribeChannels: jest.fn(() => () => undefined),
}));

const meta = (at: number, name: string = MatchPush.score.name): PushMessageMeta => ({
  channel: 'match:600',
  namespace: MatchPush.score.namespace,
  name,
  seq: 1,
  at,
  source: 'live',
});

beforeEach(() => setUpAppWorld());

it("every push handler is registered in a domain's start(), once, and removed at its stop: the match streams under one latest-value handler, the goal event, the centre's events, host-live by each domain that keeps streamers; the tracker's states, the room's chat and 竞猜 and the tips' settlements once their stores' chunks bring them", async () => {
  const stop = startDomains();
  const registered = () => jest.mocked(registerPushHandler).mock.calls.map(([message, handler]) => [message, handler]);
  const anyHandler = expect.objectContaining({ apply: expect.any(Function) });
  expect(registered()).toEqual([
    [MatchPush.score, matchLiveHandler],
    [MatchPush.status, matchLiveHandler],
    [MatchPush.clock, matchLiveHandler],
    [MatchPush.goal, matchGoalHandler],
    [MatchCentrePush.event, matchCentreEventHandler],
    [AnchorsPush.hostLive, anyHandler],
    [AnchorsPush.hostLive, anyHandler],
  ]);
  // The tracker's states are expected (dropped quietly) until its chunk brings the store and their schema.
  expect(expectPushMessage).toHaveBeenCalledWith(MATCH_TRACKER_STATE);
  expect([MatchTrackerPush.state.namespace, MatchTrackerPush.state.name]).toEqual([
    MATCH_TRACKER_STATE.namespace,
    MATCH_TRACKER_STATE.name,
  ]);
  await import('@src/domains/match/store/tracker-store');
  await import('@src/domains/live-room/crowd/store/room-crowd-store');
  await import('@src/domains/live-room/predictions/store/room-predictions-store');
  await import('@src/domains/news/store/news-store');
  expect(registered().slice(7)).toEqual([
    [
      MatchTrackerPush.state,
      expect.objectContaining({ apply: expect.any(Function), applyBatch: expect.any(Function) }),
    ],
    [RoomCrowdPush.line, anyHandler],
    [PredictionsPush.prediction, anyHandler],
    [PredictionsPush.split, anyHandler],
    [NewsPush.tipSettled, expect.objectContaining({ apply: expect.any(Function), applyBatch: expect.any(Function) })],
  ]);
  expect(MatchPush.score.mode).toBe('latest');
  expect(MatchPush.goal.mode).toBe('event');
  stop();
  expect(unregister).toHaveBeenCalledTimes(registered().length);
  expect(unexpect).toHaveBeenCalledTimes(1);
});

it("the centre's events wait for a screen that loads the store: before it they change nothing, after it they land in one update", async () => {
  const event = centreEvent({ matchId: 600, index: 0 });
  expect(matchCentreStore.current()).toBeNull();
  expect(() => matchCentreEventHandler.applyBatch!([{ value: event, meta: meta(1000, 'event') }])).not.toThrow();
  const { useMatchCentreStore } = await import('@src/domains/match/store/match-centre-store');
  expect(matchCentreStore.current()).toBe(useMatchCentreStore);
  const applyEvents = jest.spyOn(useMatchCentreStore.getState(), 'receive');
  matchCentreEventHandler.applyBatch!([
    { value: event, meta: meta(1000, 'event') },
    { value: { ...event, index: 1 }, meta: meta(1001, 'event') },
  ]);
  expect(applyEvents).toHaveBeenCalledTimes(1);
  expect(applyEvents).toHaveBeenCalledWith([event, { ...event, index: 1 }]);
});

it('keys live values by match', () => {
  expect(MatchPush.score.key!(liveValue({ matchId: 600 }))).toBe('600');
});

it("parses payloads with the contract's parsers: a malformed one throws for the push client to drop", () => {
  expect(() => MatchPush.score.parse({ matchId: 'x' })).toThrow();
  expect(() => MatchPush.goal.parse(null)).toThrow();
  expect(MatchPush.score.parse(liveValue({ matchId: '600' as unknown as number }))).toMatchObject({ matchId: 600 });
});

it('applies a batch as one store update with the server times', () => {
  const updates = jest.fn();
  const stop = useLiveMatchStore.subscribe(updates);
  matchLiveHandler.applyBatch!([
    { value: liveValue({ matchId: 600, homeScore: 1 }), meta: meta(1000) },
    { value: liveValue({ matchId: 601, homeScore: 2 }), meta: meta(1001, MatchPush.clock.name) },
  ]);
  stop();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(liveMatchSelectors.matchHistory(600)(useLiveMatchStore.getState())).toEqual([
    { at: 1000, value: liveValue({ matchId: 600, homeScore: 1 }) },
  ]);
  expect(latestLive(601)?.homeScore).toBe(2);
});

it('a goal message moves the score of the match it names', () => {
  matchLiveHandler.apply(liveValue({ matchId: 600, homeScore: 0 }), meta(1000));
  matchGoalHandler.apply(
    MatchPush.goal.parse({ matchId: 600, homeScore: 1, awayScore: 0 }),
    meta(1100, MatchPush.goal.name),
  );
  expect(latestLive(600)).toMatchObject({ homeScore: 1 });
});

it('the server clock follows live messages, not values a snapshot recovered (published earlier)', () => {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now);
  matchLiveHandler.apply(liveValue({ matchId: 600, homeScore: 0 }), meta(now + 5_000));
  expect(useLiveMatchStore.getState().clockOffsetMs).toBe(5_000);
  // A minute-old value from a gap's snapshot: an HTTP answer read now must not look older than it.
  matchLiveHandler.apply(liveValue({ matchId: 601, homeScore: 1 }), { ...meta(now - 60_000), source: 'snapshot' });
  matchLiveHandler.applyBatch!([
    { value: liveValue({ matchId: 602, homeScore: 1 }), meta: { ...meta(now - 30_000), source: 'snapshot' } },
  ]);
  expect(useLiveMatchStore.getState().clockOffsetMs).toBe(5_000);
  matchLiveHandler.applyBatch!([
    { value: liveValue({ matchId: 602, homeScore: 2 }), meta: meta(now + 7_000) },
    { value: liveValue({ matchId: 603, homeScore: 1 }), meta: { ...meta(now - 30_000), source: 'snapshot' } },
  ]);
  expect(useLiveMatchStore.getState().clockOffsetMs).toBe(7_000);
});

it('the server clock follows the newest live message of a frame, whatever their order', () => {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now);
  matchLiveHandler.applyBatch!([
    { value: liveValue({ matchId: 600, homeScore: 1 }), meta: meta(now + 9_000) },
    { value: liveValue({ matchId: 601, homeScore: 1 }), meta: meta(now + 4_000) },
  ]);
  expect(useLiveMatchStore.getState().clockOffsetMs).toBe(9_000);
});

it('handlers loaded anew put a score, a frame of scores, a goal and a centre’s events where the pages read them', () => {
  // Loaded in the test, with the stores they write to: the handlers are made as their module loads.
  const made = storeBuiltInTest(() => ({
    handlers: jest.requireActual('@src/domains/match/store/match-push-handlers') as typeof Handlers,
    live: (jest.requireActual('@src/domains/match/store/live-match-store') as typeof LiveMatchStore).useLiveMatchStore,
    centre: (jest.requireActual('@src/domains/match/store/match-centre-store') as typeof MatchCentreStore)
      .useMatchCentreStore,
    select: (jest.requireActual('@src/domains/match/store/selectors') as typeof Selectors).liveMatchSelectors,
    api: {},
  }));
  const { matchLiveHandler: live, matchGoalHandler: goal, matchCentreEventHandler: centre } = made.handlers;
  const latest = (matchId: number) => made.select.latestMatchLive(matchId)(made.live.getState());
  live.apply(liveValue({ matchId: 600, homeScore: 0 }), meta(1000));
  live.applyBatch!([
    { value: liveValue({ matchId: 601, homeScore: 2 }), meta: meta(1001) },
    { value: liveValue({ matchId: 602, homeScore: 3 }), meta: meta(1002) },
  ]);
  goal.apply(MatchPush.goal.parse({ matchId: 600, homeScore: 1, awayScore: 0 }), meta(1100, MatchPush.goal.name));
  expect([latest(600)?.homeScore, latest(601)?.homeScore, latest(602)?.homeScore]).toEqual([1, 2, 3]);
  const event = centreEvent({ matchId: 600, index: 0 });
  // A screen shows the match's centre (its snapshot had nothing yet).
  made.centre.setState({ timelines: { 600: { status: 'ready', head: null, items: [] } } });
  centre.apply(event, meta(1200, 'event'));
  centre.applyBatch!([
    { value: { ...event, index: 1 }, meta: meta(1201, 'event') },
    { value: { ...event, index: 2 }, meta: meta(1202, 'event') },
  ]);
  expect(made.centre.getState().timelines[600]?.items.map((item) => item.index)).toEqual([0, 1, 2]);
});
