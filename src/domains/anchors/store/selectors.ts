/**
 * Selectors of the anchors store: one per field, or per entity by id (a row selects its own
 * moment or host, so an update of one re-renders that row only). Every selector returns a
 * value stored in the state (or a constant), never a fresh object: zustand v5 needs stable
 * outputs.
 */
import type { Host, HostRankItem } from '../../../contracts/anchors';
import type { MatchSummary } from '../../../contracts/match';
import { hasLiveAnchorWithLiveMatch } from '../rules/live-badge';
import { emptyMomentFeed, type AnchorsState, type MomentFeed, type MomentFeedKey } from './initial-state';

type State = AnchorsState;
const NO_IDS: readonly number[] = [];
const NO_RANK: readonly HostRankItem[] = [];

export const anchorsSelectors = {
  home: (state: State) => state.home,
  homeStatus: (state: State) => state.home.status,
  displayHosts: (state: State) => state.homeDisplay.hosts,
  displayLiveMatches: (state: State) => state.homeDisplay.liveMatches,
  /** Spec section 2: the anchor tab's badge shows when any anchor is live with a live scheduled match. */
  liveBadge: (state: State) => hasLiveAnchorWithLiveMatch(state.homeDisplay.hosts),

  banners: (state: State) => state.shownBanners,
  bannersStatus: (state: State) => state.banners.status,
  backgroundImageId: (state: State) => state.banners.data?.backgroundImageId ?? null,

  momentFeed:
    (key: MomentFeedKey) =>
    (state: State): MomentFeed =>
      state.moments[key] ?? emptyMomentFeed,

  isFollowingHost: (hostId: number) => (state: State) =>
    (state.subscriptions.data?.subscribeHostId ?? NO_IDS).includes(hostId),
  isMatchBooked: (matchId: number) => (state: State) =>
    (state.subscriptions.data?.subscribeMatchId ?? NO_IDS).includes(matchId),

  rank: (state: State) => state.rank,
  rankStatus: (state: State) => state.rank.status,
  rankItems: (state: State) => state.rank.data ?? NO_RANK,

  allHostsResource: (state: State) => state.allHosts.list,
  allHostsStatus: (state: State) => state.allHosts.list.status,
  allHosts: (state: State) => state.allHosts.hosts,
  allHostsVisibleCount: (state: State) => state.allHosts.visibleCount,
  hostProfileStatus: (hostId: number) => (state: State) => state.allHosts.profileStatus[hostId] ?? 'idle',

  roomHostId: (state: State) => state.room.hostId,
  roomStatus: (state: State) => state.room.main.status,
  roomHost: (state: State) => state.room.host,
  roomMatchInfo: (state: State) => state.room.matchInfo,
  roomSchedule: (state: State) => state.room.schedule,
  roomScheduleStatus: (state: State) => state.room.rawSchedule.status,
  roomDelaySeconds: (state: State) => state.room.delaySeconds,
  roomRealtime: (state: State) => state.room.realtime,
  roomLogos: (state: State) => state.room.logos,
  /** The room's match as a match summary (teams, crests, status), from the schedule or the live list. */
  roomMatch: (state: State): MatchSummary | undefined => {
    const matchId = state.room.matchInfo?.matchId;
    if (matchId === undefined) return undefined;
    return (
      state.room.rawSchedule.data?.find((item) => item.matchId === matchId)?.match ??
      state.home.data?.liveMatches.find((item) => item.matchId === matchId)?.match
    );
  },

  /** A host wherever it was loaded (home, all anchors, the room); displayed data only. */
  hostById:
    (hostId: number) =>
    (state: State): Host | undefined =>
      state.homeDisplay.hosts.find((host) => host.id === hostId) ??
      state.allHosts.hosts.find((host) => host.id === hostId) ??
      (state.room.host?.id === hostId ? state.room.host : undefined),
};
