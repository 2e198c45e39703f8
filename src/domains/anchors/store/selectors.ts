/**
 * Selectors of the anchors store: one per field, or per entity by id (a row selects its own
 * match or moment, so an update of one re-renders that row only). Every selector returns a
 * value stored in the state (or a constant), never a fresh object: zustand v5 needs stable
 * outputs.
 */
import type { Host, MatchSummary } from '../../../contracts/anchors';
import type { MatchLivePayload } from '../../../contracts/push';
import { latestTimed, type Timed } from '../rules/live-history';
import { emptyMomentFeed, type AnchorsState, type MomentFeed, type MomentFeedKey } from './initial-state';

type State = AnchorsState;
const EMPTY_HISTORY: readonly Timed<MatchLivePayload>[] = [];

export const anchorsSelectors = {
  homeStatus: (state: State) => state.home.status,
  displayHosts: (state: State) => state.home.displayHosts,
  displayLiveMatches: (state: State) => state.home.displayLiveMatches,

  banners: (state: State) => state.banners.banners,
  bannersStatus: (state: State) => state.banners.status,
  backgroundImageId: (state: State) => state.banners.backgroundImageId,

  momentFeed:
    (key: MomentFeedKey) =>
    (state: State): MomentFeed =>
      state.moments[key] ?? emptyMomentFeed,

  /** Pushed (and HTTP-read) values of a match, oldest first. */
  matchHistory:
    (matchId: number) =>
    (state: State): readonly Timed<MatchLivePayload>[] =>
      state.matchLive[matchId] ?? EMPTY_HISTORY,
  latestMatchLive:
    (matchId: number) =>
    (state: State): MatchLivePayload | undefined =>
      latestTimed(state.matchLive[matchId] ?? EMPTY_HISTORY),

  isFollowingHost: (hostId: number) => (state: State) => state.subscriptions.hostIds.includes(hostId),
  isMatchBooked: (matchId: number) => (state: State) => state.subscriptions.matchIds.includes(matchId),

  rankStatus: (state: State) => state.rank.status,
  rankItems: (state: State) => state.rank.items,

  allHostsStatus: (state: State) => state.allHosts.status,
  allHosts: (state: State) => state.allHosts.hosts,
  allHostsVisibleCount: (state: State) => state.allHosts.visibleCount,
  hostProfileStatus: (hostId: number) => (state: State) => state.allHosts.profileStatus[hostId] ?? 'idle',

  roomStatus: (state: State) => state.room.status,
  roomHost: (state: State) => state.room.host,
  roomMatchInfo: (state: State) => state.room.matchInfo,
  roomSchedule: (state: State) => state.room.schedule,
  roomScheduleStatus: (state: State) => state.room.scheduleStatus,
  roomDelaySeconds: (state: State) => state.room.delaySeconds,
  roomRealtime: (state: State) => state.room.realtime,
  roomLogos: (state: State) => state.room.logos,
  /** The room's match as a match summary (teams, crests, status), from the schedule or the live list. */
  roomMatch: (state: State): MatchSummary | undefined => {
    const matchId = state.room.matchInfo?.matchId;
    if (matchId === undefined) return undefined;
    return (
      state.room.rawSchedule.find((item) => item.matchId === matchId)?.match ??
      state.home.liveMatches.find((item) => item.matchId === matchId)?.match
    );
  },

  /** A host wherever it was loaded (home, all anchors, the room); displayed data only. */
  hostById:
    (hostId: number) =>
    (state: State): Host | undefined =>
      state.home.displayHosts.find((host) => host.id === hostId) ??
      state.allHosts.hosts.find((host) => host.id === hostId) ??
      (state.room.host?.id === hostId ? state.room.host : undefined),
};
