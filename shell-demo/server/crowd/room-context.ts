/**
 * What a live room is about, from the world: its host, the schedule entry the room shows now (the
 * one being streamed, else the next, else the last) and that entry's match with its teams and
 * the players the crowd talks about.
 */
import { findMatch, teamLabel } from '../world/queries/matches';
import { BasketballStatus, FootballStatus, isBasketballTerminal, isFootballTerminal } from '../world/status';
import type { WorldMatch } from '../world/match-types';
import type { Host, ScheduleEntry } from '../world/people/people-types';
import type { World } from '../world/types';
import type { RoomPhase } from './rate-model';

export interface RoomTeam {
  /** The short name the crowd uses (曼城, 湖人). */
  name: string;
  /** Players worth a mention, by the name fans use (the surname): forwards and midfielders, the most used NBA players. */
  players: readonly string[];
}

export interface RoomContext {
  roomId: number;
  host: Host;
  entry: ScheduleEntry | null;
  match: WorldMatch | null;
  home: RoomTeam | null;
  away: RoomTeam | null;
}

const hostsByRoom = new WeakMap<World, ReadonlyMap<number, Host>>();

/** Every live room of the world and its host (a host's own room and its private group rooms). */
export function roomHosts(world: World): ReadonlyMap<number, Host> {
  let rooms = hostsByRoom.get(world);
  if (!rooms) {
    const map = new Map<number, Host>();
    for (const host of world.hosts.values()) {
      map.set(host.liveRoomId, host);
      for (const entry of host.liveSchedule) if (!map.has(entry.liveRoomId)) map.set(entry.liveRoomId, host);
    }
    rooms = map;
    hostsByRoom.set(world, rooms);
  }
  return rooms;
}

/** The entry a room shows: being streamed, else the next to come, else the last one played. */
function currentEntry(host: Host, roomId: number): ScheduleEntry | null {
  const entries = host.liveSchedule.filter((entry) => entry.liveRoomId === roomId);
  const live = entries.find((entry) => entry.liveStatus === 1);
  if (live) return live;
  const next = entries.filter((entry) => entry.liveStatus === 0).sort((a, b) => a.startDate - b.startDate)[0];
  if (next) return next;
  return entries.sort((a, b) => b.startDate - a.startDate)[0] ?? null;
}

/** 卡洛斯·奥尔蒂斯 → 奥尔蒂斯: what a room calls a player. */
export const surname = (name: string): string => name.split('·').pop() || name;

function teamOf(world: World, match: WorldMatch, teamId: number): RoomTeam {
  const name = teamLabel(world, match.sport, teamId).shortNameZh;
  if (match.sport === 'football') {
    const squad = (world.footballSquads.get(teamId) ?? [])
      .map((id) => world.footballPlayers.get(id))
      .filter((player) => player !== undefined);
    const attacking = squad.filter((player) => player.position === 'forward' || player.position === 'midfielder');
    return {
      name,
      players: (attacking.length > 0 ? attacking : squad).slice(0, 8).map((player) => surname(player.name)),
    };
  }
  const roster = (world.nbaSquads.get(teamId) ?? [])
    .map((id) => world.nbaPlayers.get(id))
    .filter((player) => player !== undefined)
    .sort((a, b) => b.usage - a.usage);
  return { name, players: roster.slice(0, 6).map((player) => surname(player.name)) };
}

/** The room's context now, or undefined when no room has that id. */
export function roomContext(world: World, roomId: number): RoomContext | undefined {
  const host = roomHosts(world).get(roomId);
  if (!host) return undefined;
  const entry = currentEntry(host, roomId);
  const match = entry ? (findMatch(world, entry.matchId) ?? null) : null;
  return {
    roomId,
    host,
    entry,
    match,
    home: match ? teamOf(world, match, match.homeId) : null,
    away: match ? teamOf(world, match, match.awayId) : null,
  };
}

const FOOTBALL_BREAKS: readonly number[] = [FootballStatus.halfTime];
const BASKETBALL_BREAKS: readonly number[] = [
  BasketballStatus.firstBreak,
  BasketballStatus.halfTime,
  BasketballStatus.thirdBreak,
];

/** Where the room's match is, for the rate model and the crowd's words. */
export function phaseOf(match: WorldMatch | null): RoomPhase {
  return match ? phaseOfStatus(match.sport, match.statusId) : 'no-match';
}

/** The phase of a status code of the sport. */
export function phaseOfStatus(sport: WorldMatch['sport'], statusId: number): RoomPhase {
  // 0 is an abnormal match: nothing to follow.
  if (statusId === 0) return 'ended';
  if (sport === 'football') {
    if (statusId === FootballStatus.notStarted) return 'before';
    if (isFootballTerminal(statusId) || statusId > FootballStatus.finished) return 'ended';
    return FOOTBALL_BREAKS.includes(statusId) ? 'break' : 'playing';
  }
  if (statusId === BasketballStatus.notStarted) return 'before';
  if (isBasketballTerminal(statusId) || statusId > BasketballStatus.finished) return 'ended';
  return BASKETBALL_BREAKS.includes(statusId) ? 'break' : 'playing';
}
