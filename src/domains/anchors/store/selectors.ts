/**
 * Selectors of the anchors store: one per field, or per entity by id (a row selects its own
 * moment or streamer, so an update of one re-renders that row only). Every selector returns a
 * value stored in the state (or a constant), never a fresh object: zustand v5 needs stable
 * outputs.
 */
import type { Streamer, StreamerRankItem } from '../../../contracts/anchors';
import type { MatchSummary } from '../../../contracts/match';
import { hasLiveAnchorWithLiveMatch } from '../rules/live-badge';
import { emptyMomentFeed, type AnchorsState, type MomentFeed, type MomentFeedKey } from './initial-state';

type State = AnchorsState;
const NO_IDS: readonly number[] = [];
const NO_RANK: readonly StreamerRankItem[] = [];

export const anchorsSelectors = {
  home: (state: State) => state.home,
  homeStatus: (state: State) => state.home.status,
  displayStreamers: (state: State) => state.homeDisplay.streamers,
  displayLiveMatches: (state: State) => state.homeDisplay.liveMatches,
  /** Spec section 2: the anchor tab's badge shows when any anchor is live with a live scheduled match. */
  liveBadge: (state: State) => hasLiveAnchorWithLiveMatch(state.homeDisplay.streamers),

  banners: (state: State) => state.shownBanners,
  bannersStatus: (state: State) => state.banners.status,
  backgroundImageId: (state: State) => state.banners.data?.backgroundImageId ?? null,

  momentFeed:
    (key: MomentFeedKey) =>
    (state: State): MomentFeed =>
      state.moments[key] ?? emptyMomentFeed,

  isFollowingStreamer: (hostId: number) => (state: State) =>
    (state.subscriptions.data?.subscribeHostId ?? NO_IDS).includes(hostId),
  isMatchBooked: (matchId: number) => (state: State) =>
    (state.subscriptions.data?.subscribeMatchId ?? NO_IDS).includes(matchId),

  rank: (state: State) => state.rank,
  rankStatus: (state: State) => state.rank.status,
  rankItems: (state: State) => state.rank.data ?? NO_RANK,

  allStreamersResource: (state: State) => state.allStreamers.list,
  allStreamersStatus: (state: State) => state.allStreamers.list.status,
  allStreamers: (state: State) => state.allStreamers.streamers,
  allStreamersVisibleCount: (state: State) => state.allStreamers.visibleCount,
  streamerProfileStatus: (hostId: number) => (state: State) => state.allStreamers.profileStatus[hostId] ?? 'idle',

  roomHostId: (state: State) => state.room.hostId,
  roomStatus: (state: State) => state.room.main.status,
  roomStreamer: (state: State) => state.room.streamer,
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

  /** A streamer wherever it was loaded (home, all anchors, the room); displayed data only. */
  streamerById:
    (hostId: number) =>
    (state: State): Streamer | undefined =>
      state.homeDisplay.streamers.find((streamer) => streamer.id === hostId) ??
      state.allStreamers.streamers.find((streamer) => streamer.id === hostId) ??
      (state.room.streamer?.id === hostId ? state.room.streamer : undefined),
};
