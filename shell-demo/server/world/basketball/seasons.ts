/**
 * NBA seasons. Every team plays every game day (82 days of 15 games), so the schedule is a
 * sequence of perfect pairings: two home-and-away round robins plus 24 rounds of a third.
 *
 * - The current season (SeasonId2425) is placed around today: 44 game days played, today's
 *   games spread over the whole day (one tip-off every 96 minutes, so a game is always on),
 *   and the finals cup (stages 10492 → 10494) already decided. Its playoffs lie in the future.
 * - Historic seasons (1414, 1566, 1745) keep their real calendars and are complete: regular
 *   season, the 23-24 cup, and best-of-seven playoffs. They are built on first access.
 * - Every season has its preseason and all-star game (exhibitions.ts).
 */
import { DAY, MINUTE, localDayStart, localTime } from '../clock';
import { addExhibitions } from './exhibitions';
import { newGame } from './new-game';
import { NBA_SEASON_IDS, NbaSeasonId, NbaStageId, SeasonId2425, matchIdOf } from '../ids';
import { advanceMatch } from '../match-progress';
import { rngFor } from '../random';
import { singleRoundRobin, type Pairing } from '../round-robin';
import type { KnockoutTie, NbaSeason } from '../match-types';
import type { World } from '../types';
import { finalsCup } from './finals-cup';
import { computeNbaRecords, rankNbaRows } from './standings';

/** Game days of the current season already played before today (0-based index of today). */
export const CURRENT_GAME_DAY = 44;
const GAME_DAYS = 82;
const CURRENT_TIP_OFF_SPACING = 96 * MINUTE;
const CURRENT_FIRST_TIP_OFF = 30 * MINUTE;
/** Game days of the current season's cup rounds, and the day whose start is the seeding cutoff. */
const CURRENT_CUP_DAYS = { quarterFinals: [20, 20, 21, 21], semiFinals: [23, 23], final: 25 };
/** The all-star game: after the current game day, so it is still to come. */
const CURRENT_ALL_STAR_DAY = 58;

interface HistoricCalendar {
  firstTipOff: number;
  finalsStart: number;
  /** The all-star game (Beijing morning after the US Sunday). */
  allStar: number;
  cup: { quarterFinals: number[]; semiFinals: number[]; final: number; cutoff: number } | null;
}

const HISTORY: Readonly<Record<number, HistoricCalendar>> = {
  [NbaSeasonId.season2122]: {
    firstTipOff: localTime(2021, 10, 20, 7, 30),
    finalsStart: localTime(2022, 6, 3, 9),
    allStar: localTime(2022, 2, 21, 9),
    cup: null,
  },
  [NbaSeasonId.season2223]: {
    firstTipOff: localTime(2022, 10, 19, 7, 30),
    finalsStart: localTime(2023, 6, 2, 8, 30),
    allStar: localTime(2023, 2, 20, 9),
    cup: null,
  },
  [NbaSeasonId.season2324]: {
    firstTipOff: localTime(2023, 10, 25, 7, 30),
    finalsStart: localTime(2024, 6, 7, 8, 30),
    allStar: localTime(2024, 2, 19, 9),
    cup: {
      quarterFinals: [
        localTime(2023, 12, 5, 8),
        localTime(2023, 12, 5, 10, 30),
        localTime(2023, 12, 6, 8),
        localTime(2023, 12, 6, 10, 30),
      ],
      semiFinals: [localTime(2023, 12, 8, 7), localTime(2023, 12, 8, 10)],
      final: localTime(2023, 12, 10, 9, 30),
      cutoff: localTime(2023, 12, 1),
    },
  },
};

export const NBA_SEASON_NAMES: Readonly<Record<number, string>> = {
  [NbaSeasonId.season2122]: '21-22',
  [NbaSeasonId.season2223]: '22-23',
  [NbaSeasonId.season2324]: '23-24',
  [SeasonId2425]: '24-25',
};

/** 82 rounds in which every team plays once; home and away balance over the two full cycles. */
export function nbaGameDays(seed: number, seasonId: number, teamIds: readonly number[]): Pairing[][] {
  const rng = rngFor(seed, 'nba-schedule', seasonId);
  const first = singleRoundRobin(rng.shuffle(teamIds));
  const second = first.map((round) => round.map(([home, away]): Pairing => [away, home]));
  const third = singleRoundRobin(rng.shuffle(teamIds)).slice(0, GAME_DAYS - first.length - second.length);
  return rng.shuffle([...first, ...second, ...third]);
}

