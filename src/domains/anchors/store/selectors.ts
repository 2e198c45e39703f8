/**
 * Selectors of the anchors store: one per field, or per entity by id (a row selects its own
 * moment or streamer, so an update of one re-renders that row only). Every selector returns a
 * value stored in the state (or a constant), never a fresh object: zustand v5 needs stable
 * outputs.
 *
 * `shown` applies the display rules (rules/streamer-display.ts) to the stored data for who is
 * looking: it makes new objects, so components read it through the hooks of
 * components/use-shown.ts, which keep the result until an input changes.
 */
import type { LiveMatch, Streamer, StreamerRankItem } from '../../../contracts/anchors';
import type { DisplayContext } from '../../match/rules/match-anchors';
import { isInPlay, sportOf } from '../../match/rules/match-status';
import { streamerEnvelope } from '../../match/rules/envelope-entries';
import { hasLiveAnchorWithLiveMatch } from '../rules/live-badge';
import { ActivityStatus, displayLiveMatches, displayStreamers } from '../../match/rules/streamer-display';
import {
  emptyMomentFeed,
  type AnchorsState,
  type HomeData,
  type MomentFeed,
  type MomentFeedKey,
} from './initial-state';

type State = AnchorsState;
const NO_RANK: readonly StreamerRankItem[] = [];
const NO_STREAMERS: readonly Streamer[] = [];
const NO_LIVE_MATCHES: readonly LiveMatch[] = [];

/** A match's newest status as the match layer holds it (pushed or read over HTTP), if any. */
export type StatusOf = (matchId: number) => number | undefined;

/**
 * A live-match item's activity from its status: 1 while being played, else 0 (the display rules
 * drop an item neither being played nor to start, so the contract's 2, after, is never shown).
 */
const activityOf = (item: LiveMatch, statusId: number): number =>
  isInPlay(sportOf(item.match.sport || item.sportType), statusId) ? ActivityStatus.Live : ActivityStatus.NotLive;

/** Live-match items with the match layer's statuses (an item whose status did not move is kept as is). */
function withNewestStatuses(items: readonly LiveMatch[], statusOf: StatusOf): LiveMatch[] {
  return items.map((item) => {
    const statusId = statusOf(item.matchId) ?? item.status;
    return statusId === item.status ? item : { ...item, status: statusId, activityStatus: activityOf(item, statusId) };
  });
}

/**
 * The display rules over stored values, for who is looking. Each takes the stored values it
 * reads (a selector of `anchorsSelectors` gives them) and makes new objects: components read
 * them through the hooks of components/use-shown.ts, which keep a result until an input changes.
 */
export const shown = {
  /** Banned streamers dropped, schedules narrowed to displayable entries. */
  streamers: (streamers: readonly Streamer[] | undefined, context: DisplayContext): Streamer[] =>
    displayStreamers(streamers ?? NO_STREAMERS, context),
  homeLiveMatches: (home: HomeData | null, context: DisplayContext, statusOf: StatusOf): LiveMatch[] =>
    displayLiveMatches(
      withNewestStatuses(home?.liveMatches ?? NO_LIVE_MATCHES, statusOf),
      home?.streamers ?? NO_STREAMERS,
      context,
    ),
  /** The anchor tab's badge shows when any anchor is live with a live scheduled match. */
  liveBadge: (home: HomeData | null, context: DisplayContext): boolean =>
    hasLiveAnchorWithLiveMatch(displayStreamers(home?.streamers ?? NO_STREAMERS, context)),
  /** The first copy of a streamer (the places that hold one, in the order given) that is displayed. */
  streamerById: (found: readonly (Streamer | undefined)[], context: DisplayContext): Streamer | undefined =>
    displayStreamers(
      found.filter((streamer): streamer is Streamer => streamer !== undefined),
      context,
    )[0],
};

export const anchorsSelectors = {
  home: (state: State) => state.home,
  homeStatus: (state: State) => state.home.status,

  momentFeed:
    (key: MomentFeedKey) =>
    (state: State): MomentFeed =>
      state.moments[key] ?? emptyMomentFeed,

  /** The 红包 prize of a home streamer's room for a match (null: no lottery there). */
  homeEnvelope: (hostId: number, matchId: number) => (state: State) =>
    streamerEnvelope(state.home.data?.streamers, hostId, matchId),

  rank: (state: State) => state.rank,
  rankStatus: (state: State) => state.rank.status,
  rankItems: (state: State) => state.rank.data ?? NO_RANK,

  allStreamersResource: (state: State) => state.allStreamers.list,
  allStreamersStatus: (state: State) => state.allStreamers.list.status,
  allStreamersVisibleCount: (state: State) => state.allStreamers.visibleCount,
  streamerProfileStatus: (hostId: number) => (state: State) => state.allStreamers.profileStatus[hostId] ?? 'idle',

  /** The streamer of that id as received, in each place that holds one (shown.streamerById). */
  homeStreamer: (hostId: number) => (state: State) =>
    state.home.data?.streamers.find((streamer) => streamer.id === hostId),
  listedStreamer: (hostId: number) => (state: State) =>
    state.allStreamers.list.data?.find((streamer) => streamer.id === hostId),
};
