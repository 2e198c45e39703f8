/**
 * Streamer (anchor) pages: the anchor home (hosts, live matches, moments), a host's schedule
 * and live match, moments, and the weekly ranking. The server returns everything raw — the
 * app itself drops schedule entries of other game ids, banned hosts and private rooms.
 */
import { DAY, HOUR } from '../clock';
import { SportType } from '../ids';
import { BasketballStatus, FootballStatus, isBasketballLive, isFootballLive } from '../status';
import type { WorldMatch } from '../match-types';
import type { Host, Moment, ScheduleEntry } from '../people/people-types';
import type { World } from '../types';
import { anchorInfoOf, findMatch, matchView, teamLabel, type AnchorInfo, type MatchView } from './matches';
import { paginate, type Page } from './paginate';

function isLive(match: WorldMatch): boolean {
  return match.sport === 'football' ? isFootballLive(match.statusId) : isBasketballLive(match.statusId);
}

function isOver(match: WorldMatch): boolean {
  return match.sport === 'football'
    ? match.statusId === FootballStatus.finished
    : match.statusId === BasketballStatus.finished;
}

/** Hosts, live ones first, then by watchers. `hostIds` narrows the list (host/list filter). */
export function hostList(world: World, options: { hostIds?: readonly number[] } = {}): Host[] {
  const hosts = options.hostIds
    ? options.hostIds.map((id) => world.hosts.get(id)).filter((host): host is Host => host !== undefined)
    : [...world.hosts.values()];
  return hosts.sort(
    (a, b) => Number(b.liveStatus === 1) - Number(a.liveStatus === 1) || b.watcherCount - a.watcherCount || a.id - b.id,
  );
}

export interface LiveMatchItem {
  matchId: number;
  startDate: number;
  /** The match status id. */
  status: number;
  /** 1 while being played, 0 before, 2 after. */
  activityStatus: 0 | 1 | 2;
  /** Competition short name: 英超, NBA... */
  matchTypeName: string;
  sportType: number;
  match: MatchView;
  hostList: AnchorInfo[];
}

/** Matches with streamers from now on (live first, then by kickoff), up to `withinMs` ahead. */
export function liveMatchList(world: World, options: { withinMs?: number } = {}): LiveMatchItem[] {
  const now = world.currentTime;
  const horizon = now + (options.withinMs ?? DAY);
  const items: LiveMatchItem[] = [];
  for (const matchId of world.hostsByMatch.keys()) {
    const match = findMatch(world, matchId);
    if (!match || isOver(match) || match.matchDate > horizon) continue;
    const live = isLive(match);
    if (!live && match.matchDate < now - 3 * HOUR) continue;
    const view = matchView(world, match);
    items.push({
      matchId,
      startDate: match.matchDate,
      status: match.statusId,
      activityStatus: live ? 1 : 0,
      matchTypeName: view.competitionName,
      sportType: match.sport === 'football' ? SportType.football : SportType.basketball,
      match: view,
      hostList: anchorInfoOf(world, matchId),
    });
  }
  return items.sort(
    (a, b) => b.activityStatus - a.activityStatus || a.startDate - b.startDate || a.matchId - b.matchId,
  );
}

/** 1 newest first, 2 most liked first. */
export type MomentSort = 1 | 2;

export interface MomentView extends Moment {
  nickName: string;
  pictureId: string;
}

/** Spec "Moment list": list, page, size, momentSort (plus the usual page metadata). */
export function hostMoments(
  world: World,
  options: { hostId?: number; page?: number; size?: number; momentSort?: MomentSort } = {},
): Page<MomentView> & { page: number; size: number; momentSort: MomentSort } {
  const momentSort = options.momentSort ?? 1;
  const ids =
    options.hostId === undefined ? [...world.moments.keys()] : (world.momentsByHost.get(options.hostId) ?? []);
  const moments = ids
    .map((id) => world.moments.get(id))
    .filter((moment): moment is Moment => moment !== undefined)
    .sort((a, b) => (momentSort === 2 ? b.likeCount - a.likeCount : b.createDate - a.createDate) || b.id - a.id)
    .map((moment) => {
      const host = world.hosts.get(moment.hostId);
      return { ...moment, nickName: host?.nickName ?? '', pictureId: host?.pictureId ?? '' };
    });
  const page = paginate(moments, options.page ?? 1, options.size ?? 10);
  return { ...page, page: page.pageNum, size: page.pageSize, momentSort };
}

