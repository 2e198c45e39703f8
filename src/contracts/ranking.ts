/**
 * The user ranking answers ("User ranking", and the betting list; the calls: ranking-calls.ts)
 * with the field names, their parsers, and the
 * enumerations (bet results, odds types, bet type codes, sport types) with
 * their Chinese words. Shared by the app's ranking domain, the development server and the tests.
 * Parsers throw MalformedDataError — except for a report's `betInfo`/`betInfos`: one unreadable
 * string marks that report (`legs: null`, `betInfoError`), and the list still parses.
 */
import { asBetResult, legMatch } from './bet-result';
import { matchSummary, type MatchSummary } from './match';
import {
  asArray,
  asJsonString,
  asNumber,
  asString,
  blankOrNull,
  type Json,
  listDroppingBad,
  listOf,
  MalformedDataError,
  nullableNumber,
  numberOr0,
  optional,
  stringOrEmpty,
  withDefault,
} from './parse';
import { answer, object, withParts, type Infer, type ObjectOf, type Schema, type SentAs } from './schema';

/** The betting list's size, and the most entries a ranking list holds. */
export const BETTING_LIST_SIZE = 100;
/** Reports an entry of a ranking list carries (`showMore` when it has more). */
export const ENTRY_REPORTS = 3;

// ---------------------------------------------------------------------------------------------
// Enumerations, one table each (their words are the ranking domain's messages)

/** The ranking's lists. */
export const RankingType = { Red: 1, Win: 2, Popularity: 3 } as const;
export type RankingTypeValue = (typeof RankingType)[keyof typeof RankingType];
/** The field of a RankingDate that holds each list. */
export const RANKING_LIST_FIELD = {
  [RankingType.Red]: 'redRankingList',
  [RankingType.Win]: 'winRankingList',
  [RankingType.Popularity]: 'popularityRankingList',
} as const satisfies Record<RankingTypeValue, string>;

/** Odds types: 1 European (decimal, stake included), 2 Hong Kong (stake excluded). */
export const OddsType = { European: 1, HongKong: 2 } as const;
export type OddsTypeValue = (typeof OddsType)[keyof typeof OddsType];
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

/** Bet type codes: where in the sportsbook the bet was placed. */
export const BetType = { Today: 1, Early: 2, Multiple: 3, Rolling: 4, Collection: 5, Live: 6 } as const;

/** A leg's market (`bettingType` of betInfo): 1 win-draw-win or money line, 2 handicap, 3 totals. */
export const BetMarket = { Result: 1, Handicap: 2, Totals: 3 } as const;

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

// ---------------------------------------------------------------------------------------------
// Parsers

/** The odds type a bet was placed in; absent: European. */
const oddsType = withDefault((value: Json, path: string): OddsTypeValue => {
  const type = asNumber(value, path);
  if (!isOddsType(type)) throw new MalformedDataError(path, 'odds type 1 or 2', type);
  return type;
}, OddsType.European);

function asVoteStatus(value: Json, path: string): VoteStatusValue {
  const status = numberOr0(value, path);
  if (status !== 0 && status !== 1 && status !== 2) throw new MalformedDataError(path, 'vote status 0–2', status);
  return status;
}
const voteStatus = withParts(asVoteStatus, { absentOk: true as const });
/** A report's likes and dislikes, and the user's own vote (a report and a vote's answer). */
const votes = { like: numberOr0, disLike: numberOr0, voteStatus };

/** Who a bettor is, as a ranking entry and the betting list's `userTitle` show him. */
const bettor = {
  userId: asNumber,
  nickName: stringOrEmpty,
  headUrl: stringOrEmpty,
  titleId: nullableNumber,
  title: blankOrNull(asString),
};
/** The 跟单 switch: how many follow a bettor's bets, and (1) whether the logged-in user does. */
const followBet = { followBetCount: numberOr0, isFollowBet: numberOr0 };

