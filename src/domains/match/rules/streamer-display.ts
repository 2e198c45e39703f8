/**
 * Which streamers, schedule entries and live matches the anchor pages and the live room
 * show. Pure: the store applies it to the server's data after every change (load, push,
 * login), so pages only ever read the result.
 *
 * - A schedule entry (or a match's anchor) is kept only if the shared rule of
 *   match/rules/match-anchors allows it (game id, live status, private room).
 * - Streamers with liveStatus 3 (banned) are dropped, from the streamer list and from every match.
 * - A match's streamer whose own schedule holds only ended entries (liveStatus 2) for that match
 *   is dropped from the match.
 * - A live-match item is dropped when its status is not the "normal" one, or when no streamer is
 *   left. Interpretation of "matches with status not 0 are dropped": in our contract a
 *   live-match item's `status` is the match status id, where 0 means *abnormal* in both
 *   sports' tables — read literally, the rule would keep only abnormal matches and empty the
 *   strip. The spec's "status 0" is the item's normal state, so we keep an item only while its
 *   match is not started or in play (football 1–7, basketball 1–9) and drop abnormal (0),
 *   finished, postponed, interrupted, abandoned, cancelled and undecided matches.
 * - A match marked live (`activityStatus` 1) with no live streamer left (a streamer live, streaming
 *   this match: hostLiveStatus 1 and liveStatus 1) is marked not live (`activityStatus` 0).
 */
import { type Streamer, type LiveMatch, type ScheduleEntry } from '../../../contracts/anchors';
import type { StreamerMatchInfo } from '../../../contracts/anchors-room';
import { StreamerLiveStatus, ScheduleLiveStatus } from '../../../contracts/match';
import { isUpcomingOrInPlay, sportOf } from './match-status';
import { isDisplayableEntry, isLiveAnchor, type DisplayContext } from './match-anchors';
import { filterPrivateAnchors } from './private-rooms';

/** activityStatus of a live-match item: 1 being played (live), 0 before. */
export const ActivityStatus = { NotLive: 0, Live: 1 } as const;

/** The streamers to show: banned ones dropped, schedules narrowed to displayable entries. */
export function displayStreamers(streamers: readonly Streamer[], context: DisplayContext): Streamer[] {
  return streamers
    .filter((streamer) => streamer.liveStatus !== StreamerLiveStatus.Banned)
    .map((streamer) => {
      const liveSchedule = streamer.liveSchedule.filter((entry) => isDisplayableEntry(entry, context));
      return liveSchedule.length === streamer.liveSchedule.length ? streamer : { ...streamer, liveSchedule };
    });
}

/** A streamer is streaming when live on one of its (displayed) matches in progress. */
export const isStreaming = (streamer: Pick<Streamer, 'liveStatus' | 'liveSchedule'>): boolean =>
  streamer.liveStatus === StreamerLiveStatus.Live &&
  streamer.liveSchedule.some((entry) => entry.liveStatus === ScheduleLiveStatus.InProgress);

/** The in-progress entry a streaming streamer is on, else its next one to start. */
export function currentEntry<Entry extends Pick<ScheduleEntry, 'liveStatus' | 'startDate'>>(
  schedule: readonly Entry[],
): Entry | undefined {
  const live = schedule.find((entry) => entry.liveStatus === ScheduleLiveStatus.InProgress);
  if (live) return live;
  return schedule
    .filter((entry) => entry.liveStatus === ScheduleLiveStatus.NotStarted)
    .reduce<Entry | undefined>(
      (first, entry) => (first === undefined || entry.startDate < first.startDate ? entry : first),
      undefined,
    );
}

/** True when the streamer's own schedule has entries for the match and all of them ended. */
function onlyEndedFor(streamer: Streamer | undefined, matchId: number): boolean {
  if (!streamer) return false;
  const entries = streamer.liveSchedule.filter((entry) => entry.matchId === matchId);
  return entries.length > 0 && entries.every((entry) => entry.liveStatus === ScheduleLiveStatus.Ended);
}

/** The status condition, as the header comment reads it. */
export const hasDisplayableStatus = (item: Pick<LiveMatch, 'status' | 'sportType' | 'match'>): boolean =>
  isUpcomingOrInPlay(sportOf(item.match.sport || item.sportType), item.status);

/**
 * The live matches to show. `hosts` are the server's streamers as received (their full schedules
 * tell whether a streamer's entries for a match all ended).
 */
export function displayLiveMatches(
  liveMatches: readonly LiveMatch[],
  streamers: readonly Streamer[],
  context: DisplayContext,
): LiveMatch[] {
  const streamersById = new Map(streamers.map((streamer) => [streamer.id, streamer]));
  const shown: LiveMatch[] = [];
  for (const item of liveMatches) {
    if (!hasDisplayableStatus(item)) continue;
    const hostList = item.hostList.filter(
      (anchor) =>
        anchor.hostLiveStatus !== StreamerLiveStatus.Banned &&
        streamersById.get(anchor.hostId)?.liveStatus !== StreamerLiveStatus.Banned &&
        isDisplayableEntry(anchor, context) &&
        !onlyEndedFor(streamersById.get(anchor.hostId), item.matchId),
    );
    if (hostList.length === 0) continue;
    shown.push({
      ...item,
      // Without a live host the live mark goes (every other mark reads as not live already).
      activityStatus: hostList.some(isLiveAnchor) ? item.activityStatus : ActivityStatus.NotLive,
      hostList,
      match: filterPrivateAnchors(item.match, context),
    });
  }
  return shown;
}

/**
 * The live room's match info is a schedule entry of the streamer too, so the same rule decides
 * whether its stream is shown. It does not carry the private group: that comes from the streamer's
 * schedule entry for the match (the one in the same room when there are several).
 */
export function displayMatchInfo(
  info: StreamerMatchInfo | null,
  schedule: readonly Pick<ScheduleEntry, 'matchId' | 'liveRoomId' | 'liveUserGroupId'>[],
  context: DisplayContext,
): StreamerMatchInfo | null {
  if (!info) return null;
  const entry =
    schedule.find((candidate) => candidate.matchId === info.matchId && candidate.liveRoomId === info.liveRoomId) ??
    schedule.find((candidate) => candidate.matchId === info.matchId);
  const fields = {
    matchSource: info.matchSource,
    liveStatus: info.liveStatus,
    liveRoomId: info.liveRoomId,
    liveUserGroupId: entry?.liveUserGroupId ?? null,
  };
  return isDisplayableEntry(fields, context) ? info : null;
}