/** Likes a moment `count` times (batch call); returns the new total, or undefined for an unknown moment. */
export function likeMoment(world: World, momentId: number, count: number): number | undefined {
  const moment = world.moments.get(momentId);
  if (!moment) return undefined;
  moment.likeCount += Math.max(0, Math.floor(count));
  world.version += 1;
  return moment.likeCount;
}

/** Spec "Anchor list response": hosts, live matches and the latest moments. */
export function anchorHome(
  world: World,
  options: { momentSort?: MomentSort; momentSize?: number } = {},
): {
  hosts: Host[];
  liveMatchList: LiveMatchItem[];
  hostMomentList: MomentView[];
} {
  return {
    hosts: hostList(world),
    liveMatchList: liveMatchList(world),
    hostMomentList: hostMoments(world, { momentSort: options.momentSort ?? 1, size: options.momentSize ?? 20 }).list,
  };
}

export interface ScheduleItem extends ScheduleEntry {
  match: MatchView;
}

/** A host's schedule (host/load/schedule), from yesterday on, by start date. */
export function hostSchedule(world: World, hostId: number): ScheduleItem[] {
  const host = world.hosts.get(hostId);
  if (!host) return [];
  return host.liveSchedule
    .map((entry) => {
      const match = findMatch(world, entry.matchId);
      return match ? { ...entry, match: matchView(world, match) } : undefined;
    })
    .filter((item): item is ScheduleItem => item !== undefined)
    .sort((a, b) => a.startDate - b.startDate);
}

/** Spec "Match info" of a host: the match being streamed, or the next one. */
export interface HostMatchInfo {
  matchId: number;
  masterTeamName: string;
  guestTeamName: string;
  liveRoomId: number;
  liveStatus: ScheduleEntry['liveStatus'];
  matchLeague: string;
  matchSource: number;
  startDate: number;
  /** 1 football, 2 basketball. */
  matchTypeId: number;
  /** Stream addresses relative to the development server (it serves a test HLS stream). */
  videoSourceDetail: { flv: string; m3u8: string; rtmp: string };
}

export function hostLiveMatchInfo(world: World, hostId: number): HostMatchInfo | undefined {
  const host = world.hosts.get(hostId);
  if (!host) return undefined;
  const entry =
    host.liveSchedule.find((candidate) => candidate.liveStatus === 1) ??
    host.liveSchedule.filter((candidate) => candidate.liveStatus === 0).sort((a, b) => a.startDate - b.startDate)[0];
  if (!entry) return undefined;
  const match = findMatch(world, entry.matchId);
  if (!match) return undefined;
  const room = entry.liveRoomId;
  return {
    matchId: match.id,
    masterTeamName: teamLabel(world, match.sport, match.homeId).nameZh,
    guestTeamName: teamLabel(world, match.sport, match.awayId).nameZh,
    liveRoomId: room,
    liveStatus: entry.liveStatus,
    matchLeague: match.sport === 'football' ? (world.competitions.get(match.competitionId)?.shortNameZh ?? '') : 'NBA',
    matchSource: entry.matchSource,
    startDate: entry.startDate,
    matchTypeId: match.sport === 'football' ? SportType.football : SportType.basketball,
    videoSourceDetail: {
      flv: `/live/${room}.flv`,
      m3u8: `/live/${room}/index.m3u8`,
      rtmp: `rtmp://localhost/live/${room}`,
    },
  };
}

/** Weekly host ranking (host/rank): by watchers. */
export function hostRank(
  world: World,
  limit = 50,
): (Pick<Host, 'id' | 'nickName' | 'pictureId' | 'watcherCount' | 'fansCount' | 'liveStatus'> & { rank: number })[] {
  return [...world.hosts.values()]
    .filter((host) => host.liveStatus !== 3)
    .sort((a, b) => b.watcherCount - a.watcherCount || a.id - b.id)
    .slice(0, limit)
    .map((host, index) => ({
      rank: index + 1,
      id: host.id,
      nickName: host.nickName,
      pictureId: host.pictureId,
      watcherCount: host.watcherCount,
      fansCount: host.fansCount,
      liveStatus: host.liveStatus,
    }));
}
