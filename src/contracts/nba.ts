/**
 * The NBA calls ("NBA", /ssapi/nba), their codes, answers and parsers.
 * Shared by the app's NBA domain (src/domains/nba), the development server's NBA routes and the
 * tests. Parsers throw MalformedDataError.
 *
 * Codes the spec leaves open, decided here (this table is the contract):
 *  - `kind` (match-date, list, team/match, team/data): 1 regular season (its list also has the
 *    preseason and the all-star game, stages 10478 and 10479), 2 playoffs. The finals
 *    cup is sent as playoffs (2) with one of the cup's stage ids (10492, 10493, 10494) as
 *    `stageId`; team/match and team/data with kind 2 cover the team's playoff and cup games.
 *  - `scope` of ranking and home-away: 1 by conference, 2 by division. `division` of both: the
 *    conference to show, 1 east, 2 west, 0 or absent for both.
 *  - `scope` of player/list: the statistic, 1 points, 2 rebounds, 3 assists, 4 blocks, 5 steals;
 *    `order`: 1 per-game average, 2 season total. The answer is ranked best first.
 *  - `list` takes a date (`matchDate`, any instant of the UTC+8 day) or a stage (`stageId`): the
 *    games of that day (of that stage, with both), or every game of the stage. Header `pid`: the
 *    platform's game id (common config `stSportJumpGame`).
 */
import { getCall, Header, postFormCall, postJsonCall } from './http';
import { matchSummary, teamRow, teamSummary, withShortName } from './match';
import {
  asNumber,
  asString,
  listDroppingBad,
  listOf,
  MalformedDataError,
  nullableString,
  numberOr0,
  stringOrEmpty,
  withDefault,
} from './parse';
import { originalName } from './original-names';
import { playerParticulars, playerRef } from './player-fields';
import { alwaysSent, codeParam, integerParam, required, withFallback } from './request';
import { answer, derive, object, sameFields, type Infer, type Read, type SentAs } from './schema';

// ---------------------------------------------------------------------------------------------
// Codes

/** `kind` on the wire: the finals cup travels as playoffs with a cup stage id. */
export const NbaKind = { Regular: 1, Playoffs: 2 } as const;
export type NbaKindCode = (typeof NbaKind)[keyof typeof NbaKind];

/**
 * Stage ids, shared by every season; the finals cup is 10492 → 10493 → 10494. The preseason and
 * the all-star game (phases the spec names, with no codes: ours) travel with kind 1.
 */
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

/** Seasons: 21-22 to 23-24 with complete data, and the current one (SeasonId2425). */
export const NbaSeasonId = { season2122: 1414, season2223: 1566, season2324: 1745 } as const;
/**
 * The spec names the constant, not its value: 1907 is ours — after the three ids it lists, about
 * as far on as they are from each other (+152, +179, +162). A backend with another id for 24-25
 * changes this line only.
 */
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
/** `division` of ranking and home-away: which conference (east 1, west 2); 0 both. */
export const NbaConference = { Both: 0, East: 1, West: 2 } as const;
export type NbaConferenceCode = (typeof NbaConference)[keyof typeof NbaConference];

/** `scope` of player/list: the statistic a player ranking is for (NBA stats). */
export const NbaStatScope = { Points: 1, Rebounds: 2, Assists: 3, Blocks: 4, Steals: 5 } as const;
export type NbaStatScopeCode = (typeof NbaStatScope)[keyof typeof NbaStatScope];
/** `order` of player/list: per-game average or season total. */
export const NbaRankingOrder = { PerGame: 1, Total: 2 } as const;
export type NbaRankingOrderCode = (typeof NbaRankingOrder)[keyof typeof NbaRankingOrder];

/** Player positions, as the wire spells them. */
export const NBA_POSITIONS = [
  'center',
  'forward',
  'point guard',
  'power forward',
  'shooting guard',
  'small forward',
] as const;

// ---------------------------------------------------------------------------------------------
// Answers

/** A line of basketball statistics: per game (averages) or of one game. */
const STAT_KEYS = ['minutes', 'points', 'rebounds', 'assists', 'blocks', 'steals'] as const;
const numbers = withDefault(listOf(asNumber), []);

const nbaMatchDate = object({
  /** The UTC+8 day's start (ms); shown MM月DD日. */
  matchDate: asNumber,
});
export type NbaMatchDate = Infer<typeof nbaMatchDate>;
const matchDates = listOf(nbaMatchDate);
export const parseMatchDates = answer(matchDates);

