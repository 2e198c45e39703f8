/**
 * A streamer going live or off on a match: `AnchorsPush.hostLive` on `host:<id>` and
 * `anchors:live`, a latest-value stream keyed by streamer and match, coalesced by the push client.
 * One handler for the whole app, registered by the match layer's descriptor with the `match.*`
 * ones; it hands each animation frame's changes to every domain that keeps streamers (the anchor
 * lists, the live room), and each patches its own store in one update — a domain follows the feed
 * in its `start()`.
 */
import type { Streamer } from '../../../contracts/anchors';
import type { StreamerLivePayload } from '../../../contracts/anchors-push';
import type { PushHandler } from '../../../platform/socket/push-handlers';
import type { Timed } from '../rules/live-history';

/** A frame's streamer changes, with their server times. */
export type StreamerLiveListener = (changes: readonly Timed<StreamerLivePayload>[]) => void;

const listeners = new Set<StreamerLiveListener>();

const deliver = (changes: readonly Timed<StreamerLivePayload>[]) => {
  for (const listener of listeners) listener(changes);
};

export const streamerLiveHandler: PushHandler<StreamerLivePayload> = {
  apply: (value, meta) => deliver([{ value, at: meta.at }]),
  applyBatch: (items) => deliver(items.map(({ value, meta }) => ({ value, at: meta.at }))),
};

/** Hands the streamer changes to `listener` until the returned function is called. */
export function followStreamerLive(listener: StreamerLiveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
