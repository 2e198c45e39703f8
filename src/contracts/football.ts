/**
 * Football data (spec section 7 "Data services": the five leagues and the two European cups,
 * the World Cup (fifa) and the Euro), their answers and parsers. Shared by the app's football
 * domain, the development server's football routes and the tests. Parsers throw
 * MalformedDataError.
 *
 * The spec names the calls without full paths; this table is the contract. One scheme:
 *
 *   /ssapi/football/competitions                 GET   the competitions with their current season
 *   /ssapi/football/league/<call>                leagues and cups, by competition (`id`) or season
 *   /ssapi/football/team/<call>                  a club or national team (`id` / `teamId`)
 *   /ssapi/football/player/<call>                a player (`id` / `playerId`)
 *   /ssapi/fifa/<call>, /ssapi/euro/<call>       the current World Cup and Euro, no season asked
 *   /ssapi/fifa/team/<call>, /ssapi/euro/team/<call>
 *   /ssapi/team/logo                             a match's crests (AnchorCalls.teamLogo, reused)
 *
 * GET calls send their parameters in the query (match-date and stages, as the spec says), POST
 * calls a form body. `pid` is the platform's game id (common config `stSportJumpGame`).
 *
 * How a page finds a competition's current season: `competitions` answers every competition the
 * pages show with its current `seasonId` (the league pages keep it as last-seen data, so a later
 * visit asks match-date at once). The World Cup and Euro calls need no season: they answer the
 * current tournament. A national team's page takes its season from the team's `season-list {id}`
 * (its entry of the tournament's competition, spec section 7), and the tournament `ranking` is
 * sent `{ stageId, groupName }` — the group stage, groupName '' for every group.
 *
 * Errors: a missing or malformed parameter is code 10001 with a message naming it; an id the
 * server does not know (competition, season, stage, team, player) is ResultCode.NoSuchItem
 * (10004, the app's not-found state); a stage of another competition is 10001. Lists that merely have nothing (a date without matches) are [].
 *
 * Numbers the spec says are "converted to numbers" (home/away statistics) come as strings and
 * are converted here, once.
 */
import { getCall, postFormCall, type CallSpec } from './http';
import { parseMatchSummary, type MatchSummary, type TeamSummary } from './match';
import {
  asBoolean,
  asId,
  asNumber,
  asObject,
  asString,
  type Json,
  listDroppingBad,
  listOf,
  MalformedDataError,
  optional,
  withDefault,
  numberOr0,
  stringOrEmpty,
  nullableNumber,
} from './parse';

export const FootballCalls = {
  /** → CompetitionSeason[]: every competition of the football pages with its current season. */
  competitions: getCall('/ssapi/football/competitions'),
  /** `{ id, seasonId?, stageId? }` (the five leagues send seasonId; default the current one) → MatchDay[]. */
  matchDate: getCall('/ssapi/football/league/match-date'),
  /** `{ id, seasonId? }` → FootballStage[]. */
  stages: getCall('/ssapi/football/league/stages'),
  /** Five leagues: `{ seasonId, matchDate, pid }` → FootballMatch[] of that day, with their anchors. */
  matchList: postFormCall('/ssapi/football/league/match-list'),
  /** Cups: `{ stageId, matchDate?, pid, showAnchor }` → FootballMatch[] of the stage (of that day). */
  list: postFormCall('/ssapi/football/league/list'),
  /** `{ seasonId, stageId?, groupName? }` → StandingTable. */
  ranking: postFormCall('/ssapi/football/league/ranking'),
  /** `{ seasonId, order }` (order: a FootballStatType) → PlayerStatRow[], best first. */
  playerRanking: postFormCall('/ssapi/football/league/player-ranking'),
  /** `{ seasonId, stageId?, groupName? }` → HomeAwayRow[]. */
  homeAway: postFormCall('/ssapi/football/league/home-away'),
  /** `{ seasonId }` → TeamStatRow[] (the 球队榜 tab; the spec names the tab, not a call). */
  teamStats: postFormCall('/ssapi/football/league/team-stats'),
  /** `{ id }` → TeamLineUp: the team and its squad. */
  teamLineUp: postFormCall('/ssapi/football/team/lineUp'),
  /** `{ id }` → TeamSeasonItem[]: the competitions (with season) the team plays in. */
  teamSeasonList: postFormCall('/ssapi/football/team/season-list'),
  /** `{ teamId, seasonId }` → FootballMatch[]. */
  teamSeasonMatch: postFormCall('/ssapi/football/team/season-match'),
  /** `{ teamId, seasonId }` → BestPlayer[]: the team's most decisive players of the season. */
  teamBestPlayers: postFormCall('/ssapi/football/team/best-players'),
  /** `{ teamId }` → FootballMatch[]: every match of the team in every competition. */
  teamMatches: postFormCall('/ssapi/football/team/matches'),
  /** `{ teamId, seasonId }` → TeamLeader[]: the team's best player in each statistic. */
  teamLeaders: postFormCall('/ssapi/football/team/leaders'),
  /** `{ id }` → PlayerBasic. */
  playerBasic: postFormCall('/ssapi/football/player/basic'),
  /** `{ seasonId, playerId }` → PlayerSeasonStat. */
  playerSeasonStat: postFormCall('/ssapi/football/player/season-stat'),
} as const satisfies Record<string, CallSpec>;

