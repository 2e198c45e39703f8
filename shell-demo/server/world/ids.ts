/**
 * Business constants of spec section 9 and the id scheme of the world. Ids are plain numbers
 * derived from the entity (a team's index, a season and a fixture number), so they are the
 * same for every seed and every build; ranges never overlap, which lets `avatar-<personId>`
 * and `crest-<teamId>` file names identify their owner.
 */

export const CompetitionId = {
  premierLeague: 12387,
  laLiga: 12388,
  serieA: 12417,
  bundesliga: 12416,
  ligue1: 12403,
  europaLeague: 11771,
  championsLeague: 11582,
  worldCup: 10810,
  friendlies: 10632,
  euro: 11334,
} as const;

export const FIVE_LEAGUE_IDS = [
  CompetitionId.premierLeague,
  CompetitionId.laLiga,
  CompetitionId.serieA,
  CompetitionId.bundesliga,
  CompetitionId.ligue1,
] as const;

/** The single (current) season of a football competition: its id is the competition id + 50000 (62387 for the Premier League). */
export function footballSeasonIdOf(competitionId: number): number {
  return competitionId + 50_000;
}

/** Historic NBA seasons (complete data) and the current one, which the app shows by default. */
export const NbaSeasonId = {
  season2122: 1414,
  season2223: 1566,
  season2324: 1745,
} as const;
export const SeasonId2425 = 1907;
export const NBA_SEASON_IDS = [
  NbaSeasonId.season2122,
  NbaSeasonId.season2223,
  NbaSeasonId.season2324,
  SeasonId2425,
] as const;

/** NBA stage ids are shared by all seasons; the finals cup knockout is 10492 → 10493 → 10494. */
export const NbaStageId = {
  preseason: 10478,
  allStar: 10479,
  regular: 10480,
  firstRound: 10481,
  conferenceSemifinals: 10482,
  conferenceFinals: 10483,
  finals: 10484,
  cupQuarterfinals: 10492,
  cupSemifinals: 10493,
  cupFinal: 10494,
} as const;

/** Game ids (matchSource of a schedule entry): 164 is the sport-jump game, the app's default. */
export const GameId = { xj: 3, bti: 29, st: 34, newSt: 164, play: 100 } as const;

export const SportType = { football: 1, basketball: 2 } as const;

/** Matches: season id × 10000 + fixture number (under 10000 per season). */
export function matchIdOf(seasonId: number, fixtureNumber: number): number {
  return seasonId * 10_000 + fixtureNumber;
}

export function seasonIdOfMatch(matchId: number): number {
  return Math.floor(matchId / 10_000);
}

/** Stages of a football season: season id × 10 + stage index. */
export function footballStageIdOf(seasonId: number, stageIndex: number): number {
  return seasonId * 10 + stageIndex;
}

/** Players: team id × 100 + squad index (1-based). Teams are 1100–1999 (football) and 2001–2030 (NBA). */
export function playerIdOf(teamId: number, squadIndex: number): number {
  return teamId * 100 + squadIndex;
}

/** Club ids: 1100 + 100 × league index + club index (Premier League 1100–1119, …, Ligue 1 1500–1517). */
export function clubIdOf(leagueIndex: number, clubIndex: number): number {
  return 1100 + leagueIndex * 100 + clubIndex;
}
export const NATIONAL_TEAM_ID_BASE = 1900;
export const NBA_TEAM_ID_BASE = 2001;

export const HOST_ID_BASE = 300_001;
export const EXPERT_ID_BASE = 400_001;
export const RANKING_USER_ID_BASE = 500_001;
export const MOMENT_ID_BASE = 1_000_000;
export const TIP_ID_BASE = 2_000_000;
export const REPORT_ID_BASE = 5_000_000;
export const COMMENT_ID_BASE = 300_000_000;
export const LIVE_ROOM_ID_BASE = 800_000;
export const PRIVATE_ROOM_ID_BASE = 900_000;
export const USER_GROUP_ID_BASE = 70_000;

export type PersonKind = 'player' | 'host' | 'expert' | 'user';

/** Which kind of person an id belongs to (players are 110001–203099). */
export function personKindOf(personId: number): PersonKind | undefined {
  if (personId >= 110_001 && personId < 204_000) return 'player';
  if (personId >= HOST_ID_BASE && personId < HOST_ID_BASE + 10_000) return 'host';
  if (personId >= EXPERT_ID_BASE && personId < EXPERT_ID_BASE + 10_000) return 'expert';
  if (personId >= RANKING_USER_ID_BASE && personId < RANKING_USER_ID_BASE + 100_000) return 'user';
  return undefined;
}
