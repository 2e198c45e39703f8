/**
 * 200 streamers with schedules tied to the world's matches (from yesterday to a week ahead),
 * private group rooms for some, a few banned, and moments (posts) with likes.
 */
import { nbaSideOf } from '../basketball/exhibitions';
import { DAY, MINUTE, localYear } from '../clock';
import { HOST_INTRODUCTIONS, HOST_TAGS, MOMENT_TEXTS } from '../data/texts';
import {
  GameId,
  HOST_ID_BASE,
  LIVE_ROOM_ID_BASE,
  MOMENT_ID_BASE,
  PRIVATE_ROOM_ID_BASE,
  USER_GROUP_ID_BASE,
} from '../ids';
import { rngFor, type Rng } from '../random';
import { avatarFileId } from '../squads';
import { BasketballStatus, FootballStatus } from '../status';
import type { WorldMatch } from '../match-types';
import type { Host, Moment, ScheduleEntry } from './people-types';
import type { World } from '../types';
import { hostNicknames } from './nicknames';

export const HOST_COUNT = 200;
const BANNED_HOSTS = 4;
const SCHEDULE_DAYS_BEHIND = 1;
const SCHEDULE_DAYS_AHEAD = 7;
/** The red envelopes' prizes (元). */
const ENVELOPE_AMOUNTS: readonly number[] = [88, 188, 520, 888];

function matchStrength(world: World, match: WorldMatch): number {
  const teams = match.sport === 'football' ? world.footballTeams : world.nbaTeams;
  return ((teams.get(match.homeId)?.strength ?? 60) + (teams.get(match.awayId)?.strength ?? 60)) / 2;
}

/** How many streamers cover a match: big games draw a crowd. */
function streamerCount(rng: Rng, world: World, match: WorldMatch): number {
  const strength = matchStrength(world, match);
  if (match.sport === 'basketball') return strength >= 78 ? rng.int(3, 5) : rng.int(1, 3);
  if (strength >= 82) return rng.int(4, 7);
  if (strength >= 72) return rng.int(2, 4);
  return rng.int(1, 2);
}

function isSchedulable(match: WorldMatch): boolean {
  if (match.homeId === 0 || match.awayId === 0) return false;
  return match.sport === 'football'
    ? match.statusId === FootballStatus.notStarted
    : match.statusId === BasketballStatus.notStarted;
}

function scheduleEntry(
  rng: Rng,
  host: Host,
  match: WorldMatch,
  privateGroup: boolean,
  hostIndex: number,
): ScheduleEntry {
  const sourceRoll = rng.next();
  const inGroup = privateGroup && rng.chance(0.6);
  const entry: ScheduleEntry = {
    matchId: match.id,
    sport: match.sport,
    liveRoomId: inGroup ? PRIVATE_ROOM_ID_BASE + hostIndex : host.liveRoomId,
    liveStatus: 0,
    startDate: match.matchDate,
    isTop: rng.chance(0.08) ? 1 : 0,
    liveHostType: rng.chance(0.1) ? 2 : 1,
    liveUserGroupId: inGroup ? USER_GROUP_ID_BASE + hostIndex : null,
    liveGroupUserType: inGroup ? rng.pick([1, 2]) : null,
    matchSource: sourceRoll < 0.8 ? GameId.newSt : sourceRoll < 0.95 ? GameId.play : GameId.st,
    isLotteryProgress: rng.chance(0.1) ? 1 : 0,
    redEnvelopeTotalAmount: rng.chance(0.15) ? rng.pick(ENVELOPE_AMOUNTS) : 0,
  };
  // A room's red envelope always has a prize: its lottery draws it (the crowd's lottery.ts).
  // Chosen without the generator, so nothing else the world draws changes.
  if (entry.isLotteryProgress === 1 && entry.redEnvelopeTotalAmount === 0) {
    entry.redEnvelopeTotalAmount = ENVELOPE_AMOUNTS[match.id % ENVELOPE_AMOUNTS.length]!;
  }
  return entry;
}