function tournamentCalls(base: '/ssapi/fifa' | '/ssapi/euro') {
  return {
    /** → MatchDay[] of the current tournament. */
    matchDate: getCall(`${base}/match-date`),
    /** → FootballStage[] of the current tournament (group stage, then the knockout rounds). */
    stages: getCall(`${base}/stages`),
    /** `{ matchDate?, stageId?, pid, showAnchor }` (at least one of the first two) → FootballMatch[]. */
    list: postFormCall(`${base}/list`),
    /** `{ stageId?, groupName? }` (groupName '' or absent: every group) → StandingTable of the group stage, each group with its fixtures. */
    ranking: postFormCall(`${base}/ranking`),
    /** `{ id }` → TeamLineUp. */
    teamLineUp: postFormCall(`${base}/team/lineUp`),
    /** `{ id }` → TeamSeasonItem[]. */
    teamSeasonList: postFormCall(`${base}/team/season-list`),
    /** `{ teamId, seasonId }` → FootballMatch[]. */
    teamSeasonMatch: postFormCall(`${base}/team/season-match`),
  } as const satisfies Record<string, CallSpec>;
}

export const FifaCalls = tournamentCalls('/ssapi/fifa');

export const EuroCalls = {
  ...tournamentCalls('/ssapi/euro'),
  /** `{ stageId?, groupName? }` → HomeAwayRow[] of the group stage. */
  homeAway: postFormCall('/ssapi/euro/home-away'),
  /** `{ teamId, seasonId? }` → TeamLeader[]. */
  teamLeaders: postFormCall('/ssapi/euro/team/leaders'),
} as const satisfies Record<string, CallSpec>;

export type TournamentCallTable = typeof FifaCalls;

/** Competitions of spec section 9. */
export const FootballCompetition = {
  premierLeague: 12387,
  laLiga: 12388,
  serieA: 12417,
  bundesliga: 12416,
  ligue1: 12403,
  championsLeague: 11582,
  europaLeague: 11771,
  worldCup: 10810,
  friendlies: 10632,
  euro: 11334,
} as const;
export type FootballCompetitionId = (typeof FootballCompetition)[keyof typeof FootballCompetition];

/** Player statistics of spec section 9, as the `order` of player-ranking. */
export const FOOTBALL_STAT_TYPES = ['goals', 'assists', 'shots_on_target', 'saves', 'minutes_played'] as const;
export type FootballStatType = (typeof FOOTBALL_STAT_TYPES)[number];

export type CompetitionKind = 'league' | 'cup' | 'tournament' | 'friendly';
export type StageKind = 'league' | 'group' | 'knockout';

