/**
 * The anchors domain's push handler: `AnchorsPush.hostLive` on `host:<id>` and
 * `anchors:live`, a latest-value stream keyed by streamer and match (src/contracts/anchors.ts),
 * coalesced by the push client and applied in one store update per animation frame. Match values
 * (`match.*`) are the shared match layer's (match/store/match-push-handlers). Registered by the
 * domain's descriptor.
 */
import { AnchorsPush, type StreamerLivePayload } from '../../../contracts/anchors-push';
import { registerPushHandler } from '../../../platform/socket/push-connection';
import type { PushHandler } from '../../../platform/socket/push-handlers';
import { useAnchorsStore } from './anchors-store';

export const streamerLiveHandler: PushHandler<StreamerLivePayload> = {
  apply: (value, meta) => useAnchorsStore.getState().applyStreamerLive([{ value, at: meta.at }]),
  applyBatch: (items) =>
    useAnchorsStore.getState().applyStreamerLive(items.map(({ value, meta }) => ({ value, at: meta.at }))),
};

/** Registers the handler; the returned function removes it again. */
export const registerAnchorsPushHandlers = (): (() => void) =>
  registerPushHandler(AnchorsPush.hostLive, streamerLiveHandler);
