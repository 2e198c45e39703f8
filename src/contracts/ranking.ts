/**
 * The user ranking calls of spec section 7 ("User ranking", and the betting list and the user
 * titles), their answers with the field names of spec section 3, their parsers, and the
 * enumerations of spec section 9 (bet results, odds types, bet type codes, sport types) with
 * their Chinese words. Shared by the app's ranking domain, the development server and the tests.
 * Parsers throw MalformedDataError — except for a report's `betInfo`/`betInfos`: one unreadable
 * string marks that report (`legs: null`, `betInfoError`), and the list still parses.
 */
import { postFormCall, type CallSpec } from './http';
import { parseMatchSummary, type MatchSummary } from './match';
import {
  asArray,
  asJsonString,
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

/**
 * Every call is a POST with a form body. Where the spec names only the call, the parameters
 * are decided here:
 *
 * - `config` → RankingConfig[]: the period kinds (周榜, 月榜) with their dates (no lists).
 * - `list` `{ startDate, endDate, rankingType, size? }` → RankingDate: the period with the list
 *   of `rankingType` filled (1 红单/跟单, 2 盈利, 3 人气) and the other lists empty; size ≤ 100.
 *   The period must be one of the config's. Each entry carries its latest three reports.
 * - `switch` (login required) `{ userId, follow: 1 | 0 }` → FollowBetState. The spec names the
 *   list tab "red orders/follow" (红单/跟单) and gives every entry a `followBetCount`: `switch`
 *   is the 跟单 switch — the user turns following a bettor's bets on or off. Idempotent (it
 *   sets, it does not toggle): a double tap or a retry cannot undo itself.
 * - `report/like`, `report/dislike` (login required) `{ reportId }` → ReportVotes. One vote per
 *   user per report: a like replaces the user's dislike and the other way round; a second tap
 *   on the same one takes the vote back (voteTransition below, shared with the server).
 * - `data/betting/list` `{ userId, size = 100, cursor?, isHistory?, startDate?, endDate?, title? }`
 *   → UserBettingList: one bettor's reports, newest first, 100 a page; `cursor` is the answer's
 *   `cursor` of the page before (null there: no more). `isHistory` 1 settled, 0 still waiting
 *   (the history tabs 历史 / 近期), absent both; `startDate`/`endDate` narrow to reports settled
 *   in that period, as the ranking counts them. `title` 1: the answer also carries `userTitle`,
 *   who the bettor is (the rank-user page's first call). Size is fixed at 100 (spec section 9).
 * - the titles beside a bettor's name are the shared call of src/contracts/user-titles.ts.
 */
export const RankingCalls = {
  config: postFormCall('/api/forehead/user/ranking/config'),
  list: postFormCall('/api/forehead/user/ranking/list'),
  switch: postFormCall('/api/forehead/user/ranking/switch'),
  like: postFormCall('/api/forehead/user/ranking/report/like'),
  dislike: postFormCall('/api/forehead/user/ranking/report/dislike'),
  bettingList: postFormCall('/api/forehead/data/betting/list'),
} as const satisfies Record<string, CallSpec>;

/** Spec section 9: the betting list's size, and the most entries a ranking list holds. */
export const BETTING_LIST_SIZE = 100;
/** Reports an entry of a ranking list carries (`showMore` when it has more). */
export const ENTRY_REPORTS = 3;

// ---------------------------------------------------------------------------------------------
// Enumerations (spec section 9), one table each, with the words the app shows

/** The ranking's lists (spec section 9 "Ranking tabs"). */
export const RankingType = { Red: 1, Win: 2, Popularity: 3 } as const;
export type RankingTypeValue = (typeof RankingType)[keyof typeof RankingType];
export const RANKING_TYPE_WORDS: Record<RankingTypeValue, string> = {
  [RankingType.Red]: '红单/跟单',
  [RankingType.Win]: '盈利',
  [RankingType.Popularity]: '人气',
};
/** The field of a RankingDate that holds each list. */
export const RANKING_LIST_FIELD = {
  [RankingType.Red]: 'redRankingList',
  [RankingType.Win]: 'winRankingList',
  [RankingType.Popularity]: 'popularityRankingList',
} as const satisfies Record<RankingTypeValue, string>;

/**
 * Bet results (spec sections 4 and 9), with their words and how they read: `win` red, `lose`
 * green (the Chinese convention), `void` money back, `open` not decided yet.
 */
export const BET_RESULTS = {
  confirm: { word: '待确认', tone: 'open' },
  waiting: { word: '待开奖', tone: 'open' },
  win: { word: '赢', tone: 'win' },
  winHalf: { word: '赢半', tone: 'win' },
  lose: { word: '输', tone: 'lose' },
  loseHalf: { word: '输半', tone: 'lose' },
  draw: { word: '走水', tone: 'void' },
  cancel: { word: '取消', tone: 'void' },
  failure: { word: '投注失败', tone: 'void' },
} as const satisfies Record<string, { word: string; tone: 'win' | 'lose' | 'void' | 'open' }>;
export type BetResult = keyof typeof BET_RESULTS;
export type BetTone = (typeof BET_RESULTS)[BetResult]['tone'];
export const isBetResult = (value: string): value is BetResult => Object.hasOwn(BET_RESULTS, value);

/** Odds types (spec section 9): 1 European (decimal, stake included), 2 Hong Kong (stake excluded). */
export const OddsType = { European: 1, HongKong: 2 } as const;
export type OddsTypeValue = (typeof OddsType)[keyof typeof OddsType];
export const ODDS_TYPE_WORDS: Record<OddsTypeValue, string> = {
  [OddsType.European]: '欧洲盘',
  [OddsType.HongKong]: '香港盘',
};
export const isOddsType = (value: number): value is OddsTypeValue => value === 1 || value === 2;

/** Odds in `type` as European odds: Hong Kong odds leave the stake out (HK 0.95 = EU 1.95). */
export function toEuropeanOdds(odds: number, type: OddsTypeValue): number {
  return type === OddsType.HongKong ? roundOdds(odds + 1) : roundOdds(odds);
}

/** European odds as odds of `type`. */
export function fromEuropeanOdds(odds: number, type: OddsTypeValue): number {
  return type === OddsType.HongKong ? roundOdds(odds - 1) : roundOdds(odds);
}

/** Odds have two decimals; the rounding removes float noise (1.95 - 1 = 0.95, not 0.9499…). */
const roundOdds = (odds: number): number => Math.round(odds * 100) / 100;

/** Bet type codes (spec section 9): where in the sportsbook the bet was placed. */
export const BetType = { Today: 1, Early: 2, Multiple: 3, Rolling: 4, Collection: 5, Live: 6 } as const;
export const BET_TYPE_WORDS: Record<number, string> = {
  [BetType.Today]: '今日',
  [BetType.Early]: '早盘',
  [BetType.Multiple]: '串关',
  [BetType.Rolling]: '滚球',
  [BetType.Collection]: '收藏',
  [BetType.Live]: '直播',
};

/** Sport types (spec section 9: 0 to 34; only these three are named there). */
export const SportType = { Football: 1, Basketball: 2, Tennis: 3 } as const;
export const SPORT_TYPE_WORDS: Record<number, string> = {
  [SportType.Football]: '足球',
  [SportType.Basketball]: '篮球',
  [SportType.Tennis]: '网球',
};
export const OTHER_SPORT_WORD = '其他';

/** A leg's market (`bettingType` of betInfo): 1 win-draw-win or money line, 2 handicap, 3 totals. */
export const BetMarket = { Result: 1, Handicap: 2, Totals: 3 } as const;
export const BET_MARKET_WORDS: Record<number, { football: string; other: string }> = {
  [BetMarket.Result]: { football: '胜平负', other: '独赢' },
  [BetMarket.Handicap]: { football: '让球', other: '让分' },
  [BetMarket.Totals]: { football: '大小球', other: '大小分' },
};
export const OTHER_MARKET_WORD = '其他玩法';

/** The user's vote on a report. */
export const VoteStatus = { None: 0, Liked: 1, Disliked: 2 } as const;
export type VoteStatusValue = (typeof VoteStatus)[keyof typeof VoteStatus];
export type VoteAction = 'like' | 'dislike';

/**
 * One vote per user per report: the vote after a tap, and how the counts move. A tap on the
 * vote the user holds takes it back; a tap on the other one turns the vote over.
 */
export function voteTransition(
  current: VoteStatusValue,
  action: VoteAction,
): { next: VoteStatusValue; like: number; disLike: number } {
  const tapped = action === 'like' ? VoteStatus.Liked : VoteStatus.Disliked;
  const next = current === tapped ? VoteStatus.None : tapped;
  const weight = (status: VoteStatusValue, of: VoteStatusValue) => (status === of ? 1 : 0);
  return {
    next,
    like: weight(next, VoteStatus.Liked) - weight(current, VoteStatus.Liked),
    disLike: weight(next, VoteStatus.Disliked) - weight(current, VoteStatus.Disliked),
  };
}

// ---------------------------------------------------------------------------------------------
// Answers

/** One leg of a bet as `betInfo` carries it (a JSON list of these). */
export interface BetInfoWire {
  matchId: number;
  sportType: number;
  leagueName: string;
  matchDate: number;
  homeName: string;
  awayName: string;
  /** BetMarket. */
  bettingType: number;
  /** What was picked, in words: '曼城 -0.5', '大 2.5'. */
  pickLabel: string;
  /** Handicap or total line; 0 for a result market. */
  line: number;
  /** In the report's `oddsType`. */
  odds: number;
  oddsType: number;
  result: string;
}

/**
 * A report as the server sends it: odds in `oddsType`, its legs as `betInfo` (ranking lists) or
 * `betInfos` (the betting list, which also carries the legs' matches as `matchList`).
 */
export interface BettingReportWire {
  id: number;
  userId: number;
  stake: number;
  /** The ticket's odds, in `oddsType`. */
  odds: number;
  /** The odds type the bet was placed in. */
  oddsType: OddsTypeValue;
  /** BetType (1–6). */
  betType: number;
  result: BetResult;
  /** Money won (positive) or lost (negative); 0 until settled. */
  profit: number;
  createDate: number;
  settledAt: number | null;
  like: number;
  disLike: number;
  voteStatus: VoteStatusValue;
  betInfo?: string;
  betInfos?: string;
  matchList?: MatchSummary[];
}

/** A leg, read: odds as European odds whatever type they were placed in. */
export interface BetLeg {
  matchId: number;
  sportType: number;
  leagueName: string;
  matchDate: number;
  homeName: string;
  awayName: string;
  market: number;
  selection: string;
  line: number;
  /** European. */
  odds: number;
  result: BetResult;
}

/** A betting report (a ticket a user shares), read: the ranking's `bettingReportList` and the betting list. */
export interface BettingReport extends Omit<BettingReportWire, 'betInfo' | 'betInfos' | 'matchList'> {
  /** The ticket's odds, European whatever type it was placed in. */
  odds: number;
  /** Parsed `betInfo`, odds European; null when it could not be read (the report then says 注单信息无法读取). */
  legs: BetLeg[] | null;
  /** Why `legs` is null: the parser's message, for the error report. */
  betInfoError: string | null;
  /** The legs' matches, when the answer carries them (the betting list does). */
  matchList: MatchSummary[];
}

export interface RankingEntry {
  rank: number;
  userId: number;
  nickName: string;
  headUrl: string;
  titleId: number | null;
  title: string | null;
  profit: number;
  redCount: number;
  blackCount: number;
  /** Percent, 0–100. */
  hitRate: number;
  continuousRed: number;
  followBetCount: number;
  popularity: number;
  showMore: boolean;
  bettingReportList: BettingReport[];
}

export interface RankingDate {
  startDate: number;
  /** Inclusive: the period's last millisecond. */
  endDate: number;
  /** 1: a period the app does not show. */
  hidden: number;
  redRankingList: RankingEntry[];
  winRankingList: RankingEntry[];
  popularityRankingList: RankingEntry[];
}

/**
 * A period kind of the ranking config. The spec's `size` and `gamePlatforms` come too and are
 * not read: the lists are asked for with the spec's fixed 100 (section 5), and the game
 * platforms a period counts are the server's business — the page shows nothing of them.
 */
export interface RankingConfig {
  /** The period kind's name: 周榜, 月榜. */
  text: string;
  /** Newest first. */
  rankingDateList: RankingDate[];
}

/** Who a bettor is (the betting list's `userTitle`, with `title=1`). */
export interface UserTitleInfo {
  userId: number;
  nickName: string;
  headUrl: string;
  titleId: number | null;
  title: string | null;
  followBetCount: number;
  /** 1: the logged-in user follows this bettor's bets. */
  isFollowBet: number;
}

export interface UserBettingList {
  list: BettingReport[];
  /** Ask for the next page with it; null: this was the last page. */
  cursor: number | null;
  pageNum: number;
  pageSize: number;
  total: number;
  userTitle: UserTitleInfo | null;
}

export interface FollowBetState {
  userId: number;
  isFollowBet: number;
  followBetCount: number;
}

export interface ReportVotes {
  reportId: number;
  like: number;
  disLike: number;
  voteStatus: VoteStatusValue;
}

// ---------------------------------------------------------------------------------------------
// Parsers

const nullableString = (value: Json, path: string): string | null =>
  value === null || value === undefined || value === '' ? null : asString(value, path);

function asBetResult(value: Json, path: string): BetResult {
  const text = asString(value, path);
  if (!isBetResult(text)) throw new MalformedDataError(path, 'bet result', text);
  return text;
}

function asOddsType(value: Json, path: string): OddsTypeValue {
  const type = value === undefined || value === null ? OddsType.European : asNumber(value, path);
  if (!isOddsType(type)) throw new MalformedDataError(path, 'odds type 1 or 2', type);
  return type;
}

function asVoteStatus(value: Json, path: string): VoteStatusValue {
  const status = numberOr0(value, path);
  if (status !== 0 && status !== 1 && status !== 2) throw new MalformedDataError(path, 'vote status 0–2', status);
  return status;
}

function parseLeg(value: Json, path: string, ticketOddsType: OddsTypeValue): BetLeg {
  const row = asObject(value, path);
  const oddsType = row.oddsType === undefined ? ticketOddsType : asOddsType(row.oddsType, `${path}.oddsType`);
  const odds = asNumber(row.odds, `${path}.odds`);
  if (toEuropeanOdds(odds, oddsType) < 1) throw new MalformedDataError(`${path}.odds`, 'odds of their type', odds);
  return {
    matchId: asNumber(row.matchId, `${path}.matchId`),
    sportType: numberOr0(row.sportType, `${path}.sportType`),
    leagueName: stringOrEmpty(row.leagueName, `${path}.leagueName`),
    matchDate: numberOr0(row.matchDate, `${path}.matchDate`),
    homeName: asString(row.homeName, `${path}.homeName`),
    awayName: asString(row.awayName, `${path}.awayName`),
    market: numberOr0(row.bettingType, `${path}.bettingType`),
    selection: asString(row.pickLabel, `${path}.pickLabel`),
    line: numberOr0(row.line, `${path}.line`),
    odds: toEuropeanOdds(odds, oddsType),
    result: withDefault(asBetResult, 'waiting')(row.result, `${path}.result`),
  };
}

/**
 * A `betInfo` string as legs: a JSON list, at least one leg. Throws MalformedDataError for an
 * empty string, text that is not JSON, an empty list, or a leg without what a leg needs.
 */
export function parseBetInfo(value: Json, path: string, oddsType: OddsTypeValue = OddsType.European): BetLeg[] {
  const legs = asArray(asJsonString(value, path), path);
  if (legs.length === 0) throw new MalformedDataError(path, 'at least one bet', 'an empty list');
  return legs.map((leg, index) => parseLeg(leg, `${path}[${index}]`, oddsType));
}

/** A report; `field` is where its legs are: `betInfo` (ranking) or `betInfos` (betting list). */
function parseReport(value: Json, path: string, field: 'betInfo' | 'betInfos'): BettingReport {
  const row = asObject(value, path);
  const oddsType = asOddsType(row.oddsType, `${path}.oddsType`);
  let legs: BetLeg[] | null = null;
  let betInfoError: string | null = null;
  try {
    legs = parseBetInfo(row[field], `${path}.${field}`, oddsType);
  } catch (error) {
    if (!(error instanceof MalformedDataError)) throw error;
    betInfoError = error.message;
  }
  return {
    id: asNumber(row.id, `${path}.id`),
    userId: asNumber(row.userId, `${path}.userId`),
    stake: numberOr0(row.stake, `${path}.stake`),
    odds: toEuropeanOdds(numberOr0(row.odds, `${path}.odds`), oddsType),
    oddsType,
    betType: numberOr0(row.betType, `${path}.betType`),
    result: withDefault(asBetResult, 'waiting')(row.result, `${path}.result`),
    profit: numberOr0(row.profit, `${path}.profit`),
    createDate: asNumber(row.createDate, `${path}.createDate`),
    settledAt: nullableNumber(row.settledAt, `${path}.settledAt`),
    like: numberOr0(row.like, `${path}.like`),
    disLike: numberOr0(row.disLike, `${path}.disLike`),
    voteStatus: asVoteStatus(row.voteStatus, `${path}.voteStatus`),
    legs,
    betInfoError,
    matchList: withDefault(listDroppingBad(parseMatchSummary), [])(row.matchList, `${path}.matchList`),
  };
}

export const parseRankingReport = (value: Json, path: string): BettingReport => parseReport(value, path, 'betInfo');
export const parseBettingItem = (value: Json, path: string): BettingReport => parseReport(value, path, 'betInfos');

export function parseRankingEntry(value: Json, path: string): RankingEntry {
  const row = asObject(value, path);
  return {
    rank: asNumber(row.rank, `${path}.rank`),
    userId: asNumber(row.userId, `${path}.userId`),
    nickName: stringOrEmpty(row.nickName, `${path}.nickName`),
    headUrl: stringOrEmpty(row.headUrl, `${path}.headUrl`),
    titleId: nullableNumber(row.titleId, `${path}.titleId`),
    title: nullableString(row.title, `${path}.title`),
    profit: numberOr0(row.profit, `${path}.profit`),
    redCount: numberOr0(row.redCount, `${path}.redCount`),
    blackCount: numberOr0(row.blackCount, `${path}.blackCount`),
    hitRate: numberOr0(row.hitRate, `${path}.hitRate`),
    continuousRed: numberOr0(row.continuousRed, `${path}.continuousRed`),
    followBetCount: numberOr0(row.followBetCount, `${path}.followBetCount`),
    popularity: numberOr0(row.popularity, `${path}.popularity`),
    showMore: row.showMore === true || row.showMore === 1,
    bettingReportList: withDefault(listOf(parseRankingReport), [])(row.bettingReportList, `${path}.bettingReportList`),
  };
}

const entriesOr = withDefault(listOf(parseRankingEntry), []);

export function parseRankingDateItem(value: Json, path: string): RankingDate {
  const row = asObject(value, path);
  return {
    startDate: asNumber(row.startDate, `${path}.startDate`),
    endDate: asNumber(row.endDate, `${path}.endDate`),
    hidden: numberOr0(row.hidden, `${path}.hidden`),
    redRankingList: entriesOr(row.redRankingList, `${path}.redRankingList`),
    winRankingList: entriesOr(row.winRankingList, `${path}.winRankingList`),
    popularityRankingList: entriesOr(row.popularityRankingList, `${path}.popularityRankingList`),
  };
}

export const parseRankingDate = (data: Json): RankingDate => parseRankingDateItem(data, 'data');

export const parseRankingConfigList = (data: Json): RankingConfig[] =>
  listOf((value, path): RankingConfig => {
    const row = asObject(value, path);
    return {
      text: asString(row.text, `${path}.text`),
      rankingDateList: listOf(parseRankingDateItem)(row.rankingDateList, `${path}.rankingDateList`),
    };
  })(data, 'data');

function parseUserTitleInfo(value: Json, path: string): UserTitleInfo {
  const row = asObject(value, path);
  return {
    userId: asNumber(row.userId, `${path}.userId`),
    nickName: stringOrEmpty(row.nickName, `${path}.nickName`),
    headUrl: stringOrEmpty(row.headUrl, `${path}.headUrl`),
    titleId: nullableNumber(row.titleId, `${path}.titleId`),
    title: nullableString(row.title, `${path}.title`),
    followBetCount: numberOr0(row.followBetCount, `${path}.followBetCount`),
    isFollowBet: numberOr0(row.isFollowBet, `${path}.isFollowBet`),
  };
}

export function parseUserBettingList(data: Json): UserBettingList {
  const row = asObject(data, 'data');
  return {
    list: listOf(parseBettingItem)(row.list, 'data.list'),
    cursor: nullableNumber(row.cursor, 'data.cursor'),
    pageNum: numberOr0(row.pageNum, 'data.pageNum'),
    pageSize: numberOr0(row.pageSize, 'data.pageSize'),
    total: numberOr0(row.total, 'data.total'),
    userTitle: optional(parseUserTitleInfo)(row.userTitle, 'data.userTitle') ?? null,
  };
}

export function parseFollowBetState(data: Json): FollowBetState {
  const row = asObject(data, 'data');
  return {
    userId: asNumber(row.userId, 'data.userId'),
    isFollowBet: numberOr0(row.isFollowBet, 'data.isFollowBet'),
    followBetCount: numberOr0(row.followBetCount, 'data.followBetCount'),
  };
}

export function parseReportVotes(data: Json): ReportVotes {
  const row = asObject(data, 'data');
  return {
    reportId: asNumber(row.reportId, 'data.reportId'),
    like: numberOr0(row.like, 'data.like'),
    disLike: numberOr0(row.disLike, 'data.disLike'),
    voteStatus: asVoteStatus(row.voteStatus, 'data.voteStatus'),
  };
}