export interface CompetitionSeason {
  competitionId: number;
  nameZh: string;
  shortNameZh: string;
  kind: CompetitionKind;
  seasonId: number;
  /** 2026-27, or 2024 for a tournament. */
  seasonName: string;
}

/** A match date item (spec section 3, shown MM月DD日): the day's start and the stages playing that day. */
export interface MatchDay {
  matchDate: number;
  stageIds: number[];
}

export interface FootballStage {
  id: number;
  seasonId: number;
  nameZh: string;
  kind: StageKind;
  /** Place in the season, 0 first. */
  order: number;
  /** Group stages: A, B, ... */
  groupNames: string[];
  /** Knockout stages: legs per tie. */
  legs: number;
}

/** A match of the football pages: the shared summary and what leagues, groups and knockouts add. */
export interface FootballMatch extends MatchSummary {
  /** League round, group matchday, or knockout leg. */
  round: number;
  groupName: string | null;
  /** Knockouts: the tie (both legs share it), its place in the stage's bracket, the leg (1, 2). */
  tieId: number | null;
  tieOrder: number | null;
  leg: number;
  homeHalfScore: number;
  awayHalfScore: number;
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
  /** The match went to extra time. */
  extraTime: boolean;
}

export type FormLetter = 'W' | 'D' | 'L';

export interface NextMatch {
  matchId: number;
  opponentId: number;
  /** The team plays at home. */
  home: boolean;
  matchDate: number;
}

export interface StandingRow {
  rank: number;
  teamId: number;
  team: TeamSummary;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: FormLetter[];
  /** Matches still to play (postponed ones included). */
  remaining: number;
  nextMatch: NextMatch | null;
  /** 1 a yellow card, 3 a red; null when not on record. */
  disciplinaryPoints: number | null;
}

/** A group's fixture, played or not: what the qualification scenarios are computed from. */
export interface GroupFixture {
  id: number;
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
  statusId: number;
  matchDate: number;
  round: number;
}

export interface StandingGroup {
  /** null for a league table. */
  groupName: string | null;
  rows: StandingRow[];
  /** Group stages: every fixture of the group; leagues: none (rows carry remaining and nextMatch). */
  fixtures: GroupFixture[];
}

export interface StandingTable {
  seasonId: number;
  stageId: number;
  groups: StandingGroup[];
}

export interface PlayerStatRow {
  rank: number;
  playerId: number;
  name: string;
  pictureId: string;
  teamId: number;
  team: TeamSummary;
  value: number;
  appearances: number;
}

/** Spec "Home/away statistics" (converted to numbers), with the goals of each side. */
export interface HomeAwayRow {
  teamId: number;
  team: TeamSummary;
  homeWon: number;
  homeLoss: number;
  homeDraw: number;
  homeTotal: number;
  homePoints: number;
  homeGoalsFor: number;
  homeGoalsAgainst: number;
  awayWon: number;
  awayLoss: number;
  awayDraw: number;
  awayTotal: number;
  awayPoints: number;
  awayGoalsFor: number;
  awayGoalsAgainst: number;
}

export interface TeamStatRow {
  team: TeamSummary;
  played: number;
  goals: number;
  conceded: number;
  shotsOnTarget: number;
  saves: number;
  cleanSheets: number;
  goalsPerMatch: number;
}

export interface TeamInfo extends TeamSummary {
  nameEn: string;
  /** club or national */
  kind: string;
  countryZh: string;
  venue: string;
}

export interface SquadPlayer {
  id: number;
  teamId: number;
  name: string;
  /** goalkeeper, defender, midfielder, forward */
  position: string;
  positionZh: string;
  shirtNumber: number;
  /** YYYY-MM-DD */
  birthday: string;
  nationality: string;
  heightCm: number;
  weightKg: number;
  pictureId: string;
}

export interface TeamLineUp {
  team: TeamInfo;
  players: SquadPlayer[];
}

export interface TeamSeasonItem {
  competitionId: number;
  competitionName: string;
  seasonId: number;
  seasonName: string;
}

