import { AnchorsMessage, MatchMessage, PushNamespace } from '../../../../../src/contracts/push';
import { registerPushHandler } from '../../../../../src/platform/socket/push-connection';
import type { PushMessageMeta } from '../../../../../src/platform/socket/push-handlers';
import { useAnchorsStore } from '../../../../../src/domains/anchors/store/anchors-store';
import {
  hostLiveHandler,
  matchGoalHandler,
  matchLiveHandler,
} from '../../../../../src/domains/anchors/store/push-handlers';
import { anchorsSelectors } from '../../../../../src/domains/anchors/store/selectors';
import { liveValue } from '../support/fixtures';
import { setUpAnchorsWorld } from '../support/store-setup';

jest.mock('../../../../../src/platform/socket/push-connection', () => ({
  registerPushHandler: jest.fn(() => () => undefined),
  subscribeChannels: jest.fn(() => () => undefined),
}));

const registered = jest
  .mocked(registerPushHandler)
  .mock.calls.map(([namespace, name, handler]) => [namespace, name, handler]);
const meta = (at: number, name: string = MatchMessage.Score): PushMessageMeta => ({
  channel: 'match:600',
  namespace: PushNamespace.Match,
  name,
  seq: 1,
  at,
  source: 'live',
});

beforeEach(() => setUpAnchorsWorld());

it('registers, at module load, the match streams under one latest-value handler, the goal event and host-live', () => {
  expect(registered).toEqual([
    [PushNamespace.Match, MatchMessage.Score, matchLiveHandler],
    [PushNamespace.Match, MatchMessage.Status, matchLiveHandler],
    [PushNamespace.Match, MatchMessage.Clock, matchLiveHandler],
    [PushNamespace.Match, MatchMessage.Goal, matchGoalHandler],
    [PushNamespace.Anchors, AnchorsMessage.HostLive, hostLiveHandler],
  ]);
  expect(matchLiveHandler.mode).toBe('latest');
  expect(hostLiveHandler.mode).toBe('latest');
  expect(matchGoalHandler.mode).toBe('event');
});

it('keys live values by match, and host states by host and match', () => {
  expect(matchLiveHandler.key!(liveValue({ matchId: 600 }))).toBe('600');
  expect(hostLiveHandler.key!({ hostId: 7, liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 })).toBe('7:600');
});

it("parses payloads with the contract's parsers: a malformed one throws for the push client to drop", () => {
  expect(() => matchLiveHandler.parse({ matchId: 'x' })).toThrow();
  expect(() => hostLiveHandler.parse({ hostId: 1 })).toThrow();
  expect(() => matchGoalHandler.parse(null)).toThrow();
  expect(matchLiveHandler.parse(liveValue({ matchId: '600' as unknown as number }))).toMatchObject({ matchId: 600 });
});

it('applies a batch as one store update with the server times', () => {
  const updates = jest.fn();
  const stop = useAnchorsStore.subscribe(updates);
  matchLiveHandler.applyBatch!([
    { value: liveValue({ matchId: 600, homeScore: 1 }), meta: meta(1000) },
    { value: liveValue({ matchId: 601, homeScore: 2 }), meta: meta(1001, MatchMessage.Clock) },
  ]);
  stop();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(anchorsSelectors.matchHistory(600)(useAnchorsStore.getState())).toEqual([
    { at: 1000, value: liveValue({ matchId: 600, homeScore: 1 }) },
  ]);
  expect(anchorsSelectors.latestMatchLive(601)(useAnchorsStore.getState())?.homeScore).toBe(2);
});