function emptySeason(seasonId: number, isCurrent: boolean): NbaSeason {
  return {
    id: seasonId,
    name: NBA_SEASON_NAMES[seasonId] ?? String(seasonId),
    isCurrent,
    startDate: 0,
    endDate: 0,
    games: [],
    gameById: new Map(),
    tieIds: [],
    playerTotals: new Map(),
    boxScores: new Map(),
  };
}

function regularSeason(
  world: World,
  season: NbaSeason,
  dayStart: (day: number) => number,
  tipOff: (day: number, slot: number) => number,
): void {
  const teamIds = [...world.nbaTeams.keys()];
  const days = nbaGameDays(world.seed, season.id, teamIds);
  let fixture = 1;
  days.forEach((pairs, day) => {
    const slots = rngFor(world.seed, 'nba-tip-offs', season.id, day).shuffle(pairs.map((_, slot) => slot));
    pairs.forEach(([homeId, awayId], index) => {
      season.games.push(
        newGame({
          id: matchIdOf(season.id, fixture),
          seasonId: season.id,
          kind: 'regular',
          stageId: NbaStageId.regular,
          matchDate: dayStart(day) + tipOff(day, slots[index] ?? index),
          homeId,
          awayId,
          venue: world.nbaTeams.get(homeId)?.venue ?? '',
        }),
      );
      fixture += 1;
    });
  });
}

function index(season: NbaSeason): void {
  season.games.sort((a, b) => a.matchDate - b.matchDate || a.id - b.id);
  season.gameById = new Map(season.games.map((game) => [game.id, game]));
  season.startDate = season.games[0]?.matchDate ?? 0;
  season.endDate = season.games[season.games.length - 1]?.matchDate ?? 0;
}

/** The current season around today; its games join `world.matches` and are played by the world clock. */
export function buildCurrentNbaSeason(world: World, today: number): void {
  const season = emptySeason(SeasonId2425, true);
  const dayStart = (day: number): number => today + (day - CURRENT_GAME_DAY) * DAY;
  regularSeason(world, season, dayStart, (_day, slot) => CURRENT_FIRST_TIP_OFF + slot * CURRENT_TIP_OFF_SPACING);
  finalsCup(world, season, {
    quarterFinals: CURRENT_CUP_DAYS.quarterFinals.map(
      (day, order) => dayStart(day) + (order % 2 === 0 ? 9 : 11.5) * 60 * MINUTE,
    ),
    semiFinals: CURRENT_CUP_DAYS.semiFinals.map((day, order) => dayStart(day) + (order === 0 ? 9 : 11.5) * 60 * MINUTE),
    final: dayStart(CURRENT_CUP_DAYS.final) + 10 * 60 * MINUTE,
    cutoff: dayStart(CURRENT_CUP_DAYS.quarterFinals[0] ?? 20),
  });
  addExhibitions(world, season, dayStart(-13), dayStart(CURRENT_ALL_STAR_DAY) + 9 * 60 * MINUTE);
  index(season);
  world.nbaSeasons.set(season.id, season);
  for (const game of season.games) world.matches.set(game.id, game);
}

const PLAYOFF_STAGES = [
  NbaStageId.firstRound,
  NbaStageId.conferenceSemifinals,
  NbaStageId.conferenceFinals,
  NbaStageId.finals,
];
/** Games 1, 2, 5 and 7 at the better seed's arena. */
const BETTER_SEED_HOSTS = new Set([0, 1, 4, 6]);
const PLAYED_OUT = Number.MAX_SAFE_INTEGER;

interface Seeded {
  teamId: number;
  /** 1–8 inside the conference; the finals compare win percentage instead. */
  seed: number;
  winPct: number;
}