export interface SeasonTotals {
  appearances: number;
  goals: number;
  assists: number;
  shotsOnTarget: number;
  saves: number;
  minutesPlayed: number;
}

export interface BestPlayer extends SeasonTotals {
  playerId: number;
  name: string;
  pictureId: string;
  positionZh: string;
  shirtNumber: number;
}

export interface TeamLeader {
  stat: FootballStatType;
  /** null: nobody of the team has any of it yet. */
  player: PlayerStatRow | null;
}

export interface PlayerBasic {
  id: number;
  name: string;
  pictureId: string;
  team: TeamSummary;
  position: string;
  positionZh: string;
  shirtNumber: number;
  birthday: string;
  nationality: string;
  heightCm: number;
  weightKg: number;
  /** The seasons of the player's team, for the season statistics. */
  seasons: TeamSeasonItem[];
}

export interface PlayerSeasonStat extends SeasonTotals {
  playerId: number;
  teamId: number;
  seasonId: number;
}

// ---------------------------------------------------------------------------------------------
// Parsers

function parseTeamSummary(value: Json, path: string): TeamSummary {
  const row = asObject(value, path);
  const nameZh = asString(row.nameZh, `${path}.nameZh`);
  return {
    id: asId(row.id, `${path}.id`),
    nameZh,
    shortNameZh: stringOrEmpty(row.shortNameZh, `${path}.shortNameZh`) || nameZh,
    logoFileId: stringOrEmpty(row.logoFileId, `${path}.logoFileId`),
  };
}

const COMPETITION_KINDS: readonly CompetitionKind[] = ['league', 'cup', 'tournament', 'friendly'];
const STAGE_KINDS: readonly StageKind[] = ['league', 'group', 'knockout'];

function oneOf<T extends string>(values: readonly T[]) {
  return (value: Json, path: string): T => {
    const text = asString(value, path);
    if (!(values as readonly string[]).includes(text)) throw new MalformedDataError(path, values.join(' | '), text);
    return text as T;
  };
}

export const parseCompetitions = (data: Json): CompetitionSeason[] =>
  listOf((value, path): CompetitionSeason => {
    const row = asObject(value, path);
    return {
      competitionId: asNumber(row.competitionId, `${path}.competitionId`),
      nameZh: asString(row.nameZh, `${path}.nameZh`),
      shortNameZh: asString(row.shortNameZh, `${path}.shortNameZh`),
      kind: oneOf(COMPETITION_KINDS)(row.kind, `${path}.kind`),
      seasonId: asNumber(row.seasonId, `${path}.seasonId`),
      seasonName: stringOrEmpty(row.seasonName, `${path}.seasonName`),
    };
  })(data, 'data');

/** Match date items `[{ matchDate, stageIds }]`, ascending. */
export const parseMatchDates = (data: Json): MatchDay[] =>
  listOf((value, path): MatchDay => {
    const row = asObject(value, path);
    return {
      matchDate: asNumber(row.matchDate, `${path}.matchDate`),
      stageIds: withDefault(listOf(asNumber), [])(row.stageIds, `${path}.stageIds`),
    };
  })(data, 'data').sort((a, b) => a.matchDate - b.matchDate);

export const parseStages = (data: Json): FootballStage[] =>
  listOf((value, path): FootballStage => {
    const row = asObject(value, path);
    return {
      id: asId(row.id, `${path}.id`),
      seasonId: asNumber(row.seasonId, `${path}.seasonId`),
      nameZh: asString(row.nameZh, `${path}.nameZh`),
      kind: oneOf(STAGE_KINDS)(row.kind, `${path}.kind`),
      order: numberOr0(row.order, `${path}.order`),
      groupNames: withDefault(listOf(asString), [])(row.groupNames, `${path}.groupNames`),
      legs: withDefault(asNumber, 1)(row.legs, `${path}.legs`),
    };
  })(data, 'data').sort((a, b) => a.order - b.order);

