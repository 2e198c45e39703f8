/**
 * The NBA calls of spec section 7 ("NBA", /ssapi/nba), their codes, answers and parsers.
 * Shared by the app's NBA domain (src/domains/nba), the development server's NBA routes and the
 * tests. Parsers throw MalformedDataError.
 *
 * Codes the spec leaves open, decided here (this table is the contract):
 *  - `kind` (match-date, list, team/match, team/data): 1 regular season, 2 playoffs. The finals
 *    cup is sent as playoffs (2) with one of the cup's stage ids (10492, 10493, 10494) as
 *    `stageId`; team/match and team/data with kind 2 cover the team's playoff and cup games.
 *  - `scope` of ranking and home-away: 1 by conference, 2 by division. `division` of both: the
 *    conference to show, 1 east, 2 west (spec section 9), 0 or absent for both.
 *  - `scope` of player/list: the statistic, 1 points, 2 rebounds, 3 assists, 4 blocks, 5 steals;
 *    `order`: 1 per-game average, 2 season total. The answer is ranked best first.
 *  - `list` takes a date (`matchDate`, any instant of the UTC+8 day) or a stage (`stageId`): the
 *    games of that day (of that stage, with both), or every game of the stage. Header `pid`: the
 *    platform's game id (common config `stSportJumpGame`).
 */
import { getCall, postFormCall, postJsonCall, type CallSpec } from './http';
import { parseMatchSummary, type MatchSummary, type TeamSummary } from './match';
import {
  asNumber,
  asObject,
  asString,
  type Json,
  listDroppingBad,
  listOf,
  MalformedDataError,
  withDefault,
  numberOr0,
  stringOrEmpty,
} from './parse';

export const NbaCalls = {
  /** GET `{ seasonId, kind, stageId? }` → NbaMatchDate[] (UTC+8 day starts, ascending). */
  matchDates: getCall('/ssapi/nba/match-date'),
  /** POST JSON `{ matchDate?, kind, stageId?, seasonId }`, header `pid` → NbaGame[]. */
  list: postJsonCall('/ssapi/nba/list'),
  /** `{ id }` (team id) → NbaLineUp: the team and its roster. */
  teamLineUp: postFormCall('/ssapi/nba/team/lineUp'),
  /** `{ teamId, kind, seasonId }` → NbaGame[] of the team. */
  teamMatches: postFormCall('/ssapi/nba/team/match'),
  /** `{ teamId }` → NbaTeamPlayer[]: the roster with this season's per-game averages. */
  teamPlayers: postFormCall('/ssapi/nba/team/player'),
  /** `{ id }` (player id) → NbaPlayerDetail. */
  playerDetail: postFormCall('/ssapi/nba/player/detail'),
  /** POST JSON `{ scope, division, seasonId }` → NbaRankingGroup[] (standings). */
  ranking: postJsonCall('/ssapi/nba/ranking'),
  /** `{ scope, order, seasonId }` → NbaPlayerRanking. */
  playerList: postFormCall('/ssapi/nba/player/list'),
  /** `{ seasonId, division, scope }` → NbaHomeAwayGroup[]. */
  homeAway: postFormCall('/ssapi/nba/home-away'),
  /** `{ teamId, kind, seasonId }` → NbaTeamData. */
  teamData: postFormCall('/ssapi/nba/team/data'),
} as const satisfies Record<string, CallSpec>;

// ---------------------------------------------------------------------------------------------
// Codes

/** `kind` on the wire: the finals cup travels as playoffs with a cup stage id. */
export const NbaKind = { Regular: 1, Playoffs: 2 } as const;
export type NbaKindCode = (typeof NbaKind)[keyof typeof NbaKind];

/** Stage ids, shared by every season; the finals cup is 10492 → 10493 → 10494. */
export const NbaStageId = {
  regular: 10480,
  firstRound: 10481,
  conferenceSemifinals: 10482,
  conferenceFinals: 10483,
  finals: 10484,
  cupQuarterfinals: 10492,
  cupSemifinals: 10493,
  cupFinal: 10494,
} as const;

