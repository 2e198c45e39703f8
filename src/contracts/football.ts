/**
 * Football data (the five leagues and the two European cups,
 * the World Cup (fifa) and the Euro), their answers and parsers (the calls: football-calls.ts). Shared by the app's football
 * domain, the development server's football routes and the tests. Parsers throw
 * MalformedDataError.
 *
 * How a page finds a competition's current season: `competitions` answers every competition the
 * pages show with its current `seasonId` (the league pages keep it as last-seen data, so a later
 * visit asks match-date at once). The World Cup and Euro calls need no season: they answer the
 * current tournament. A national team's page takes its season from the team's `season-list {id}`
 * (its entry of the tournament's competition), and the tournament `ranking` is
 * sent `{ stageId, groupName }` — the group stage, groupName '' for every group.
 *
 * Errors: a missing or malformed parameter is code 10001 with a message naming it; an id the
 * server does not know (competition, season, stage, team, player) is ResultCode.NoSuchItem
 * (10004, the app's not-found state); a stage of another competition is 10001. Lists that merely have nothing (a date without matches) are [].
 *
 * Numbers the spec says are "converted to numbers" (home/away statistics) come as strings and
 * are converted here, once.
 */
import { matchScore, matchSummary, penaltyScore, teamRow, teamSummary, withShortName } from './match';
import {
  asBoolean,
  asId,
  asNumber,
  asString,
  listDroppingBad,
  listOf,
  nullableNumber,
  nullableString,
  numberOr0,
  optional,
  stringOrEmpty,
  withDefault,
} from './parse';
import { originalName } from './original-names';
import { playerParticulars, playerRef } from './player-fields';
import { answer, derive, object, oneOf, sameFields, type Infer, type SentAs } from './schema';

/** Competitions. */
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

/** Player statistics, as the `order` of player-ranking. */
export const FOOTBALL_STAT_TYPES = ['goals', 'assists', 'shots_on_target', 'saves', 'minutes_played'] as const;
export type FootballStatType = (typeof FOOTBALL_STAT_TYPES)[number];

export const COMPETITION_KINDS = ['league', 'cup', 'tournament', 'friendly'] as const;
export const STAGE_KINDS = ['league', 'group', 'knockout'] as const;
export type FormLetter = 'W' | 'D' | 'L';

// Readers declared here, not in parse.ts: parse.ts is on the first screen, this contract is not.
const numbers = withDefault(listOf(asNumber), []);
const texts = withDefault(listOf(asString), []);
/** The team a row of a table or a ranking is about. */
const rowTeam = { teamId: asNumber, team: teamSummary };

/** A season of a competition. */
const season = {
  seasonId: asNumber,
  /** 2026-27, or 2024 for a tournament. */
  seasonName: stringOrEmpty,
};

const competitionSeason = object({
  competitionId: asNumber,
  nameZh: asString,
  shortNameZh: asString,
  kind: oneOf(COMPETITION_KINDS),
  ...season,
});
export type CompetitionSeason = Infer<typeof competitionSeason>;
export const competitions = listOf(competitionSeason);
export const parseCompetitions = answer(competitions);

/** A match date item (shown MM月DD日): the day's start and the stages playing that day. */
const matchDay = object({ matchDate: asNumber, stageIds: numbers });
export type MatchDay = Infer<typeof matchDay>;
/** Match date items `[{ matchDate, stageIds }]`, ascending. */
export const matchDays = derive(listOf(matchDay), (days) => days.sort((a, b) => a.matchDate - b.matchDate));
export const parseMatchDates = answer(matchDays);

const footballStage = object({
  id: asId,
  seasonId: asNumber,
  nameZh: asString,
  kind: oneOf(STAGE_KINDS),
  /** Place in the season, 0 first. */
  order: numberOr0,
  /** Group stages: A, B, ... */
  groupNames: texts,
  /** Knockout stages: legs per tie. */
  legs: withDefault(asNumber, 1),
});
export type FootballStage = Infer<typeof footballStage>;
export const stages = derive(listOf(footballStage), (list) => list.sort((a, b) => a.order - b.order));
export const parseStages = answer(stages);

/** A match of the football pages: the shared summary and what leagues, groups and knockouts add. */
const footballMatch = object({
  ...matchSummary.fields,
  /** League round, group matchday, or knockout leg. */
  round: numberOr0,
  groupName: nullableString,
  /** Knockouts: the tie (both legs share it), its place in the stage's bracket, the leg (1, 2). */
  tieId: nullableNumber,
  tieOrder: nullableNumber,
  leg: withDefault(asNumber, 1),
  homeHalfScore: numberOr0,
  awayHalfScore: numberOr0,
  ...penaltyScore,
  /** The match went to extra time. */
  extraTime: withDefault(asBoolean, false),
});
export type FootballMatch = Infer<typeof footballMatch>;
export const footballMatches = listDroppingBad(footballMatch);
export const parseFootballMatches = answer(footballMatches);

const nextMatch = object({
  matchId: asNumber,
  opponentId: asNumber,
  /** The team plays at home. */
  home: asBoolean,
  matchDate: asNumber,
});
export type NextMatch = Infer<typeof nextMatch>;

const standingRow = derive(
  object({
    rank: asNumber,
    ...rowTeam,
    played: asNumber,
    won: asNumber,
    drawn: asNumber,
    lost: asNumber,
    goalsFor: asNumber,
    goalsAgainst: asNumber,
    /** Absent: goals for minus against. */
    goalDifference: optional(asNumber),
    points: asNumber,
    /** The last five results, oldest first. */
    form: withDefault(listOf(oneOf<FormLetter>(['W', 'D', 'L'])), []),
    /** Matches still to play (postponed ones included). */
    remaining: numberOr0,
    nextMatch: withDefault(nextMatch, null),
    /** 1 a yellow card, 3 a red; null when not on record. */
    disciplinaryPoints: nullableNumber,
  }),
  (row) => ({ ...row, goalDifference: row.goalDifference ?? row.goalsFor - row.goalsAgainst }),
);
export type StandingRow = Infer<typeof standingRow>;