export function parseFootballMatch(value: Json, path: string): FootballMatch {
  const row = asObject(value, path);
  return {
    ...parseMatchSummary(value, path),
    round: numberOr0(row.round, `${path}.round`),
    groupName: optional(asString)(row.groupName, `${path}.groupName`) ?? null,
    tieId: nullableNumber(row.tieId, `${path}.tieId`),
    tieOrder: nullableNumber(row.tieOrder, `${path}.tieOrder`),
    leg: withDefault(asNumber, 1)(row.leg, `${path}.leg`),
    homeHalfScore: numberOr0(row.homeHalfScore, `${path}.homeHalfScore`),
    awayHalfScore: numberOr0(row.awayHalfScore, `${path}.awayHalfScore`),
    homePenaltyScore: nullableNumber(row.homePenaltyScore, `${path}.homePenaltyScore`),
    awayPenaltyScore: nullableNumber(row.awayPenaltyScore, `${path}.awayPenaltyScore`),
    extraTime: withDefault(asBoolean, false)(row.extraTime, `${path}.extraTime`),
  };
}

export const parseFootballMatches = (data: Json): FootballMatch[] => listDroppingBad(parseFootballMatch)(data, 'data');

const FORM_LETTERS: readonly FormLetter[] = ['W', 'D', 'L'];

function parseNextMatch(value: Json, path: string): NextMatch | null {
  if (value === null || value === undefined) return null;
  const row = asObject(value, path);
  return {
    matchId: asNumber(row.matchId, `${path}.matchId`),
    opponentId: asNumber(row.opponentId, `${path}.opponentId`),
    home: asBoolean(row.home, `${path}.home`),
    matchDate: asNumber(row.matchDate, `${path}.matchDate`),
  };
}

function parseStandingRow(value: Json, path: string): StandingRow {
  const row = asObject(value, path);
  const goalsFor = asNumber(row.goalsFor, `${path}.goalsFor`);
  const goalsAgainst = asNumber(row.goalsAgainst, `${path}.goalsAgainst`);
  return {
    rank: asNumber(row.rank, `${path}.rank`),
    teamId: asNumber(row.teamId, `${path}.teamId`),
    team: parseTeamSummary(row.team, `${path}.team`),
    played: asNumber(row.played, `${path}.played`),
    won: asNumber(row.won, `${path}.won`),
    drawn: asNumber(row.drawn, `${path}.drawn`),
    lost: asNumber(row.lost, `${path}.lost`),
    goalsFor,
    goalsAgainst,
    goalDifference: withDefault(asNumber, goalsFor - goalsAgainst)(row.goalDifference, `${path}.goalDifference`),
    points: asNumber(row.points, `${path}.points`),
    form: withDefault(listOf(oneOf(FORM_LETTERS)), [])(row.form, `${path}.form`),
    remaining: numberOr0(row.remaining, `${path}.remaining`),
    nextMatch: parseNextMatch(row.nextMatch, `${path}.nextMatch`),
    disciplinaryPoints: nullableNumber(row.disciplinaryPoints, `${path}.disciplinaryPoints`),
  };
}

function parseGroupFixture(value: Json, path: string): GroupFixture {
  const row = asObject(value, path);
  return {
    id: asId(row.id, `${path}.id`),
    homeId: asNumber(row.homeId, `${path}.homeId`),
    awayId: asNumber(row.awayId, `${path}.awayId`),
    homeScore: numberOr0(row.homeScore, `${path}.homeScore`),
    awayScore: numberOr0(row.awayScore, `${path}.awayScore`),
    statusId: asNumber(row.statusId, `${path}.statusId`),
    matchDate: asNumber(row.matchDate, `${path}.matchDate`),
    round: numberOr0(row.round, `${path}.round`),
  };
}

