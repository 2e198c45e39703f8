/**
 * Generated squads: 25 footballers per football team, 15 players per NBA team. A player's name is
 * Chinese (the press's transliteration, data/names-zh.ts), the original kept as `nameEn`.
 */
import { localYear } from './clock';
import {
  BASKETBALL_FIRST_NAMES,
  BASKETBALL_LAST_NAMES,
  FIRST_NAMES,
  LAST_NAMES,
  NATIONALITIES_ZH,
} from './data/player-names';
import { chineseNameOf } from './data/names-zh';
import { playerIdOf } from './ids';
import { rngFor, type Rng } from './random';
import type { FootballPlayer, FootballPosition, FootballTeam, NbaPlayer, NbaPosition, NbaTeam } from './team-types';

export function avatarFileId(personId: number): string {
  return `avatar-${personId}.svg`;
}

const FOOTBALL_SQUAD_SHAPE: readonly {
  position: FootballPosition;
  positionZh: string;
  count: number;
  shirts: number[];
}[] = [
  { position: 'goalkeeper', positionZh: '门将', count: 3, shirts: [1, 13, 31] },
  { position: 'defender', positionZh: '后卫', count: 8, shirts: [2, 3, 4, 5, 6, 12, 15, 22] },
  { position: 'midfielder', positionZh: '中场', count: 8, shirts: [8, 10, 14, 16, 17, 18, 20, 21] },
  { position: 'forward', positionZh: '前锋', count: 6, shirts: [7, 9, 11, 19, 27, 29] },
];

function birthdayFor(rng: Rng, referenceYear: number, minAge: number, maxAge: number): string {
  const year = referenceYear - rng.int(minAge, maxAge);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A squad for each team, drawn from the team's own random stream (one team's squad stays the same
 * whatever the others hold); the players by id, and each team's player ids in squad order.
 */
function buildSquads<Team extends { id: number }, Player extends { id: number }>(
  seed: number,
  kind: string,
  teams: Iterable<Team>,
  now: number,
  squadOf: (team: Team, rng: Rng, referenceYear: number) => Player[],
): { players: Map<number, Player>; squads: Map<number, number[]> } {
  const players = new Map<number, Player>();
  const squads = new Map<number, number[]>();
  const referenceYear = localYear(now);
  for (const team of teams) {
    const squad = squadOf(team, rngFor(seed, kind, team.id), referenceYear);
    for (const player of squad) players.set(player.id, player);
    squads.set(
      team.id,
      squad.map((player) => player.id),
    );
  }
  return { players, squads };
}

/** A player's name: the Chinese one the pages print, and the original kept as `nameEn`. */
function drawName(rng: Rng, firstNames: readonly string[], lastNames: readonly string[]) {
  const first = rng.pick(firstNames);
  const last = rng.pick(lastNames);
  return { name: chineseNameOf(first, last), nameEn: `${first} ${last}` };
}

/** Squad order: goalkeepers, defenders, midfielders, forwards; within a position the first choice comes first. */
export function buildFootballSquads(
  seed: number,
  teams: Iterable<FootballTeam>,
  now: number,
): { players: Map<number, FootballPlayer>; squads: Map<number, number[]> } {
  return buildSquads(seed, 'football-squad', teams, now, (team, rng, referenceYear) => {
    const squad: FootballPlayer[] = [];
    let squadIndex = 1;
    for (const shape of FOOTBALL_SQUAD_SHAPE) {
      for (let rank = 0; rank < shape.count; rank += 1) {
        const id = playerIdOf(team.id, squadIndex);
        squadIndex += 1;
        // First-choice players sit near the team's strength, reserves below it.
        const rating = Math.round(Math.min(95, Math.max(45, team.strength - rank * 2.5 + rng.normal(0, 4))));
        squad.push({
          id,
          teamId: team.id,
          ...drawName(rng, FIRST_NAMES, LAST_NAMES),
          position: shape.position,
          positionZh: shape.positionZh,
          shirtNumber: shape.shirts[rank] ?? 40 + squadIndex,
          birthday: birthdayFor(rng, referenceYear, 18, 35),
          nationality: team.kind === 'national' || rng.chance(0.55) ? team.countryZh : rng.pick(NATIONALITIES_ZH),
          heightCm: shape.position === 'goalkeeper' ? rng.int(186, 198) : rng.int(168, 192),
          weightKg: rng.int(64, 90),
          rating,
          pictureId: avatarFileId(id),
        });
      }
    }
    return squad;
  });
}