export const NBA_CUP_STAGE_IDS: readonly number[] = [
  NbaStageId.cupQuarterfinals,
  NbaStageId.cupSemifinals,
  NbaStageId.cupFinal,
];
export const NBA_PLAYOFF_STAGE_IDS: readonly number[] = [
  NbaStageId.firstRound,
  NbaStageId.conferenceSemifinals,
  NbaStageId.conferenceFinals,
  NbaStageId.finals,
];

/** Seasons (spec section 9): 21-22 to 23-24 with complete data, and the current one (SeasonId2425). */
export const NbaSeasonId = { season2122: 1414, season2223: 1566, season2324: 1745 } as const;
export const SeasonId2425 = 1907;
export const NBA_SEASONS: readonly { id: number; name: string }[] = [
  { id: SeasonId2425, name: '24-25' },
  { id: NbaSeasonId.season2324, name: '23-24' },
  { id: NbaSeasonId.season2223, name: '22-23' },
  { id: NbaSeasonId.season2122, name: '21-22' },
];

/** `scope` of ranking and home-away: group by conference or by division. */
export const NbaStandingsScope = { Conference: 1, Division: 2 } as const;
export type NbaStandingsScopeCode = (typeof NbaStandingsScope)[keyof typeof NbaStandingsScope];
/** `division` of ranking and home-away: which conference (spec section 9: east 1, west 2); 0 both. */
export const NbaConference = { Both: 0, East: 1, West: 2 } as const;
export type NbaConferenceCode = (typeof NbaConference)[keyof typeof NbaConference];

/** `scope` of player/list: the statistic a player ranking is for (spec section 9, NBA stats). */
export const NbaStatScope = { Points: 1, Rebounds: 2, Assists: 3, Blocks: 4, Steals: 5 } as const;
export type NbaStatScopeCode = (typeof NbaStatScope)[keyof typeof NbaStatScope];
/** `order` of player/list: per-game average or season total. */
export const NbaRankingOrder = { PerGame: 1, Total: 2 } as const;
export type NbaRankingOrderCode = (typeof NbaRankingOrder)[keyof typeof NbaRankingOrder];

/** Player positions (spec section 9), as the wire spells them. */
export const NBA_POSITIONS = [
  'center',
  'forward',
  'point guard',
  'power forward',
  'shooting guard',
  'small forward',
] as const;
export type NbaPosition = (typeof NBA_POSITIONS)[number];

// ---------------------------------------------------------------------------------------------
// Answers

export interface NbaMatchDate {
  /** The UTC+8 day's start (ms); shown MM月DD日. */
  matchDate: number;
}

/** A game: the shared match summary plus what the NBA pages add. */
export interface NbaGame extends MatchSummary {
  /** NbaKind of the game (a cup game is 2, as the finals cup is requested). */
  kind: number;
  /** Playoff series (`<seasonId>-<round>-<index>`); null for other games. */
  seriesId: string | null;
  /** Game number in its series (1–7); 0 outside a series. */
  gameNumber: number;
  venue: string;
  homePeriodScores: number[];
  awayPeriodScores: number[];
}

export interface NbaStandingRow {
  teamId: number;
  team: TeamSummary;
  conference: number;
  divisionName: string;
  rank: number;
  won: number;
  lost: number;
  /** 0–1. */
  winPct: number;
  gamesBehind: number;
  homeWon: number;
  homeLoss: number;
  awayWon: number;
  awayLoss: number;
  pointsForPerGame: number;
  pointsAgainstPerGame: number;
  /** 'W3' or 'L2'; '' before the first game. */
  streak: string;
  /** '7-3' */
  lastTen: string;
}

/** Spec "NBA ranking item": a conference or division and its rows, ranked. */
export interface NbaRankingGroup {
  divisionName: string;
  /** 1 east, 2 west. */
  conference: number;
  rankingItem: NbaStandingRow[];
}

/** Spec "Home/away statistics", basketball's four (sent as numbers or numeric strings). */
export interface NbaHomeAwayRow {
  teamId: number;
  team: TeamSummary;
  rank: number;
  homeWon: number;
  homeLoss: number;
  awayWon: number;
  awayLoss: number;
}

