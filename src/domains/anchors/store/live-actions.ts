/**
 * Live updates of the anchor lists: a streamer going live or off on a match (the match layer's
 * streamer-live feed, `host-live` on `host:<id>` and `anchors:live`) patches the streamers and
 * live matches of the home and of all anchors, in one store update per animation frame. (A
 * match's pushed status is the shared live-match store's: what the home shows reads it there,
 * components/use-shown.ts.) Only what changed gets new objects, so a row that selects its own
 * entity re-renders alone.
 */
import { type Streamer, type LiveMatch } from '../../../contracts/anchors';
import { ScheduleLiveStatus } from '../../../contracts/match';
import type { StreamerLivePayload } from '../../../contracts/anchors-push';
import type { Timed } from '../../match/rules/live-history';
import { ActivityStatus } from '../../match/rules/streamer-display';
import { patchStreamer } from '../../match/store/streamer-live-feed';
import type { AnchorsSlice } from './initial-state';
import type { AnchorsState } from './initial-state';

export interface LiveActions {
  applyStreamerLive(items: readonly Timed<StreamerLivePayload>[]): void;
}

const patchStreamers = (streamers: Streamer[], change: StreamerLivePayload): Streamer[] =>
  streamers.some((streamer) => streamer.id === change.hostId)
    ? streamers.map((streamer) => patchStreamer(streamer, change))
    : streamers;

function patchLiveMatches(items: LiveMatch[], change: StreamerLivePayload): LiveMatch[] {
  if (!items.some((item) => item.hostList.some((anchor) => anchor.hostId === change.hostId))) return items;
  return items.map((item) => {
    if (!item.hostList.some((anchor) => anchor.hostId === change.hostId)) return item;
    const hostList = item.hostList.map((anchor) =>
      anchor.hostId !== change.hostId
        ? anchor
        : {
            ...anchor,
            hostLiveStatus: change.liveStatus,
            liveStatus: item.matchId === change.matchId ? change.scheduleLiveStatus : anchor.liveStatus,
          },
    );
    const startsStreaming =
      item.matchId === change.matchId && change.scheduleLiveStatus === ScheduleLiveStatus.InProgress;
    return { ...item, hostList, activityStatus: startsStreaming ? ActivityStatus.Live : item.activityStatus };
  });
}

/** A resource with other data, the rest as it was (no data: nothing to patch). */
const withData = <T>(resource: { data: T | null }, patch: (data: T) => T) =>
  resource.data === null ? resource : { ...resource, data: patch(resource.data) };

export const createLiveActions: AnchorsSlice<LiveActions> = (set) => ({
  // An empty batch hands the state back as it was, which zustand tells no one.
  applyStreamerLive: (items) => {
    set((state) => {
      let next: AnchorsState = state;
      for (const { value: change } of items) {
        next = {
          ...next,
          home: withData(next.home, (home) => ({
            streamers: patchStreamers(home.streamers, change),
            liveMatches: patchLiveMatches(home.liveMatches, change),
          })) as AnchorsState['home'],
          allStreamers: {
            ...next.allStreamers,
            list: withData(next.allStreamers.list, (streamers) =>
              patchStreamers(streamers, change),
            ) as AnchorsState['allStreamers']['list'],
          },
        };
      }
      return next;
    });
  },
});
