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
import type { ScheduleItem, StreamerMatchInfo } from '../../../contracts/anchors-room';
import type { MatchSummary } from '../../../contracts/match';
import { resourceAt } from '../../../platform/store/keyed';
import type { DisplayContext } from '../../match/rules/match-anchors';
import { isDisplayableEntry } from '../../match/rules/match-anchors';
import { matchPhase, sportOf } from '../../match/rules/match-status';
import { filterPrivateAnchors } from '../../match/rules/private-rooms';
import { streamerEnvelope } from '../rules/envelope-entries';
import { hasLiveAnchorWithLiveMatch } from '../rules/live-badge';
import { ActivityStatus, displayLiveMatches, displayMatchInfo, displayStreamers } from '../rules/streamer-display';
import {
  emptyMomentFeed,
  type AnchorsState,
  type HomeData,
  type MomentFeed,
  type MomentFeedKey,
  type RoomData,
} from './initial-state';

type State = AnchorsState;
const NO_IDS: readonly number[] = [];
const NO_RANK: readonly StreamerRankItem[] = [];
const NO_STREAMERS: readonly Streamer[] = [];
const NO_LIVE_MATCHES: readonly LiveMatch[] = [];
const NO_SCHEDULE: readonly ScheduleItem[] = [];

/** A match's newest status as the match layer holds it (pushed or read over HTTP), if any. */
export type StatusOf = (matchId: number) => number | undefined;

/** 1 while being played, 0 before, 2 after: a live-match item's activity from its status. */
function activityOf(item: LiveMatch, statusId: number): number {
  const phase = matchPhase(sportOf(item.match.sport || item.sportType), statusId);
  return phase === 'in-play' ? ActivityStatus.Live : phase === 'not-started' ? ActivityStatus.NotLive : 2;
}

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
  /** The room's streamer: null when they do not exist, are banned, or before loading. */
  roomStreamer: (room: RoomData | null, context: DisplayContext): Streamer | null =>
    room?.rawStreamer ? (displayStreamers([room.rawStreamer], context)[0] ?? null) : null,
  /** The room's match info: null when the entry rule hides that stream (another game id, a private room not allowed). */
  roomMatchInfo: (
    room: RoomData | null,
    schedule: readonly ScheduleItem[],
    context: DisplayContext,
  ): StreamerMatchInfo | null =>
    displayMatchInfo(room?.rawMatchInfo ?? null, [...schedule, ...(room?.rawStreamer?.liveSchedule ?? [])], context),
  /** The room's schedule entries shown, with private anchors filtered. */
  roomSchedule: (schedule: readonly ScheduleItem[], context: DisplayContext): ScheduleItem[] =>
    schedule
      .filter((item) => isDisplayableEntry(item, context))
      .map((item) => {
        const match = filterPrivateAnchors(item.match, context);
        return match === item.match ? item : { ...item, match };
      }),
  /** A streamer wherever it was loaded (home, all anchors, the room), as displayed. */
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

  isFollowingStreamer: (hostId: number) => (state: State) =>
    (state.subscriptions.data?.subscribeHostId ?? NO_IDS).includes(hostId),
  isMatchBooked: (matchId: number) => (state: State) =>
    (state.subscriptions.data?.subscribeMatchId ?? NO_IDS).includes(matchId),
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

  roomHostId: (state: State) => state.room.hostId,
  roomStatus: (state: State) => resourceAt(state.rooms, state.room.hostId).status,
  /** The open room's streamer and match info as received. */
  roomData: (state: State) => resourceAt(state.rooms, state.room.hostId).data,
  roomScheduleStatus: (state: State) => resourceAt(state.roomSchedules, state.room.hostId).status,
  /** The open room's schedule as received. */
  roomRawSchedule: (state: State): readonly ScheduleItem[] =>
    resourceAt(state.roomSchedules, state.room.hostId).data ?? NO_SCHEDULE,
  roomDelaySeconds: (state: State) => state.room.delaySeconds,
  roomRealtime: (state: State) => state.room.realtime,
  roomLogos: (state: State) => state.room.logos,
  /** The streamer of that id as received, in each place that holds one (shown.streamerById). */
  homeStreamer: (hostId: number) => (state: State) =>
    state.home.data?.streamers.find((streamer) => streamer.id === hostId),
  listedStreamer: (hostId: number) => (state: State) =>
    state.allStreamers.list.data?.find((streamer) => streamer.id === hostId),
  roomRawStreamer: (hostId: number) => (state: State) => {
    const streamer = anchorsSelectors.roomData(state)?.rawStreamer;
    return streamer?.id === hostId ? streamer : undefined;
  },
  /** The room's match as a match summary (teams, crests, status), from the schedule or the live list. */
  roomMatch: (state: State): MatchSummary | undefined => {
    const matchId = anchorsSelectors.roomData(state)?.rawMatchInfo?.matchId;
    if (matchId === undefined) return undefined;
    return (
      anchorsSelectors.roomRawSchedule(state).find((item) => item.matchId === matchId)?.match ??
      state.home.data?.liveMatches.find((item) => item.matchId === matchId)?.match
    );
  },
};