export interface NbaHomeAwayGroup {
  divisionName: string;
  conference: number;
  list: NbaHomeAwayRow[];
}

export interface NbaPlayerRankItem {
  rank: number;
  /** The ranked figure: a per-game average (one decimal) or a season total. */
  value: number;
  playerId: number;
  name: string;
  pictureId: string;
  position: string;
  team: TeamSummary;
  games: number;
}

export interface NbaPlayerRanking {
  scope: number;
  order: number;
  list: NbaPlayerRankItem[];
}

export interface NbaTeamProfile {
  id: number;
  nameZh: string;
  nameEn: string;
  shortNameZh: string;
  logoFileId: string;
  /** Three letters: LAL. */
  code: string;
  cityZh: string;
  conference: number;
  divisionName: string;
  venue: string;
}

export interface NbaPlayerProfile {
  id: number;
  teamId: number;
  name: string;
  /** One of NBA_POSITIONS (spelled as the wire has it). */
  position: string;
  shirtNumber: number;
  /** YYYY-MM-DD */
  birthday: string;
  heightCm: number;
  weightKg: number;
  pictureId: string;
}

export interface NbaLineUp {
  team: NbaTeamProfile;
  players: NbaPlayerProfile[];
}

/** Per-game averages over a season (one decimal). */
export interface NbaPlayerStats {
  games: number;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  blocks: number;
  steals: number;
}

export interface NbaTeamPlayer {
  player: NbaPlayerProfile;
  /** Null when the player has not played this season. */
  averages: NbaPlayerStats | null;
}

export interface NbaTeamData {
  team: TeamSummary;
  /** The team's league-wide record; null when the season has no such team. */
  record: NbaStandingRow | null;
  /** Finished games of the kind the averages cover. */
  games: number;
  averages: {
    points: number;
    rebounds: number;
    assists: number;
    blocks: number;
    steals: number;
    pointsAgainst: number;
  };
}

export interface NbaPlayerSeason extends NbaPlayerStats {
  seasonId: number;
  seasonName: string;
}

export interface NbaGameLogLine {
  matchId: number;
  matchDate: number;
  opponent: TeamSummary;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  blocks: number;
  steals: number;
}

export interface NbaPlayerDetail {
  player: NbaPlayerProfile;
  team: TeamSummary;
  /** Regular-season averages, newest season first; seasons the player did not play are left out. */
  seasons: NbaPlayerSeason[];
  /** The current season's last games, newest first. */
  recentGames: NbaGameLogLine[];
}

// ---------------------------------------------------------------------------------------------
// Parsers

/** The named figures of a row, each a number (or a numeric string, converted). */
function figuresOf<Key extends string>(
  row: Record<string, Json>,
  path: string,
  keys: readonly Key[],
): Record<Key, number> {
  const figures = {} as Record<Key, number>;
  for (const key of keys) figures[key] = asNumber(row[key], `${path}.${key}`);
  return figures;
}

/** A line of basketball statistics: per game (averages) or of one game. */
const STAT_KEYS = ['minutes', 'points', 'rebounds', 'assists', 'blocks', 'steals'] as const;

function parseTeamSummary(value: Json, path: string): TeamSummary {
  const row = asObject(value, path);
  const nameZh = asString(row.nameZh, `${path}.nameZh`);
  return {
    id: asNumber(row.id, `${path}.id`),
    nameZh,
    shortNameZh: stringOrEmpty(row.shortNameZh, `${path}.shortNameZh`) || nameZh,
    logoFileId: stringOrEmpty(row.logoFileId, `${path}.logoFileId`),
  };
}

function parseMatchDate(value: Json, path: string): NbaMatchDate {
  return { matchDate: asNumber(asObject(value, path).matchDate, `${path}.matchDate`) };
}

export const parseMatchDates = (data: Json): NbaMatchDate[] => listOf(parseMatchDate)(data, 'data');