export function parseStandingTable(data: Json): StandingTable {
  const row = asObject(data, 'data');
  return {
    seasonId: asNumber(row.seasonId, 'data.seasonId'),
    stageId: asNumber(row.stageId, 'data.stageId'),
    groups: listOf((value, path): StandingGroup => {
      const group = asObject(value, path);
      return {
        groupName: optional(asString)(group.groupName, `${path}.groupName`) ?? null,
        rows: listOf(parseStandingRow)(group.rows, `${path}.rows`),
        fixtures: withDefault(listOf(parseGroupFixture), [])(group.fixtures, `${path}.fixtures`),
      };
    })(row.groups, 'data.groups'),
  };
}

function parsePlayerStatRow(value: Json, path: string): PlayerStatRow {
  const row = asObject(value, path);
  return {
    rank: asNumber(row.rank, `${path}.rank`),
    playerId: asNumber(row.playerId, `${path}.playerId`),
    name: asString(row.name, `${path}.name`),
    pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
    teamId: asNumber(row.teamId, `${path}.teamId`),
    team: parseTeamSummary(row.team, `${path}.team`),
    value: asNumber(row.value, `${path}.value`),
    appearances: numberOr0(row.appearances, `${path}.appearances`),
  };
}

export const parsePlayerRanking = (data: Json): PlayerStatRow[] => listOf(parsePlayerStatRow)(data, 'data');

export const HOME_AWAY_FIGURES = [
  'homeWon',
  'homeLoss',
  'homeDraw',
  'homeTotal',
  'homePoints',
  'homeGoalsFor',
  'homeGoalsAgainst',
  'awayWon',
  'awayLoss',
  'awayDraw',
  'awayTotal',
  'awayPoints',
  'awayGoalsFor',
  'awayGoalsAgainst',
] as const;
export type HomeAwayFigure = (typeof HOME_AWAY_FIGURES)[number];

/** A home/away row as the server sends it: the figures as strings (spec: "converted to numbers"). */
export type HomeAwayWireRow = Omit<HomeAwayRow, HomeAwayFigure> & Record<HomeAwayFigure, string | number>;

/** Home/away rows: every figure arrives as a string or a number and leaves as a number. */
export const parseHomeAway = (data: Json): HomeAwayRow[] =>
  listOf((value, path): HomeAwayRow => {
    const row = asObject(value, path);
    const figures = Object.fromEntries(
      HOME_AWAY_FIGURES.map((field) => [field, numberOr0(row[field], `${path}.${field}`)]),
    ) as Record<HomeAwayFigure, number>;
    return {
      teamId: asNumber(row.teamId, `${path}.teamId`),
      team: parseTeamSummary(row.team, `${path}.team`),
      ...figures,
    };
  })(data, 'data');

export const parseTeamStats = (data: Json): TeamStatRow[] =>
  listOf((value, path): TeamStatRow => {
    const row = asObject(value, path);
    return {
      team: parseTeamSummary(row.team, `${path}.team`),
      played: asNumber(row.played, `${path}.played`),
      goals: asNumber(row.goals, `${path}.goals`),
      conceded: asNumber(row.conceded, `${path}.conceded`),
      shotsOnTarget: numberOr0(row.shotsOnTarget, `${path}.shotsOnTarget`),
      saves: numberOr0(row.saves, `${path}.saves`),
      cleanSheets: numberOr0(row.cleanSheets, `${path}.cleanSheets`),
      goalsPerMatch: numberOr0(row.goalsPerMatch, `${path}.goalsPerMatch`),
    };
  })(data, 'data');

/** What a squad entry and a player's details share: who the player is. */
type PlayerProfile = Omit<SquadPlayer, 'teamId'>;

function parsePlayerProfile(row: Record<string, Json>, path: string): PlayerProfile {
  return {
    id: asId(row.id, `${path}.id`),
    name: asString(row.name, `${path}.name`),
    position: withDefault(asString, '')(row.position, `${path}.position`),
    positionZh: stringOrEmpty(row.positionZh, `${path}.positionZh`),
    shirtNumber: numberOr0(row.shirtNumber, `${path}.shirtNumber`),
    birthday: stringOrEmpty(row.birthday, `${path}.birthday`),
    nationality: stringOrEmpty(row.nationality, `${path}.nationality`),
    heightCm: numberOr0(row.heightCm, `${path}.heightCm`),
    weightKg: numberOr0(row.weightKg, `${path}.weightKg`),
    pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
  };
}

