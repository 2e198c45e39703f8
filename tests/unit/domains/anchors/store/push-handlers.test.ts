/** The anchors domain's push handler: `anchors.host-live` (the match streams are the match layer's). */
import { AnchorsPush } from '@src/contracts/anchors-push';
import type { PushMessageMeta } from '@src/platform/socket/push-handlers';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { streamerLiveHandler } from '@src/domains/anchors/store/push-handlers';
import { setUpAnchorsWorld } from '../support/store-setup';

const meta = (at: number): PushMessageMeta => ({
  channel: 'anchors:live',
  namespace: AnchorsPush.hostLive.namespace,
  name: AnchorsPush.hostLive.name,
  seq: 1,
  at,
  source: 'live',
});

beforeEach(() => setUpAnchorsWorld());

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

it('applies a batch as one store update', () => {
  const updates = jest.fn();
  const stop = useAnchorsStore.subscribe(updates);
  streamerLiveHandler.applyBatch!([
    { value: { hostId: 7, liveStatus: 1, matchId: 600, scheduleLiveStatus: 1 }, meta: meta(1000) },
    { value: { hostId: 8, liveStatus: 1, matchId: 601, scheduleLiveStatus: 1 }, meta: meta(1001) },
  ]);
  stop();
  expect(updates).toHaveBeenCalledTimes(1);
});