export function parseNbaGame(value: Json, path: string): NbaGame {
  const row = asObject(value, path);
  const seriesId = row.seriesId;
  return {
    ...parseMatchSummary(value, path),
    kind: asNumber(row.kind, `${path}.kind`),
    seriesId: seriesId === null || seriesId === undefined ? null : asString(seriesId, `${path}.seriesId`),
    gameNumber: numberOr0(row.gameNumber, `${path}.gameNumber`),
    venue: stringOrEmpty(row.venue, `${path}.venue`),
    homePeriodScores: withDefault(listOf(asNumber), [])(row.homePeriodScores, `${path}.homePeriodScores`),
    awayPeriodScores: withDefault(listOf(asNumber), [])(row.awayPeriodScores, `${path}.awayPeriodScores`),
  };
}

export const parseNbaGames = (data: Json): NbaGame[] => listDroppingBad(parseNbaGame)(data, 'data');

function parseStandingRow(value: Json, path: string): NbaStandingRow {
  const row = asObject(value, path);
  return {
    ...figuresOf(row, path, [
      'teamId',
      'conference',
      'rank',
      'won',
      'lost',
      'winPct',
      'gamesBehind',
      'homeWon',
      'homeLoss',
      'awayWon',
      'awayLoss',
    ]),
    team: parseTeamSummary(row.team, `${path}.team`),
    divisionName: stringOrEmpty(row.divisionName, `${path}.divisionName`),
    pointsForPerGame: numberOr0(row.pointsForPerGame, `${path}.pointsForPerGame`),
    pointsAgainstPerGame: numberOr0(row.pointsAgainstPerGame, `${path}.pointsAgainstPerGame`),
    streak: stringOrEmpty(row.streak, `${path}.streak`),
    lastTen: stringOrEmpty(row.lastTen, `${path}.lastTen`),
  };
}

/** A conference or division and its rows, under the key the call uses for them. */
function parseGroup<Row>(value: Json, path: string, key: string, parseRow: (value: Json, path: string) => Row) {
  const row = asObject(value, path);
  return {
    divisionName: asString(row.divisionName, `${path}.divisionName`),
    conference: numberOr0(row.conference, `${path}.conference`),
    rows: listOf(parseRow)(row[key], `${path}.${key}`),
  };
}

function parseRankingGroup(value: Json, path: string): NbaRankingGroup {
  const { rows, ...group } = parseGroup(value, path, 'rankingItem', parseStandingRow);
  return { ...group, rankingItem: rows };
}

export const parseRanking = (data: Json): NbaRankingGroup[] => listOf(parseRankingGroup)(data, 'data');

function parseHomeAwayRow(value: Json, path: string): NbaHomeAwayRow {
  const row = asObject(value, path);
  return {
    // The four figures arrive as numbers or numeric strings (spec: "converted to numbers").
    ...figuresOf(row, path, ['teamId', 'homeWon', 'homeLoss', 'awayWon', 'awayLoss']),
    team: parseTeamSummary(row.team, `${path}.team`),
    rank: numberOr0(row.rank, `${path}.rank`),
  };
}

function parseHomeAwayGroup(value: Json, path: string): NbaHomeAwayGroup {
  const { rows, ...group } = parseGroup(value, path, 'list', parseHomeAwayRow);
  return { ...group, list: rows };
}

export const parseHomeAway = (data: Json): NbaHomeAwayGroup[] => listOf(parseHomeAwayGroup)(data, 'data');

function parsePlayerRankItem(value: Json, path: string): NbaPlayerRankItem {
  const row = asObject(value, path);
  return {
    rank: asNumber(row.rank, `${path}.rank`),
    value: asNumber(row.value, `${path}.value`),
    playerId: asNumber(row.playerId, `${path}.playerId`),
    name: asString(row.name, `${path}.name`),
    pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
    position: stringOrEmpty(row.position, `${path}.position`),
    team: parseTeamSummary(row.team, `${path}.team`),
    games: numberOr0(row.games, `${path}.games`),
  };
}

export function parsePlayerRanking(data: Json): NbaPlayerRanking {
  const row = asObject(data, 'data');
  return {
    scope: asNumber(row.scope, 'data.scope'),
    order: asNumber(row.order, 'data.order'),
    list: listOf(parsePlayerRankItem)(row.list, 'data.list'),
  };
}

