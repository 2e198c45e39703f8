/**
 * The streamers' push message, `anchors.host-live`: each domain that keeps streamers registers its
 * own handler in its start() — the anchor lists and the live room patch their own stores, once per
 * batch — and the push routing table hands each batch to both.
 */
import { AnchorsPush } from '@src/contracts/anchors-push';
import type { PushHandlerRegistry, PushMessageMeta } from '@src/platform/socket/push-handlers';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { patchStreamer, streamerLiveHandler } from '@src/domains/match/store/streamer-live-feed';
import { setUpAppWorld, startDomains } from '@tests/support/app-world';
import { scheduleEntry, streamer } from '../../anchors/support/fixtures';

/** The routing table the domains register on, as the push client keeps it. */
jest.mock('@src/platform/socket/push-connection', () => {
  const { PushHandlerRegistry: Registry } = jest.requireActual('@src/platform/socket/push-handlers');
  const routes = new Registry();
  return {
    ...jest.requireActual('@src/platform/socket/push-connection'),
    routes,
    registerPushHandler: (message: never, handler: never) => routes.register(message, handler),
  };
});
const routes = (): PushHandlerRegistry => jest.requireMock('@src/platform/socket/push-connection').routes;
const hostLive = () => routes().find(AnchorsPush.hostLive.namespace, AnchorsPush.hostLive.name);

const meta = (at: number): PushMessageMeta => ({
  channel: 'anchors:live',
  namespace: AnchorsPush.hostLive.namespace,
  name: AnchorsPush.hostLive.name,
  seq: 1,
  at,
  source: 'live',
});

beforeEach(() => setUpAppWorld());

it('is a latest-value stream keyed by host and match', () => {
  expect(AnchorsPush.hostLive.mode).toBe('latest');
  expect(AnchorsPush.hostLive.key!({ hostId: 7, liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 })).toBe('7:600');
});

it("parses payloads with the contract's parser: a malformed one throws for the push client to drop", () => {
  expect(() => AnchorsPush.hostLive.parse({ hostId: 1 })).toThrow();
  expect(AnchorsPush.hostLive.parse({ hostId: '7', liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 })).toEqual({
    hostId: 7,
    liveStatus: 1,
    matchId: 600,
    scheduleLiveStatus: 1,
  });
});

it('hands a batch to the anchors store and the live room store, each as one update, while the domains run', () => {
  const anchorsUpdates = jest.fn();
  const roomUpdates = jest.fn();
  const batch = [
    { value: { hostId: 7, liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 }, meta: meta(1000) },
    { value: { hostId: 8, liveStatus: 1, matchId: 601, scheduleLiveStatus: 1 }, meta: meta(1001) },
  ];
  expect(hostLive()).toBeUndefined();
  const stopDomains = startDomains();
  const stops = [useAnchorsStore.subscribe(anchorsUpdates), useLiveRoomStore.subscribe(roomUpdates)];
  hostLive()!.handler.applyBatch!(batch);
  stopDomains();
  stops.forEach((stop) => stop());
  expect(anchorsUpdates).toHaveBeenCalledTimes(1);
  expect(roomUpdates).toHaveBeenCalledTimes(1);
  // Stopped: no domain handles the message any more.
  expect(hostLive()).toBeUndefined();
});

it("patches a streamer's live status and its entry for the match; another streamer stays the same object", () => {
  const one = streamer({
    id: 7,
    liveStatus: 0,
    liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 0 }), scheduleEntry({ matchId: 601, liveStatus: 0 })],
  });
  const change = { hostId: 7, liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 };
  expect(patchStreamer(one, change)).toMatchObject({
    liveStatus: 1,
    liveSchedule: [
      expect.objectContaining({ matchId: 600, liveStatus: 1 }),
      expect.objectContaining({ matchId: 601, liveStatus: 0 }),
    ],
  });
  const other = streamer({ id: 8 });
  expect(patchStreamer(other, change)).toBe(other);
});

it('a single change (a frame of one) reaches the domain as a batch of one, with its server time', () => {
  const apply = jest.fn();
  const change = { hostId: 7, liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 };
  streamerLiveHandler(apply).apply(change, meta(1000));
  expect(apply).toHaveBeenCalledWith([{ value: change, at: 1000 }]);
});