interface NbaRoleShape {
  position: NbaPosition;
  positionZh: string;
  rebounding: number;
  passing: number;
  blocking: number;
  stealing: number;
  heightCm: [number, number];
}

const NBA_ROLES: Readonly<Record<NbaPosition, NbaRoleShape>> = {
  'point guard': {
    position: 'point guard',
    positionZh: '控球后卫',
    rebounding: 0.6,
    passing: 2.2,
    blocking: 0.3,
    stealing: 1.5,
    heightCm: [183, 193],
  },
  'shooting guard': {
    position: 'shooting guard',
    positionZh: '得分后卫',
    rebounding: 0.7,
    passing: 1.1,
    blocking: 0.4,
    stealing: 1.3,
    heightCm: [190, 198],
  },
  'small forward': {
    position: 'small forward',
    positionZh: '小前锋',
    rebounding: 1.0,
    passing: 0.9,
    blocking: 0.7,
    stealing: 1.1,
    heightCm: [198, 206],
  },
  forward: {
    position: 'forward',
    positionZh: '前锋',
    rebounding: 1.2,
    passing: 0.8,
    blocking: 0.9,
    stealing: 1.0,
    heightCm: [201, 208],
  },
  'power forward': {
    position: 'power forward',
    positionZh: '大前锋',
    rebounding: 1.5,
    passing: 0.7,
    blocking: 1.4,
    stealing: 0.8,
    heightCm: [203, 211],
  },
  center: {
    position: 'center',
    positionZh: '中锋',
    rebounding: 1.9,
    passing: 0.6,
    blocking: 2.2,
    stealing: 0.6,
    heightCm: [208, 221],
  },
};

/** Starters first (PG, SG, SF, PF, C), then the bench. */
const NBA_ROSTER_POSITIONS: readonly NbaPosition[] = [
  'point guard',
  'shooting guard',
  'small forward',
  'power forward',
  'center',
  'point guard',
  'shooting guard',
  'small forward',
  'forward',
  'power forward',
  'center',
  'shooting guard',
  'forward',
  'point guard',
  'center',
];

export const NBA_STARTERS = 5;

export function buildNbaSquads(
  seed: number,
  teams: Iterable<NbaTeam>,
  now: number,
): { players: Map<number, NbaPlayer>; squads: Map<number, number[]> } {
  return buildSquads(seed, 'nba-squad', teams, now, (team, rng, referenceYear) => {
    const usedShirts = new Set<number>();
    const starIndex = rng.int(0, NBA_STARTERS - 1);
    return NBA_ROSTER_POSITIONS.map((position, index): NbaPlayer => {
      const id = playerIdOf(team.id, index + 1);
      const role = NBA_ROLES[position];
      let shirt = rng.int(0, 55);
      while (usedShirts.has(shirt)) shirt = (shirt + 7) % 100;
      usedShirts.add(shirt);
      const starter = index < NBA_STARTERS;
      // One star per team carries the scoring load; the bench shares what is left.
      const usage = index === starIndex ? rng.float(1.7, 2.2) : starter ? rng.float(0.9, 1.4) : rng.float(0.5, 0.9);
      return {
        id,
        teamId: team.id,
        ...drawName(rng, BASKETBALL_FIRST_NAMES, BASKETBALL_LAST_NAMES),
        position,
        positionZh: role.positionZh,
        shirtNumber: shirt,
        birthday: birthdayFor(rng, referenceYear, 19, 37),
        heightCm: rng.int(role.heightCm[0], role.heightCm[1]),
        weightKg: rng.int(84, 125),
        usage,
        rebounding: role.rebounding * rng.float(0.8, 1.25),
        passing: role.passing * rng.float(0.8, 1.25),
        blocking: role.blocking * rng.float(0.7, 1.3),
        stealing: role.stealing * rng.float(0.8, 1.2),
        pictureId: avatarFileId(id),
      };
    });
  });
}