/** A game: the shared match summary plus what the NBA pages add. */
const nbaGame = object({
  ...matchSummary.fields,
  /** NbaKind of the game (a cup game is 2, as the finals cup is requested). */
  kind: asNumber,
  /** Playoff series (`<seasonId>-<round>-<index>`); null for other games. */
  seriesId: nullableString,
  /** Game number in its series (1–7); 0 outside a series. */
  gameNumber: numberOr0,
  venue: stringOrEmpty,
  homePeriodScores: numbers,
  awayPeriodScores: numbers,
});
export type NbaGame = Infer<typeof nbaGame>;
const games = listDroppingBad(nbaGame);
export const parseNbaGames = answer(games);

const standingRow = object({
  ...sameFields(['teamId', 'conference', 'rank', 'won', 'lost'], asNumber),
  /** 0–1. */
  winPct: asNumber,
  ...sameFields(['gamesBehind', 'homeWon', 'homeLoss', 'awayWon', 'awayLoss'], asNumber),
  team: teamSummary,
  divisionName: stringOrEmpty,
  pointsForPerGame: numberOr0,
  pointsAgainstPerGame: numberOr0,
  /** 'W3' or 'L2'; '' before the first game. */
  streak: stringOrEmpty,
  /** '7-3' */
  lastTen: stringOrEmpty,
});
export type NbaStandingRow = Infer<typeof standingRow>;

/** A conference or division and its rows, under the key the call uses for them. */
const group = <const K extends string, T>(key: K, row: Read<T>) =>
  object({
    divisionName: asString,
    /** 1 east, 2 west. */
    conference: numberOr0,
    ...sameFields([key], listOf(row)),
  });

/** Spec "NBA ranking item": a conference or division and its rows, ranked. */
const rankingGroup = group('rankingItem', standingRow);
export type NbaRankingGroup = Infer<typeof rankingGroup>;
const ranking = listOf(rankingGroup);

/** Spec "Home/away statistics", basketball's four (sent as numbers or numeric strings, converted). */
const homeAwayRow = object({
  ...sameFields(['teamId', 'homeWon', 'homeLoss', 'awayWon', 'awayLoss'], asNumber),
  team: teamSummary,
  rank: numberOr0,
});
export type NbaHomeAwayRow = Infer<typeof homeAwayRow>;
const homeAwayGroup = group('list', homeAwayRow);
export type NbaHomeAwayGroup = Infer<typeof homeAwayGroup>;
type HomeAwayFigure = 'homeWon' | 'homeLoss' | 'awayWon' | 'awayLoss';
/** Home-away rows as the server sends them: the four figures as strings (converted here). */
export type NbaHomeAwayGroupWire = Omit<NbaHomeAwayGroup, 'list'> & {
  list: (Omit<NbaHomeAwayRow, HomeAwayFigure> & Record<HomeAwayFigure, string>)[];
};
const homeAway: SentAs<NbaHomeAwayGroup[], NbaHomeAwayGroupWire[]> = listOf(homeAwayGroup);

const playerRankItem = object({
  rank: asNumber,
  /** The ranked figure: a per-game average (one decimal) or a season total. */
  value: asNumber,
  ...playerRef,
  position: stringOrEmpty,
  team: teamSummary,
  games: numberOr0,
});
export type NbaPlayerRankItem = Infer<typeof playerRankItem>;
const playerRanking = object({ scope: asNumber, order: asNumber, list: listOf(playerRankItem) });

/** A conference of the two (NbaConference.East, .West). */
const conference = (value: unknown, path: string): number => {
  const code = asNumber(value, path);
  if (code !== NbaConference.East && code !== NbaConference.West) throw new MalformedDataError(path, '1 or 2', code);
  return code;
};

const teamProfile = derive(
  object({
    ...teamRow.fields,
    nameEn: stringOrEmpty,
    /** Three letters: LAL. */
    code: stringOrEmpty,
    cityZh: stringOrEmpty,
    conference,
    divisionName: stringOrEmpty,
    venue: stringOrEmpty,
  }),
  withShortName,
);

const playerProfile = object({ id: asNumber, teamId: asNumber, name: asString, ...originalName, ...playerParticulars });
export type NbaPlayerProfile = Infer<typeof playerProfile>;

