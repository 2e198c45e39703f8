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
import { playerParticulars, playerRef } from './player-fields';
import { answer, derive, object, oneOf, sameFields, type Infer } from './schema';

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

/** Player statistics of spec section 9, as the `order` of player-ranking. */
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
export const parseCompetitions = answer(listOf(competitionSeason));

/** A match date item (spec section 3, shown MM月DD日): the day's start and the stages playing that day. */
const matchDay = object({ matchDate: asNumber, stageIds: numbers });
export type MatchDay = Infer<typeof matchDay>;
/** Match date items `[{ matchDate, stageIds }]`, ascending. */
export const parseMatchDates = answer(
  derive(listOf(matchDay), (days) => days.sort((a, b) => a.matchDate - b.matchDate)),
);

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
export const parseStages = answer(derive(listOf(footballStage), (stages) => stages.sort((a, b) => a.order - b.order)));

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
export const parseFootballMatches = answer(listDroppingBad(footballMatch));

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

const standingTable = object({ seasonId: asNumber, stageId: asNumber, groups: listOf(standingGroup) });
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
export const parsePlayerRanking = answer(listOf(playerStatRow));

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
export const parseHomeAway = answer(listOf(homeAwayRow));

const teamStatRow = object({
  team: teamSummary,
  played: asNumber,
  goals: asNumber,
  conceded: asNumber,
  shotsOnTarget: numberOr0,
  saves: numberOr0,
  cleanSheets: numberOr0,
  goalsPerMatch: numberOr0,
});
export type TeamStatRow = Infer<typeof teamStatRow>;
export const parseTeamStats = answer(listOf(teamStatRow));

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

const teamLineUp = object({ team: teamInfo, players: listOf(squadPlayer) });
export type TeamLineUp = Infer<typeof teamLineUp>;
export const parseTeamLineUp = answer(teamLineUp);

const teamSeasonItem = object({ competitionId: asNumber, competitionName: stringOrEmpty, ...season });
export type TeamSeasonItem = Infer<typeof teamSeasonItem>;
export const parseTeamSeasonList = answer(listOf(teamSeasonItem));

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
export const parseBestPlayers = answer(listOf(bestPlayer));

const teamLeader = object({
  stat: oneOf(FOOTBALL_STAT_TYPES),
  /** null: nobody of the team has any of it yet. */
  player: withDefault(playerStatRow, null),
});
export type TeamLeader = Infer<typeof teamLeader>;
export const parseTeamLeaders = answer(listOf(teamLeader));

const playerBasic = object({
  ...playerProfile,
  team: teamSummary,
  /** The seasons of the player's team, for the season statistics. */
  seasons: withDefault(listOf(teamSeasonItem), []),
});
export type PlayerBasic = Infer<typeof playerBasic>;
export const parsePlayerBasic = answer(playerBasic);

const playerSeasonStat = object({ playerId: asNumber, teamId: asNumber, seasonId: asNumber, ...seasonTotals });
export type PlayerSeasonStat = Infer<typeof playerSeasonStat>;
export const parsePlayerSeasonStat = answer(playerSeasonStat);