/** A result the server has not sent is still to be decided. */
const resultOrWaiting = withDefault(asBetResult, 'waiting');

/** A leg as `betInfo` carries it (a JSON list of these); its odds type, absent, is the ticket's. */
const legWire = object({
  ...legMatch,
  sportType: numberOr0,
  matchDate: numberOr0,
  /** What was picked, in words: '曼城 -0.5', '大 2.5'. */
  pickLabel: asString,
  /** Handicap or total line; 0 for a result market. */
  line: numberOr0,
  /** In the leg's `oddsType`, else the report's. */
  odds: asNumber,
  oddsType: optional(oddsType),
  result: resultOrWaiting,
});
/** One leg of a bet as the server writes it into `betInfo`. */
export type BetInfoWire = Omit<Infer<typeof legWire>, 'oddsType' | 'result'> & { oddsType: number; result: string };

/** A leg, read: `bettingType` as `market`, `pickLabel` as `selection`, odds European whatever type they were placed in. */
export type BetLeg = Omit<Infer<typeof legWire>, 'bettingType' | 'pickLabel' | 'oddsType'> & {
  market: number;
  selection: string;
};

function parseLeg(value: Json, path: string, ticketOddsType: OddsTypeValue): BetLeg {
  const { bettingType, pickLabel, oddsType: legOddsType, odds, ...leg } = legWire(value, path);
  const european = toEuropeanOdds(odds, legOddsType ?? ticketOddsType);
  if (european < 1) throw new MalformedDataError(`${path}.odds`, 'odds of their type', odds);
  return { ...leg, market: bettingType, selection: pickLabel, odds: european };
}

/**
 * A `betInfo` string as legs: a JSON list, at least one leg. Throws MalformedDataError for an
 * empty string, text that is not JSON, an empty list, or a leg without what a leg needs.
 */
function parseBetInfo(value: Json, path: string, ticketOddsType: OddsTypeValue = OddsType.European): BetLeg[] {
  const legs = asArray(asJsonString(value, path), path);
  if (legs.length === 0) throw new MalformedDataError(path, 'at least one bet', 'an empty list');
  return legs.map((leg, index) => parseLeg(leg, `${path}[${index}]`, ticketOddsType));
}

const reportFields = {
  id: asNumber,
  userId: asNumber,
  stake: numberOr0,
  /** The ticket's odds, European whatever type it was placed in (converted below). */
  odds: numberOr0,
  /** The odds type the bet was placed in. */
  oddsType,
  /** BetType (1–6). */
  betType: numberOr0,
  result: resultOrWaiting,
  /** Money won (positive) or lost (negative); 0 until settled. */
  profit: numberOr0,
  createDate: asNumber,
  settledAt: nullableNumber,
  ...votes,
  /** The legs' matches, when the answer carries them (the betting list does). */
  matchList: withDefault(listDroppingBad(matchSummary), []),
};

/**
 * A report as the server sends it: odds in `oddsType`, its legs as `betInfo` (ranking lists) or
 * `betInfos` (the betting list, which also carries the legs' matches as `matchList`).
 */
export type BettingReportWire = Omit<ObjectOf<typeof reportFields>, 'matchList'> & {
  betInfo?: string;
  betInfos?: string;
  matchList?: MatchSummary[];
};

/** A betting report (a ticket a user shares), read: the ranking's `bettingReportList` and the betting list. */
export type BettingReport = ObjectOf<typeof reportFields> & {
  /** Parsed `betInfo`, odds European; null when it could not be read (the report then says 注单信息无法读取). */
  legs: BetLeg[] | null;
  /** Why `legs` is null: the parser's message, for the error report. */
  betInfoError: string | null;
};

