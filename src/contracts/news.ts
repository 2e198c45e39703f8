/**
 * The tips (爆料) answers ("News") and their parsers — the calls are news-calls.ts's: experts
 * ("professors"), tip messages, purchases with gold, orders, comments, reports and lottery
 * approval. The comment rule the comments obey is comment-rule.ts's (the live room's chat obeys it too). Shared by the app's news domain, the development
 * server's news routes and the tests. Parsers throw MalformedDataError.
 *
 * The paid part of a tip — the analysis (`sportsInfo`) and each selection's pick, line, odds
 * and pick label — is left out by the server (null) while the tip is on sale and the user has
 * not bought it. A free tip (goldPrice 0) and a settled tip show it to everyone: a settled
 * record is public, so anyone can check an expert's hit rate.
 */
import { asBetResult, legMatch } from './bet-result';
import { CommentRuleCode } from './comment-rule';
import { matchSummary } from './match';
import {
  asBoolean,
  asDate,
  asId,
  asNumber,
  asString,
  blankOrNull,
  booleanOrFalse,
  type Json,
  listDroppingBad,
  listOf,
  nullableString,
  numberOr0,
  stringOrEmpty,
  withDefault,
} from './parse';
import { answer, derive, lazy, object, type Infer, type Read, type Schema } from './schema';

/** Business codes of the news calls (any other code is shown as the server's message). */
export const NewsCode = {
  /** Not enough gold: nothing was charged. */
  InsufficientGold: 30001,
  /** The user has bought this tip already (another tab, another intent): nothing was charged. */
  AlreadyBought: 30002,
  /** The tip is settled (or free): it is not sold. */
  NotForSale: 30003,
  /** The comment rule does not let this user comment (banned, thresholds): comment-rule.ts's code. */
  CommentForbidden: CommentRuleCode.Forbidden,
  /** An idempotency key reused for another tip. */
  KeyReused: 30005,
  /** The lottery approval is under review, or the user has no prize left to claim: no new submission. */
  ApprovalLocked: 30006,
  /** A field of the lottery approval's form breaks lottery-claim.ts's rule: the message names it. */
  ClaimInvalid: 30007,
} as const;

/** `sortType` of professor/info: 0 followers (default), 1 hit rate, 2 current streak, 3 weekly return, 4 my attentions. */
export const ExpertSort = { Popular: 0, HitRate: 1, Streak: 2, WeeklyReturn: 3, MyAttentions: 4 } as const;
export type ExpertSortValue = (typeof ExpertSort)[keyof typeof ExpertSort];

/** `sportsSource`: 0 every tip, 1 the platform's own experts, 2 third-party (isTripartite) tips. */
export const SportsSource = { All: 0, Own: 1, Tripartite: 2 } as const;

/** Lottery approval status: 0 not submitted, 1 under review, 2 approved, 3 rejected. */
export const ApprovalStatus = { None: 0, Pending: 1, Approved: 2, Rejected: 3 } as const;
/** A prize's claim (LotteryWin `claimStatus`, ours): 0 to claim, 1 claimed and under review, 2 claimed and paid. */
export const ClaimStatus = { Unclaimed: 0, Reviewing: 1, Paid: 2 } as const;

/** Page sizes: a call's default is 8, the app asks for pages of 10. */
export const CALL_DEFAULT_SIZE = 8;
export const LIST_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Answers

/** 0 or 1 on the wire as booleans or numbers; absent is 0. */
const flag = derive(booleanOrFalse, (on): number => (on ? 1 : 0));
/** Numbers the server blanks with '' when it has none. */
const blankNumber = blankOrNull(asNumber);

/** Spec "Lists of persons, attentions, gods". */
export interface ListPage<T> {
  list: T[];
  isLastPage: boolean;
  pageSize: number;
  pageNum: number;
  total: number;
}

/** A page of a list; one unreadable row (a tip, a comment, an expert) is dropped and reported, not the page. */
const listPageFields = <T>(item: Read<T>) => ({
  list: listDroppingBad(item),
  isLastPage: (value: Json) => value === true || value === 1 || value === '1',
  pageSize: asNumber,
  pageNum: asNumber,
  total: numberOr0,
});
export const listPage = <T>(item: Read<T>): Schema<ListPage<T>> => object(listPageFields(item));

/** The expert as a tip shows him; the expert's page and the lists show more. */
const expertBriefFields = {
  id: asNumber,
  name: asString,
  /** Avatar file id. */
  profile: stringOrEmpty,
  tag: stringOrEmpty,
  /** 近10中7 */
  hitSession: stringOrEmpty,
  winContinuous: numberOr0,
  /** Followers. */
  attention: numberOr0,
};

/** Spec "Expert detail", with the person list's hotStatus and messageInfoCount. */
export const expertProfile = object({
  ...expertBriefFields,
  introduction: stringOrEmpty,
  /** 1 football, 2 basketball. */
  sportsType: numberOr0,
  /** Settled tips counted (pushes and cancellations left out). */
  sportsSession: numberOr0,
  hitPercents: numberOr0,
  /** The last ten settled results, newest first. */
  tenHistory: withDefault(listOf(asBetResult), []),
  tenWin: numberOr0,
  weekRateReturn: numberOr0,
  longestWin: numberOr0,
  isAttention: flag,
  /** Tips of this expert the user has bought. */
  ordered: numberOr0,
  /** 1 when the user has bought one of the expert's tips still on sale. */
  subscribed: flag,
  hotStatus: flag,
  /** Tips on sale. */
  messageInfoCount: numberOr0,
});
export type ExpertProfile = Infer<typeof expertProfile>;
export const parseExpertProfile = answer(expertProfile);

const expertBrief = object(expertBriefFields);
export type ExpertBrief = Infer<typeof expertBrief>;