/** A group's fixture, played or not: what the qualification scenarios are computed from. */
const groupFixture = object({
  id: asId,
  homeId: asNumber,
  awayId: asNumber,
  ...matchScore,
  statusId: asNumber,
  matchDate: asNumber,
  round: numberOr0,
});
export type GroupFixture = Infer<typeof groupFixture>;

const standingGroup = object({
  /** null for a league table. */
  groupName: nullableString,
  rows: listOf(standingRow),
  /** Group stages: every fixture of the group; leagues: none (rows carry remaining and nextMatch). */
  fixtures: withDefault(listOf(groupFixture), []),
});
export type StandingGroup = Infer<typeof standingGroup>;

export const standingTable = object({ seasonId: asNumber, stageId: asNumber, groups: listOf(standingGroup) });
export type StandingTable = Infer<typeof standingTable>;
export const parseStandingTable = answer(standingTable);

const playerStatRow = object({
  rank: asNumber,
  ...playerRef,
  ...rowTeam,
  value: asNumber,
  appearances: numberOr0,
});
export type PlayerStatRow = Infer<typeof playerStatRow>;
export const playerRanking = listOf(playerStatRow);

const SIDE_FIGURES = ['Won', 'Loss', 'Draw', 'Total', 'Points', 'GoalsFor', 'GoalsAgainst'] as const;
export type HomeAwayFigure = `${'home' | 'away'}${(typeof SIDE_FIGURES)[number]}`;
/** homeWon … homeGoalsAgainst, then awayWon … awayGoalsAgainst. */
export const HOME_AWAY_FIGURES: readonly HomeAwayFigure[] = (['home', 'away'] as const).flatMap((side) =>
  SIDE_FIGURES.map((figure): HomeAwayFigure => `${side}${figure}`),
);

/** Spec "Home/away statistics": every figure arrives as a string or a number and leaves as a number. */
const homeAwayRow = object({ ...rowTeam, ...sameFields(HOME_AWAY_FIGURES, numberOr0) });
export type HomeAwayRow = Infer<typeof homeAwayRow>;
/** A home/away row as the server sends it: the figures as strings (spec: "converted to numbers"). */
export type HomeAwayWireRow = Omit<HomeAwayRow, HomeAwayFigure> & Record<HomeAwayFigure, string | number>;
export const homeAwayRows: SentAs<HomeAwayRow[], HomeAwayWireRow[]> = listOf(homeAwayRow);

const teamStatRow = object({
  team: teamSummary,
  played: asNumber,
  goals: asNumber,
  conceded: asNumber,
  // Figures a backend may leave out: 0 then.
  ...sameFields(['shotsOnTarget', 'saves', 'cleanSheets', 'goalsPerMatch'], numberOr0),
});
export type TeamStatRow = Infer<typeof teamStatRow>;
export const teamStats = listOf(teamStatRow);

/** What a squad entry and a player's details share: who the player is. */
const playerProfile = {
  id: asId,
  name: asString,
  ...playerParticulars,
  positionZh: stringOrEmpty,
  nationality: stringOrEmpty,
};

const squadPlayer = object({ ...playerProfile, teamId: asNumber });
export type SquadPlayer = Infer<typeof squadPlayer>;

const teamInfo = derive(
  object({
    ...teamRow.fields,
    nameEn: stringOrEmpty,
    /** club or national */
    kind: stringOrEmpty,
    countryZh: stringOrEmpty,
    venue: stringOrEmpty,
  }),
  withShortName,
);
export type TeamInfo = Infer<typeof teamInfo>;

export const teamLineUp = object({ team: teamInfo, players: listOf(squadPlayer) });
export type TeamLineUp = Infer<typeof teamLineUp>;
export const parseTeamLineUp = answer(teamLineUp);

const teamSeasonItem = object({ competitionId: asNumber, competitionName: stringOrEmpty, ...season });
export type TeamSeasonItem = Infer<typeof teamSeasonItem>;
export const teamSeasonList = listOf(teamSeasonItem);

const seasonTotals = {
  appearances: numberOr0,
  goals: numberOr0,
  assists: numberOr0,
  shotsOnTarget: numberOr0,
  saves: numberOr0,
  minutesPlayed: numberOr0,
};

const bestPlayer = object({
  ...playerRef,
  positionZh: stringOrEmpty,
  shirtNumber: numberOr0,
  ...seasonTotals,
});
export type BestPlayer = Infer<typeof bestPlayer>;
export const bestPlayers = listOf(bestPlayer);

const teamLeader = object({
  stat: oneOf(FOOTBALL_STAT_TYPES),
  /** null: nobody of the team has any of it yet. */
  player: withDefault(playerStatRow, null),
});
export type TeamLeader = Infer<typeof teamLeader>;
export const teamLeaders = listOf(teamLeader);

export const playerBasic = object({
  ...playerProfile,
  ...originalName,
  team: teamSummary,
  /** The seasons of the player's team, for the season statistics. */
  seasons: withDefault(listOf(teamSeasonItem), []),
});
export type PlayerBasic = Infer<typeof playerBasic>;
export const parsePlayerBasic = answer(playerBasic);

export const playerSeasonStat = object({ playerId: asNumber, teamId: asNumber, seasonId: asNumber, ...seasonTotals });
export type PlayerSeasonStat = Infer<typeof playerSeasonStat>;