/** A report; `field` is where its legs are: `betInfo` (ranking) or `betInfos` (betting list). */
function report(field: 'betInfo' | 'betInfos'): Schema<BettingReport> {
  const ticket = object({ ...reportFields, [field]: (value: Json) => value });
  return withParts(
    (value: Json, path: string): BettingReport => {
      const { [field]: betInfo, ...read } = ticket(value, path) as Infer<typeof ticket> & Record<string, Json>;
      let legs: BetLeg[] | null = null;
      let betInfoError: string | null = null;
      try {
        legs = parseBetInfo(betInfo, `${path}.${field}`, read.oddsType);
      } catch (error) {
        if (!(error instanceof MalformedDataError)) throw error;
        betInfoError = error.message;
      }
      return { ...read, odds: toEuropeanOdds(read.odds, read.oddsType), legs, betInfoError };
    },
    { inner: ticket },
  );
}

const parseRankingReport = report('betInfo');
const parseBettingItem = report('betInfos');

const rankingEntry = object({
  rank: asNumber,
  ...bettor,
  profit: numberOr0,
  redCount: numberOr0,
  blackCount: numberOr0,
  /** Percent, 0–100. */
  hitRate: numberOr0,
  continuousRed: numberOr0,
  followBetCount: numberOr0,
  popularity: numberOr0,
  showMore: (value: Json) => value === true || value === 1,
  bettingReportList: withDefault(listOf(parseRankingReport), []),
});
export type RankingEntry = Infer<typeof rankingEntry>;

const entries = withDefault(listOf(rankingEntry), []);
const rankingDateFields = {
  startDate: asNumber,
  /** Inclusive: the period's last millisecond. */
  endDate: asNumber,
  /** 1: a period the app does not show. */
  hidden: numberOr0,
  redRankingList: entries,
  winRankingList: entries,
  popularityRankingList: entries,
};
export type RankingDate = ObjectOf<typeof rankingDateFields>;
/** A ranking entry as the server sends it: its reports' legs as `betInfo` strings. */
export type RankingEntryWire = Omit<RankingEntry, 'bettingReportList'> & { bettingReportList: BettingReportWire[] };
type RankingListField = (typeof RANKING_LIST_FIELD)[RankingTypeValue];
export type RankingDateWire = Omit<RankingDate, RankingListField> & Record<RankingListField, RankingEntryWire[]>;
export const rankingDate: SentAs<RankingDate, RankingDateWire> = object(rankingDateFields);

/**
 * A period kind of the ranking config. Its lists are asked for with its `size` entries and its
 * `gamePlatforms` (the game ids whose bets they count); absent, the spec's 100 and every platform.
 */
const rankingConfig = object({
  /** The period kind's name: 周榜, 月榜. */
  text: asString,
  size: withDefault(asNumber, BETTING_LIST_SIZE),
  gamePlatforms: withDefault(listOf(asNumber), []),
  /** Newest first. */
  rankingDateList: listOf(rankingDate),
});
export type RankingConfig = Infer<typeof rankingConfig>;
export const rankingConfigList = listOf(rankingConfig);
export const parseRankingConfigList = answer(rankingConfigList);

/** Who a bettor is (the betting list's `userTitle`, with `title=1`). */
const userTitleInfo = object({ ...bettor, ...followBet });
export type UserTitleInfo = Infer<typeof userTitleInfo>;

const userBettingListFields = {
  list: listOf(parseBettingItem),
  /** Ask for the next page with it; null: this was the last page. */
  cursor: nullableNumber,
  pageNum: numberOr0,
  pageSize: numberOr0,
  total: numberOr0,
  userTitle: withDefault(userTitleInfo, null),
};
export type UserBettingList = ObjectOf<typeof userBettingListFields>;
/** The betting list as the server sends it: legs as `betInfos` strings, `userTitle` only when asked. */
export type UserBettingListWire = Omit<UserBettingList, 'list' | 'userTitle'> & {
  list: BettingReportWire[];
  userTitle?: UserTitleInfo;
};
export const userBettingList: SentAs<UserBettingList, UserBettingListWire> = object(userBettingListFields);

export const followBetState = object({ userId: asNumber, ...followBet });

export const reportVotes = object({ reportId: asNumber, ...votes });