/** One match of a tip (`messageMatchList`); the pick part is null while the tip is locked. */
export const tipSelection = object({
  ...legMatch,
  /** 'football' | 'basketball' */
  sport: asString,
  competitionId: numberOr0,
  matchDate: asNumber,
  homeId: numberOr0,
  awayId: numberOr0,
  pick: nullableString,
  line: blankNumber,
  odds: blankNumber,
  pickLabel: nullableString,
  result: asBetResult,
});
export type TipSelection = Infer<typeof tipSelection>;

/** Spec "Tip message", with the sport, the settlement time and the expert. */
const tipFields = {
  id: asId,
  professorId: asNumber,
  sportsType: numberOr0,
  bettingType: numberOr0,
  sportsTitle: asString,
  /** The analysis: null while locked. */
  sportsInfo: nullableString,
  sportsPlay: stringOrEmpty,
  tag: stringOrEmpty,
  messageMatchList: listOf(tipSelection),
  result: asBetResult,
  goldPrice: numberOr0,
  openBackGold: flag,
  returnGoldPercentage: numberOr0,
  readCount: numberOr0,
  commentCount: numberOr0,
  isHot: flag,
  isTripartite: flag,
  publishTime: asDate,
  yieldRate: numberOr0,
  isAttention: flag,
  isBuy: flag,
  payTime: blankNumber,
  settledAt: blankNumber,
  professor: expertBrief,
};
export const tipMessage = object(tipFields);
export type TipMessage = Infer<typeof tipMessage>;

/**
 * The feed's page, with `sportsTypeList`: the sport types (sports.ts) that have tips on sale
 * whatever the page's filters, so the feed's switch offers those — the spec's "sports type list"
 * as the backend knows it today. Optional (our reading: the spec names no field that says it):
 * absent is null, and the switch offers football and basketball.
 */
export const tipFeedPage = object({
  ...listPageFields(tipMessage),
  sportsTypeList: withDefault(listOf(asNumber), null),
});

/** v2/info/detail: the tip and its matches as the match layer shows them. */
export const tipDetail = object({ ...tipFields, matches: withDefault(listDroppingBad(matchSummary), []) });
export type TipDetail = Infer<typeof tipDetail>;

export const buyResult = object({
  messageId: asNumber,
  isBuy: flag,
  payTime: asNumber,
  /** The user's gold after the purchase. */
  balance: asNumber,
  /** The tip with its paid part. */
  message: tipMessage,
});
export type BuyResult = Infer<typeof buyResult>;

export const attentionResult = object({ professorId: asNumber, isAttention: flag, attention: asNumber });

export const ongoingMatch = object({
  match: matchSummary,
  /** Tips on sale on this match. */
  tipCount: numberOr0,
});
export type OngoingMatch = Infer<typeof ongoingMatch>;

/** "a,b" → ['a', 'b']; '' → []. */
export function splitPhotos(value: Json, path: string): string[] {
  if (Array.isArray(value)) return listOf(asString)(value, path);
  return stringOrEmpty(value, path)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Spec "Comment" (declared by hand: a comment holds its replies). */
export interface TipComment {
  id: number;
  messageId: number;
  parentId: number | null;
  userId: string;
  /** `nickName`, or `username` when the server sends that. */
  nickName: string;
  headUrl: string;
  content: string;
  /** File ids (the wire has them comma-separated). */
  photos: string[];
  likeCount: number;
  isLiked: boolean;
  createDate: number;
  /** A title id of title/list/all, or null. */
  titleId: number | null;
  subComments: TipComment[];
}

/** A comment; `username` stands in for an absent `nickName`. */
export const comment: Schema<TipComment> = derive(
  object({
    id: asId,
    messageId: numberOr0,
    parentId: blankNumber,
    userId: stringOrEmpty,
    nickName: nullableString,
    /** Read only when `nickName` is absent. */
    username: (value: Json): Json => value,
    headUrl: stringOrEmpty,
    content: stringOrEmpty,
    photos: splitPhotos,
    likeCount: numberOr0,
    isLiked: booleanOrFalse,
    createDate: asDate,
    titleId: blankNumber,
    subComments: withDefault(listDroppingBad(lazy(() => comment)), []),
  }),
  ({ nickName, username, ...row }, path): TipComment => ({
    ...row,
    nickName: nickName ?? asString(username, `${path}.nickName`),
  }),
);
export type CommentPage = ListPage<TipComment>;
export const commentPage = listPage(comment);

export const commentLike = object({ commentId: asNumber, likeCount: asNumber, isLiked: asBoolean });

export const reportCategory = object({ id: asNumber, name: asString });
export type ReportCategory = Infer<typeof reportCategory>;

/** One red-envelope win: credited once per user and lottery. */
const lotteryWin = object({
  lotteryId: asNumber,
  roomId: asNumber,
  hostName: stringOrEmpty,
  /** 元. */
  amount: asNumber,
  /** Server ms of the draw. */
  drawnAt: asNumber,
  /** ClaimStatus; a backend that leaves it out means the prize is still to claim. */
  claimStatus: withDefault(asNumber, ClaimStatus.Unclaimed),
});
export type LotteryWin = Infer<typeof lotteryWin>;

export const lotteryApproval = object({
  status: asNumber,
  realName: stringOrEmpty,
  phone: stringOrEmpty,
  address: stringOrEmpty,
  submitTime: blankNumber,
  reviewTime: blankNumber,
  /** Why it was rejected. */
  remark: stringOrEmpty,
  /**
   * The red envelopes the user won in live rooms (room-crowd.ts's lottery, our extension), newest
   * first; absent is none. 领奖审核 shows them.
   */
  wins: withDefault(listOf(lotteryWin), []),
});
export type LotteryApproval = Infer<typeof lotteryApproval>;