function parseSquadPlayer(value: Json, path: string): SquadPlayer {
  const row = asObject(value, path);
  return { ...parsePlayerProfile(row, path), teamId: asNumber(row.teamId, `${path}.teamId`) };
}

export function parseTeamLineUp(data: Json): TeamLineUp {
  const row = asObject(data, 'data');
  const team = asObject(row.team, 'data.team');
  return {
    team: {
      ...parseTeamSummary(team, 'data.team'),
      nameEn: stringOrEmpty(team.nameEn, 'data.team.nameEn'),
      kind: stringOrEmpty(team.kind, 'data.team.kind'),
      countryZh: stringOrEmpty(team.countryZh, 'data.team.countryZh'),
      venue: stringOrEmpty(team.venue, 'data.team.venue'),
    },
    players: listOf(parseSquadPlayer)(row.players, 'data.players'),
  };
}

function parseTeamSeasonItem(value: Json, path: string): TeamSeasonItem {
  const row = asObject(value, path);
  return {
    competitionId: asNumber(row.competitionId, `${path}.competitionId`),
    competitionName: stringOrEmpty(row.competitionName, `${path}.competitionName`),
    seasonId: asNumber(row.seasonId, `${path}.seasonId`),
    seasonName: stringOrEmpty(row.seasonName, `${path}.seasonName`),
  };
}

export const parseTeamSeasonList = (data: Json): TeamSeasonItem[] => listOf(parseTeamSeasonItem)(data, 'data');

function parseTotals(row: Record<string, Json>, path: string): SeasonTotals {
  return {
    appearances: numberOr0(row.appearances, `${path}.appearances`),
    goals: numberOr0(row.goals, `${path}.goals`),
    assists: numberOr0(row.assists, `${path}.assists`),
    shotsOnTarget: numberOr0(row.shotsOnTarget, `${path}.shotsOnTarget`),
    saves: numberOr0(row.saves, `${path}.saves`),
    minutesPlayed: numberOr0(row.minutesPlayed, `${path}.minutesPlayed`),
  };
}

export const parseBestPlayers = (data: Json): BestPlayer[] =>
  listOf((value, path): BestPlayer => {
    const row = asObject(value, path);
    return {
      playerId: asNumber(row.playerId, `${path}.playerId`),
      name: asString(row.name, `${path}.name`),
      pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
      positionZh: stringOrEmpty(row.positionZh, `${path}.positionZh`),
      shirtNumber: numberOr0(row.shirtNumber, `${path}.shirtNumber`),
      ...parseTotals(row, path),
    };
  })(data, 'data');

const statType = oneOf<FootballStatType>(FOOTBALL_STAT_TYPES);

export const parseTeamLeaders = (data: Json): TeamLeader[] =>
  listOf((value, path): TeamLeader => {
    const row = asObject(value, path);
    return {
      stat: statType(row.stat, `${path}.stat`),
      player: row.player === null || row.player === undefined ? null : parsePlayerStatRow(row.player, `${path}.player`),
    };
  })(data, 'data');

export function parsePlayerBasic(data: Json): PlayerBasic {
  const row = asObject(data, 'data');
  return {
    ...parsePlayerProfile(row, 'data'),
    team: parseTeamSummary(row.team, 'data.team'),
    seasons: withDefault(listOf(parseTeamSeasonItem), [])(row.seasons, 'data.seasons'),
  };
}

export function parsePlayerSeasonStat(data: Json): PlayerSeasonStat {
  const row = asObject(data, 'data');
  return {
    playerId: asNumber(row.playerId, 'data.playerId'),
    teamId: asNumber(row.teamId, 'data.teamId'),
    seasonId: asNumber(row.seasonId, 'data.seasonId'),
    ...parseTotals(row, 'data'),
  };
}