function buildMoments(world: World, host: Host, hostIndex: number, now: number): void {
  const rng = rngFor(world.seed, 'moments', host.id);
  const count = rng.int(5, 12);
  const teamNames = host.liveSchedule
    .map((entry) => world.matches.get(entry.matchId))
    .map((match) =>
      match?.sport === 'football'
        ? world.footballTeams.get(match.homeId)?.shortNameZh
        : match
          ? nbaSideOf(world, match.homeId)?.shortNameZh
          : undefined,
    )
    .filter((name): name is string => name !== undefined);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = MOMENT_ID_BASE + hostIndex * 100 + index + 1;
    const pictures = rng.int(0, 4);
    const moment: Moment = {
      id,
      hostId: host.id,
      content: rng.pick(MOMENT_TEXTS).replace('{team}', teamNames.length > 0 ? rng.pick(teamNames) : '主队'),
      pictureIds: Array.from({ length: pictures }, (_, n) => `moment-${id}-${n + 1}.svg`),
      likeCount: Math.round(5 * Math.exp(rng.float(0, 7))),
      commentCount: rng.int(0, 60),
      createDate: now - Math.round(rng.float(0.02, 30) * DAY),
    };
    world.moments.set(id, moment);
    ids.push(id);
  }
  // Newest first, the order the moment list shows by default.
  ids.sort((a, b) => (world.moments.get(b)?.createDate ?? 0) - (world.moments.get(a)?.createDate ?? 0));
  world.momentsByHost.set(host.id, ids);
}

export function buildHosts(world: World, now: number, today: number): void {
  const rng = rngFor(world.seed, 'hosts');
  const names = hostNicknames(rng, HOST_COUNT);
  const referenceYear = localYear(now);
  const banned = new Set(rng.shuffle(Array.from({ length: HOST_COUNT }, (_, index) => index)).slice(0, BANNED_HOSTS));
  const privateGroups = new Set<number>();
  const hosts: Host[] = [];
  for (let index = 0; index < HOST_COUNT; index += 1) {
    const id = HOST_ID_BASE + index;
    const basketball = rng.chance(0.3);
    const tags = rng.shuffle(HOST_TAGS.filter((tag) => tag !== (basketball ? '足球' : '篮球'))).slice(0, rng.int(1, 3));
    tags.unshift(basketball ? '篮球' : '足球');
    const watchers = Math.round(150 * Math.exp(rng.float(0, 5.8)));
    if (rng.chance(0.08)) privateGroups.add(index);
    const host: Host = {
      id,
      nickName: names[index] ?? `主播${index}`,
      birthday: rng.chance(0.85)
        ? `${referenceYear - rng.int(19, 38)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
        : null,
      tags: [...new Set(tags)],
      pictureId: avatarFileId(id),
      introduction: rng.pick(HOST_INTRODUCTIONS),
      watcherCount: watchers,
      fansCount: watchers * rng.int(3, 12),
      liveStatus: banned.has(index) ? 3 : 0,
      liveRoomId: LIVE_ROOM_ID_BASE + index,
      sportType: basketball ? 2 : 1,
      liveSchedule: [],
    };
    hosts.push(host);
    world.hosts.set(id, host);
  }

  const windowStart = today - SCHEDULE_DAYS_BEHIND * DAY;
  const windowEnd = today + (SCHEDULE_DAYS_AHEAD + 1) * DAY;
  const matches = [...world.matches.values()]
    .filter((match) => match.matchDate >= windowStart && match.matchDate < windowEnd && isSchedulable(match))
    .sort((a, b) => a.matchDate - b.matchDate || a.id - b.id);
  const busyUntil = new Map<number, number>();
  const bySport = new Map<number, Host[]>([
    [1, hosts.filter((host) => host.sportType === 1)],
    [2, hosts.filter((host) => host.sportType === 2)],
  ]);
  const scheduleRng = rngFor(world.seed, 'host-schedules');
  const isFree = (host: Host, match: WorldMatch): boolean => (busyUntil.get(host.id) ?? 0) <= match.matchDate;
  for (const match of matches) {
    const wanted = streamerCount(scheduleRng, world, match);
    const sportType = match.sport === 'football' ? 1 : 2;
    const chosen: Host[] = [];
    // Mostly hosts of the match's sport; random draws keep this cheap (a few busy hosts are simply skipped).
    for (let attempt = 0; attempt < wanted * 6 && chosen.length < wanted; attempt += 1) {
      const pool = attempt < wanted * 4 ? (bySport.get(sportType) ?? hosts) : hosts;
      const host = scheduleRng.pick(pool);
      if (isFree(host, match) && !chosen.includes(host)) chosen.push(host);
    }
    const hostIds: number[] = [];
    for (const host of chosen) {
      const hostIndex = host.id - HOST_ID_BASE;
      host.liveSchedule.push(scheduleEntry(scheduleRng, host, match, privateGroups.has(hostIndex), hostIndex));
      busyUntil.set(host.id, match.matchDate + (match.sport === 'football' ? 130 : 150) * MINUTE);
      hostIds.push(host.id);
    }
    if (hostIds.length > 0) world.hostsByMatch.set(match.id, hostIds);
  }
  hosts.forEach((host, index) => buildMoments(world, host, index, now));
}