function parseTeamProfile(value: Json, path: string): NbaTeamProfile {
  const row = asObject(value, path);
  const team = parseTeamSummary(value, path);
  const conference = asNumber(row.conference, `${path}.conference`);
  if (conference !== NbaConference.East && conference !== NbaConference.West) {
    throw new MalformedDataError(`${path}.conference`, '1 or 2', conference);
  }
  return {
    ...team,
    nameEn: stringOrEmpty(row.nameEn, `${path}.nameEn`),
    code: stringOrEmpty(row.code, `${path}.code`),
    cityZh: stringOrEmpty(row.cityZh, `${path}.cityZh`),
    conference,
    divisionName: stringOrEmpty(row.divisionName, `${path}.divisionName`),
    venue: stringOrEmpty(row.venue, `${path}.venue`),
  };
}

export function parsePlayerProfile(value: Json, path: string): NbaPlayerProfile {
  const row = asObject(value, path);
  return {
    id: asNumber(row.id, `${path}.id`),
    teamId: asNumber(row.teamId, `${path}.teamId`),
    name: asString(row.name, `${path}.name`),
    position: stringOrEmpty(row.position, `${path}.position`),
    shirtNumber: numberOr0(row.shirtNumber, `${path}.shirtNumber`),
    birthday: stringOrEmpty(row.birthday, `${path}.birthday`),
    heightCm: numberOr0(row.heightCm, `${path}.heightCm`),
    weightKg: numberOr0(row.weightKg, `${path}.weightKg`),
    pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
  };
}

export function parseLineUp(data: Json): NbaLineUp {
  const row = asObject(data, 'data');
  return {
    team: parseTeamProfile(row.team, 'data.team'),
    players: listOf(parsePlayerProfile)(row.players, 'data.players'),
  };
}

function parsePlayerStats(value: Json, path: string): NbaPlayerStats {
  return figuresOf(asObject(value, path), path, ['games', ...STAT_KEYS]);
}

function parseTeamPlayer(value: Json, path: string): NbaTeamPlayer {
  const row = asObject(value, path);
  const averages = row.averages;
  return {
    player: parsePlayerProfile(row.player, `${path}.player`),
    averages: averages === null || averages === undefined ? null : parsePlayerStats(averages, `${path}.averages`),
  };
}

export const parseTeamPlayers = (data: Json): NbaTeamPlayer[] => listOf(parseTeamPlayer)(data, 'data');

export function parseTeamData(data: Json): NbaTeamData {
  const row = asObject(data, 'data');
  return {
    team: parseTeamSummary(row.team, 'data.team'),
    record: row.record === null || row.record === undefined ? null : parseStandingRow(row.record, 'data.record'),
    games: asNumber(row.games, 'data.games'),
    averages: figuresOf(asObject(row.averages, 'data.averages'), 'data.averages', [
      'points',
      'rebounds',
      'assists',
      'blocks',
      'steals',
      'pointsAgainst',
    ]),
  };
}

function parsePlayerSeason(value: Json, path: string): NbaPlayerSeason {
  const row = asObject(value, path);
  return {
    ...parsePlayerStats(value, path),
    seasonId: asNumber(row.seasonId, `${path}.seasonId`),
    seasonName: asString(row.seasonName, `${path}.seasonName`),
  };
}

function parseGameLogLine(value: Json, path: string): NbaGameLogLine {
  const row = asObject(value, path);
  return {
    ...figuresOf(row, path, ['matchId', 'matchDate', ...STAT_KEYS]),
    opponent: parseTeamSummary(row.opponent, `${path}.opponent`),
  };
}

export function parsePlayerDetail(data: Json): NbaPlayerDetail {
  const row = asObject(data, 'data');
  return {
    player: parsePlayerProfile(row.player, 'data.player'),
    team: parseTeamSummary(row.team, 'data.team'),
    seasons: listOf(parsePlayerSeason)(row.seasons, 'data.seasons'),
    recentGames: listOf(parseGameLogLine)(row.recentGames, 'data.recentGames'),
  };
}
