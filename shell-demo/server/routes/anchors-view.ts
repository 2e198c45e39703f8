/**
 * World views → the answer shapes of src/contracts/anchors.ts. Every field is copied by name,
 * so nothing the contract does not ask for (goals, period scores, venues, the world's `sport` on
 * schedule entries) reaches the wire: the anchor home must stay small.
 */
import type { Streamer, LiveMatch, Moment, ScheduleEntry } from '../../../src/contracts/anchors';
import type { ScheduleItem } from '../../../src/contracts/anchors-room';
import type { AnchorInfo, MatchSummary, TeamSummary } from '../../../src/contracts/match';
import { DAY, HOUR } from '../world/clock';
import type { AnchorInfo as WorldAnchorInfo, MatchView, TeamLabel } from '../world/queries/matches';
import type { LiveMatchItem, MomentView, ScheduleItem as WorldScheduleItem } from '../world/queries/anchors';
import type { Host as WorldHost, ScheduleEntry as WorldScheduleEntry } from '../world/people/people-types';

/** Schedules in host lists: from 1 day ago to 2 days ahead (the full one is host/load/schedule). */
export const LIST_SCHEDULE_BEHIND_MS = DAY;
export const LIST_SCHEDULE_AHEAD_MS = 2 * DAY;
/**
 * The anchor home narrows that further: 200 hosts with every entry of the window come to
 * ~170 KB on their own. A host card shows the live entry or the next one, so the home keeps the
 * live entries, the next HOME_UPCOMING_ENTRIES and the entries that ended in the last
 * HOME_ENDED_MS (still raw: the app drops ended ones itself). With a day of live matches the
 * home is then ~220 KB (~25 KB gzip); hosts alone, without schedules, are ~63 KB of it.
 */
export const HOME_UPCOMING_ENTRIES = 2;
export const HOME_ENDED_MS = 6 * HOUR;

export function teamSummary(team: TeamLabel): TeamSummary {
  return { id: team.id, nameZh: team.nameZh, shortNameZh: team.shortNameZh, logoFileId: team.logoFileId };
}

export function anchorInfo(anchor: WorldAnchorInfo): AnchorInfo {
  return {
    hostId: anchor.hostId,
    nickName: anchor.nickName,
    pictureId: anchor.pictureId,
    hostLiveStatus: anchor.hostLiveStatus,
    watcherCount: anchor.watcherCount,
    liveStatus: anchor.liveStatus,
    liveRoomId: anchor.liveRoomId,
    liveUserGroupId: anchor.liveUserGroupId,
    liveGroupUserType: anchor.liveGroupUserType,
    matchSource: anchor.matchSource,
    isTop: anchor.isTop,
  };
}

/**
 * With `anchorInfo` unless told otherwise: the contract reads its absence as "no streamer left
 * for the user" (the private rooms rule the app applies).
 */
export function matchSummary(view: MatchView, options: { withAnchors?: boolean } = {}): MatchSummary {
  const summary: MatchSummary = {
    id: view.id,
    sport: view.sport,
    competitionName: view.competitionName,
    stageName: view.stageName,
    stageId: view.stageId,
    matchDate: view.matchDate,
    statusId: view.statusId,
    homeId: view.homeId,
    awayId: view.awayId,
    homeScore: view.homeScore,
    awayScore: view.awayScore,
    home: teamSummary(view.home),
    away: teamSummary(view.away),
    minute: view.sport === 'football' ? view.minute : 0,
    extraMinute: view.sport === 'football' ? view.extraMinute : 0,
    period: view.sport === 'basketball' ? view.period : 0,
    clockSeconds: view.sport === 'basketball' ? view.clockSeconds : 0,
  };
  if (options.withAnchors !== false) summary.anchorInfo = view.anchorInfo.map(anchorInfo);
  return summary;
}

export function scheduleEntry(entry: WorldScheduleEntry): ScheduleEntry {
  return {
    matchId: entry.matchId,
    liveRoomId: entry.liveRoomId,
    liveStatus: entry.liveStatus,
    startDate: entry.startDate,
    isTop: entry.isTop,
    liveHostType: entry.liveHostType,
    liveUserGroupId: entry.liveUserGroupId,
    liveGroupUserType: entry.liveGroupUserType,
    matchSource: entry.matchSource,
    isLotteryProgress: entry.isLotteryProgress,
    redEnvelopeTotalAmount: entry.redEnvelopeTotalAmount,
  };
}

/** Whether a schedule entry belongs in host lists at `now`: in the window, or being streamed. */
export function inListWindow(entry: WorldScheduleEntry, now: number): boolean {
  if (entry.liveStatus === 1) return true;
  return entry.startDate >= now - LIST_SCHEDULE_BEHIND_MS && entry.startDate <= now + LIST_SCHEDULE_AHEAD_MS;
}

/** The entries of a host list's schedule, by start date. */
export function listSchedule(host: WorldHost, now: number): WorldScheduleEntry[] {
  return host.liveSchedule.filter((entry) => inListWindow(entry, now)).sort((a, b) => a.startDate - b.startDate);
}

/** The entries of the anchor home's schedule (see HOME_UPCOMING_ENTRIES), by start date. */
export function homeSchedule(host: WorldHost, now: number): WorldScheduleEntry[] {
  const window = listSchedule(host, now);
  const upcoming = window.filter((entry) => entry.liveStatus === 0).slice(0, HOME_UPCOMING_ENTRIES);
  return window.filter(
    (entry) =>
      entry.liveStatus === 1 ||
      upcoming.includes(entry) ||
      (entry.liveStatus === 2 && entry.startDate >= now - HOME_ENDED_MS),
  );
}

/** A host for the anchor home (`home`) or host/list (`list`), its schedule narrowed accordingly. */
export function hostOf(host: WorldHost, now: number, schedule: 'home' | 'list'): Streamer {
  return {
    id: host.id,
    nickName: host.nickName,
    birthday: host.birthday,
    tags: [...host.tags],
    pictureId: host.pictureId,
    introduction: host.introduction,
    watcherCount: host.watcherCount,
    fansCount: host.fansCount,
    liveStatus: host.liveStatus,
    liveRoomId: host.liveRoomId,
    sportType: host.sportType,
    liveSchedule: (schedule === 'home' ? homeSchedule(host, now) : listSchedule(host, now)).map(scheduleEntry),
  };
}

/**
 * The match inside leaves `anchorInfo` out: `hostList` carries the same anchors (which the app
 * filters), and repeating them would add ~40 KB to the anchor home.
 */
export function liveMatch(item: LiveMatchItem): LiveMatch {
  return {
    matchId: item.matchId,
    startDate: item.startDate,
    status: item.status,
    activityStatus: item.activityStatus,
    matchTypeName: item.matchTypeName,
    sportType: item.sportType,
    match: matchSummary(item.match, { withAnchors: false }),
    hostList: item.hostList.map(anchorInfo),
  };
}

export function moment(view: MomentView): Moment {
  return {
    id: view.id,
    hostId: view.hostId,
    nickName: view.nickName,
    pictureId: view.pictureId,
    content: view.content,
    pictureIds: [...view.pictureIds],
    likeCount: view.likeCount,
    commentCount: view.commentCount,
    createDate: view.createDate,
  };
}

export function scheduleItem(item: WorldScheduleItem): ScheduleItem {
  return { ...scheduleEntry(item), match: matchSummary(item.match) };
}
