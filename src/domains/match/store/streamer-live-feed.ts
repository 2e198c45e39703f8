/**
 * A streamer going live or off on a match: `AnchorsPush.hostLive` on `host:<id>` and
 * `anchors:live`, a latest-value stream keyed by streamer and match, coalesced by the push client.
 * Each domain that keeps streamers (the anchor lists, the live room) registers its own handler in
 * its descriptor's `start()` — `registerPushHandler(AnchorsPush.hostLive, streamerLiveHandler(apply))`
 * — and patches its own store with each animation frame's changes in one update.
 */
import type { Streamer } from '../../../contracts/anchors';
import type { StreamerLivePayload } from '../../../contracts/anchors-push';
import type { PushHandler } from '../../../platform/socket/push-handlers';
import type { Timed } from '../rules/live-history';

/** A frame's streamer changes, with their server times. */
export type StreamerLiveChanges = readonly Timed<StreamerLivePayload>[];

/** The `host-live` handler of a domain: `apply` gets each frame's changes at once. */
export function streamerLiveHandler(apply: (changes: StreamerLiveChanges) => void): PushHandler<StreamerLivePayload> {
  return {
    apply: (value, meta) => apply([{ value, at: meta.at }]),
    applyBatch: (items) => apply(items.map(({ value, meta }) => ({ value, at: meta.at }))),
  };
}

/** The streamer with the change applied (its live status, its schedule entry for the match); another streamer as it was. */
export function patchStreamer(streamer: Streamer, change: StreamerLivePayload): Streamer {
  if (streamer.id !== change.hostId) return streamer;
  return {
    ...streamer,
    liveStatus: change.liveStatus,
    liveSchedule: streamer.liveSchedule.map((entry) =>
      entry.matchId === change.matchId ? { ...entry, liveStatus: change.scheduleLiveStatus } : entry,
    ),
  };
}