const lineUp = object({ team: teamProfile, players: listOf(playerProfile) });
export type NbaLineUp = Infer<typeof lineUp>;
export const parseLineUp = answer(lineUp);

/** Per-game averages over a season (one decimal). */
const playerStatFields = sameFields(['games', ...STAT_KEYS], asNumber);
const playerStats = object(playerStatFields);
export type NbaPlayerStats = Infer<typeof playerStats>;

const teamPlayer = object({
  player: playerProfile,
  /** Null when the player has not played this season. */
  averages: withDefault(playerStats, null),
});
export type NbaTeamPlayer = Infer<typeof teamPlayer>;
const teamPlayers = listOf(teamPlayer);

const teamData = object({
  team: teamSummary,
  /** The team's league-wide record; null when the season has no such team. */
  record: withDefault(standingRow, null),
  /** Finished games of the kind the averages cover. */
  games: asNumber,
  averages: object(sameFields(['points', 'rebounds', 'assists', 'blocks', 'steals', 'pointsAgainst'], asNumber)),
});
export type NbaTeamData = Infer<typeof teamData>;

const playerSeason = object({ ...playerStatFields, seasonId: asNumber, seasonName: asString });
export type NbaPlayerSeason = Infer<typeof playerSeason>;

const gameLogLine = object({ ...sameFields(['matchId', 'matchDate', ...STAT_KEYS], asNumber), opponent: teamSummary });
export type NbaGameLogLine = Infer<typeof gameLogLine>;

const playerDetail = object({
  player: playerProfile,
  team: teamSummary,
  /** Regular-season averages, newest season first; seasons the player did not play are left out. */
  seasons: listOf(playerSeason),
  /** The current season's last games, newest first. */
  recentGames: listOf(gameLogLine),
});
export type NbaPlayerDetail = Infer<typeof playerDetail>;
export const parsePlayerDetail = answer(playerDetail);

// ---------------------------------------------------------------------------------------------
// Calls

/** Ids and codes of the NBA calls: integers from 0. */
const count = integerParam(0, undefined, '应为非负整数');
const requiredCount = required(count);
/** One of the contract's codes (a count first). */
const code = <const T extends number>(allowed: readonly T[]) => codeParam(allowed, undefined, count);
const kind = required(code([NbaKind.Regular, NbaKind.Playoffs]));
const seasonKind = { seasonId: requiredCount, kind, stageId: count };
/** `division`: the conference to show, 0 or absent for both. */
const division = alwaysSent(withFallback(code([NbaConference.Both, NbaConference.East, NbaConference.West]), 0));
const standings = {
  seasonId: requiredCount,
  scope: required(code([NbaStandingsScope.Conference, NbaStandingsScope.Division])),
  division,
};
const teamSeason = { teamId: requiredCount, seasonId: requiredCount, kind };

export const NbaCalls = {
  /** The days with games (UTC+8 day starts, ascending). */
  matchDates: getCall('/ssapi/nba/match-date', seasonKind, matchDates),
  /** A day's games (of one stage, with both), or a stage's; header `pid`. */
  list: postJsonCall('/ssapi/nba/list', { ...seasonKind, matchDate: count }, games, { headers: [Header.Pid] }),
  /** The team and its roster. */
  teamLineUp: postFormCall('/ssapi/nba/team/lineUp', { id: requiredCount }, lineUp),
  teamMatches: postFormCall('/ssapi/nba/team/match', teamSeason, games),
  /** The roster with this season's per-game averages. */
  teamPlayers: postFormCall('/ssapi/nba/team/player', { teamId: requiredCount }, teamPlayers),
  playerDetail: postFormCall('/ssapi/nba/player/detail', { id: requiredCount }, playerDetail),
  /** The standings. */
  ranking: postJsonCall('/ssapi/nba/ranking', standings, ranking),
  playerList: postFormCall(
    '/ssapi/nba/player/list',
    {
      seasonId: requiredCount,
      scope: required(code(Object.values(NbaStatScope))),
      order: alwaysSent(withFallback(code(Object.values(NbaRankingOrder)), NbaRankingOrder.PerGame)),
    },
    playerRanking,
  ),
  homeAway: postFormCall('/ssapi/nba/home-away', standings, homeAway),
  teamData: postFormCall('/ssapi/nba/team/data', teamSeason, teamData),
} as const;