function playoffs(world: World, season: NbaSeason, finalsStart: number): void {
  const conferenceSeeds = ([1, 2] as const).map((conference) =>
    rankNbaRows(
      computeNbaRecords(
        [...world.nbaTeams.values()].filter((team) => team.conference === conference),
        season.games,
      ),
    )
      .slice(0, 8)
      .map((row): Seeded => ({ teamId: row.teamId, seed: row.rank, winPct: row.winPct })),
  );
  // Bracket order per conference: 1v8, 4v5, 3v6, 2v7.
  // prettier-ignore
  const BRACKET: [number, number][] = [[0, 7], [3, 4], [2, 5], [1, 6]];
  let round: [Seeded, Seeded][] = conferenceSeeds.flatMap((seeds) =>
    BRACKET.map(([a, b]): [Seeded, Seeded] => [seeds[a] as Seeded, seeds[b] as Seeded]),
  );
  let tieNumber = 10;
  PLAYOFF_STAGES.forEach((stageId, roundIndex) => {
    const roundStart = finalsStart - (PLAYOFF_STAGES.length - 1 - roundIndex) * 15 * DAY;
    const winners: Seeded[] = [];
    round.forEach(([first, second], order) => {
      // The finals compare win percentage, the conference rounds the seed.
      const firstIsBetter = roundIndex === 3 ? first.winPct >= second.winPct : first.seed <= second.seed;
      const better = firstIsBetter ? first : second;
      const other = better === first ? second : first;
      const tieId = season.id * 100 + tieNumber;
      tieNumber += 1;
      const tie: KnockoutTie = {
        id: tieId,
        sport: 'basketball',
        format: 'best-of-7',
        seasonId: season.id,
        stageId,
        order,
        teamA: { teamId: better.teamId, source: { kind: 'seed' } },
        teamB: { teamId: other.teamId, source: { kind: 'seed' } },
        matchIds: [],
        winnerId: 0,
        loserId: 0,
      };
      world.ties.set(tieId, tie);
      season.tieIds.push(tieId);
      let winsBetter = 0;
      let winsOther = 0;
      for (let game = 0; game < 7 && winsBetter < 4 && winsOther < 4; game += 1) {
        const homeId = BETTER_SEED_HOSTS.has(game) ? better.teamId : other.teamId;
        const awayId = homeId === better.teamId ? other.teamId : better.teamId;
        const match = newGame({
          id: matchIdOf(season.id, 5000 + roundIndex * 100 + order * 10 + game + 1),
          seasonId: season.id,
          kind: 'playoffs',
          stageId,
          matchDate: roundStart + game * 2 * DAY + order * 90 * MINUTE,
          homeId,
          awayId,
          venue: world.nbaTeams.get(homeId)?.venue ?? '',
          seriesId: `${season.id}-${roundIndex + 1}-${order + 1}`,
          gameNumber: game + 1,
          tieId,
        });
        season.games.push(match);
        season.gameById.set(match.id, match);
        tie.matchIds.push(match.id);
        advanceMatch(world, match, PLAYED_OUT);
        const winnerId = match.homeScore > match.awayScore ? match.homeId : match.awayId;
        if (winnerId === better.teamId) winsBetter += 1;
        else winsOther += 1;
      }
      const winner = winsBetter === 4 ? better : other;
      tie.winnerId = winner.teamId;
      tie.loserId = winner === better ? other.teamId : better.teamId;
      winners.push(winner);
    });
    round = [];
    for (let pair = 0; pair + 1 < winners.length; pair += 2)
      round.push([winners[pair] as Seeded, winners[pair + 1] as Seeded]);
  });
}

function buildHistoricSeason(world: World, seasonId: number, calendar: HistoricCalendar): NbaSeason {
  const season = emptySeason(seasonId, false);
  world.nbaSeasons.set(seasonId, season);
  const spread = 173 / (GAME_DAYS - 1);
  regularSeason(
    world,
    season,
    (day) => calendar.firstTipOff + Math.floor(day * spread) * DAY,
    (_day, slot) => slot * 20 * MINUTE,
  );
  if (calendar.cup) finalsCup(world, season, calendar.cup);
  addExhibitions(world, season, localDayStart(calendar.firstTipOff) - 13 * DAY, calendar.allStar);
  index(season);
  for (const game of season.games) advanceMatch(world, game, PLAYED_OUT);
  playoffs(world, season, calendar.finalsStart);
  index(season);
  return season;
}

/** A season by id: the current one, or a historic one (built and played out on first access). */
export function nbaSeason(world: World, seasonId: number): NbaSeason | undefined {
  const built = world.nbaSeasons.get(seasonId);
  if (built) return built;
  const calendar = HISTORY[seasonId];
  if (!calendar || !NBA_SEASON_IDS.includes(seasonId as (typeof NBA_SEASON_IDS)[number])) return undefined;
  return buildHistoricSeason(world, seasonId, calendar);
}
