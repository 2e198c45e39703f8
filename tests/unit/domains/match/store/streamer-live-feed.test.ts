/**
 * The streamers' push message, `anchors.host-live`: one handler (the match layer's) hands each
 * frame's changes to every domain that follows the feed — the anchor lists and the live room
 * patch their own stores, once per batch.
 */
import { AnchorsPush } from '@src/contracts/anchors-push';
import type { PushMessageMeta } from '@src/platform/socket/push-handlers';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { patchStreamer, streamerLiveHandler } from '@src/domains/match/store/streamer-live-feed';
import { setUpAppWorld, startDomains } from '@tests/support/app-world';
import { scheduleEntry, streamer } from '../../anchors/support/fixtures';

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
  const stopDomains = startDomains();
  const stops = [useAnchorsStore.subscribe(anchorsUpdates), useLiveRoomStore.subscribe(roomUpdates)];
  streamerLiveHandler.applyBatch!(batch);
  stopDomains();
  // Stopped: nobody follows the feed any more.
  streamerLiveHandler.applyBatch!(batch);
  stops.forEach((stop) => stop());
  expect(anchorsUpdates).toHaveBeenCalledTimes(1);
  expect(roomUpdates).toHaveBeenCalledTimes(1);
});

it("patches a streamer's live status and its entry for the match; another streamer stays the same object", () => {
  const one = streamer({ id: 7, liveStatus: 0, liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 0 }), scheduleEntry({ matchId: 601, liveStatus: 0 })] });
  const change = { hostId: 7, liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 };
  expect(patchStreamer(one, change)).toMatchObject({
    liveStatus: 1,
    liveSchedule: [expect.objectContaining({ matchId: 600, liveStatus: 1 }), expect.objectContaining({ matchId: 601, liveStatus: 0 })],
  });
  const other = streamer({ id: 8 });
  expect(patchStreamer(other, change)).toBe(other);
});
