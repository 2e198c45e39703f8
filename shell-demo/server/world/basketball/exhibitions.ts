/**
 * The games of an NBA season outside its competitions: the preseason (a fortnight before the
 * first tip-off, NBA clubs in random pairings) and the all-star game (east against west, each
 * side the best players of its conference). They are listed with the regular season (kind 1)
 * under stages of their own (10478, 10479) and count in no standings, cup seeding or season
 * average — those read the regular season's games only.
 */
import { DAY, HOUR } from '../clock';
import { NbaStageId, matchIdOf } from '../ids';
import { rngFor } from '../random';
import type { BasketballMatch, NbaSeason } from '../match-types';
import type { NbaPlayer, NbaTeam } from '../team-types';
import type { World } from '../types';
import { newGame } from './new-game';

/** The all-star sides: not clubs (no standings, no team page), named and drawn like one. */
export const ALL_STAR_TEAMS: readonly NbaTeam[] = [
  allStarTeam(9901, 1, '东部全明星', 'Team East', 'EST', ['#1d428a', '#ffffff']),
  allStarTeam(9902, 2, '西部全明星', 'Team West', 'WST', ['#c8102e', '#ffffff']),
];

function allStarTeam(
  id: number,
  conference: 1 | 2,
  nameZh: string,
  nameEn: string,
  code: string,
  colors: [string, string],
): NbaTeam {
  return {
    id,
    sport: 'basketball',
    nameZh,
    nameEn,
    shortNameZh: nameZh,
    code,
    colors,
    logoFileId: `crest-${id}.svg`,
    strength: 80,
    venue: '全明星赛场',
    cityZh: '',
    conference,
    conferenceName: conference === 1 ? '东部' : '西部',
    divisionNameEn: '',
    divisionName: '',
  };
}

export const allStarTeamOf = (teamId: number): NbaTeam | undefined => ALL_STAR_TEAMS.find((team) => team.id === teamId);

/** A side of an NBA game: a club, or an all-star side. */
export const nbaSideOf = (world: World, teamId: number): NbaTeam | undefined =>
  world.nbaTeams.get(teamId) ?? allStarTeamOf(teamId);

/** An all-star side's roster: the two players of most usage of each club of its conference. */
export function allStarRoster(world: World, team: NbaTeam): NbaPlayer[] {
  return [...world.nbaTeams.values()]
    .filter((club) => club.conference === team.conference)
    .flatMap((club) =>
      (world.nbaSquads.get(club.id) ?? [])
        .map((playerId) => world.nbaPlayers.get(playerId))
        .filter((player): player is NbaPlayer => player !== undefined)
        .sort((a, b) => b.usage - a.usage)
        .slice(0, 2),
    )
    .sort((a, b) => b.usage - a.usage)
    .slice(0, 12);
}

const PRESEASON_DAYS = 6;
const PRESEASON_GAMES_A_DAY = 5;
/** Fixture numbers of the exhibitions, clear of the regular season, cup and playoffs. */
const FIRST_PRESEASON_FIXTURE = 7001;
const ALL_STAR_FIXTURE = 7900;

/**
 * Adds the season's preseason — `PRESEASON_DAYS` game days every other day from `preseasonStart`
 * — and its all-star game at `allStarAt` (Beijing morning, as the game is played on a US evening).
 */
export function addExhibitions(world: World, season: NbaSeason, preseasonStart: number, allStarAt: number): void {
  const rng = rngFor(world.seed, 'nba-preseason', season.id);
  const clubs = [...world.nbaTeams.values()];
  let fixture = FIRST_PRESEASON_FIXTURE;
  for (let day = 0; day < PRESEASON_DAYS; day += 1) {
    const playing = rng.shuffle(clubs).slice(0, PRESEASON_GAMES_A_DAY * 2);
    for (let slot = 0; slot < PRESEASON_GAMES_A_DAY; slot += 1) {
      const home = playing[slot * 2]!;
      const away = playing[slot * 2 + 1]!;
      const tipOff = preseasonStart + day * 2 * DAY + 7 * HOUR + slot * 90 * 60 * 1000;
      season.games.push(exhibition(season, fixture, NbaStageId.preseason, tipOff, [home.id, away.id], home.venue));
      fixture += 1;
    }
  }
  const [east, west] = ALL_STAR_TEAMS;
  season.games.push(
    exhibition(season, ALL_STAR_FIXTURE, NbaStageId.allStar, allStarAt, [east!.id, west!.id], east!.venue),
  );
}

function exhibition(
  season: NbaSeason,
  fixture: number,
  stageId: number,
  matchDate: number,
  [homeId, awayId]: [number, number],
  venue: string,
): BasketballMatch {
  const kind = stageId === NbaStageId.allStar ? 'allStar' : 'preseason';
  return newGame({
    id: matchIdOf(season.id, fixture),
    seasonId: season.id,
    kind,
    stageId,
    matchDate,
    homeId,
    awayId,
    venue,
  });
}
