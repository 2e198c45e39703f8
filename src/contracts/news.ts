/**
 * The tips (爆料) calls of spec section 7 ("News"), their answers and parsers: experts
 * ("professors"), tip messages, purchases with gold, orders, comments, the comment rule,
 * reports, lottery approval and user titles. Shared by the app's news domain, the development
 * server's news routes and the tests. Parsers throw MalformedDataError.
 *
 * Paths the spec gives without a prefix are decided here (the table is the contract):
 * `sports/message/...` lives under `/api/forehead/sports/message/`, `live/lottery/...` under
 * `/api/forehead/live/`.
 *
 * The paid part of a tip — the analysis (`sportsInfo`) and each selection's pick, line, odds
 * and pick label — is left out by the server (null) while the tip is on sale and the user has
 * not bought it. A free tip (goldPrice 0) and a settled tip show it to everyone: a settled
 * record is public, so anyone can check an expert's hit rate.
 */
import { getCall, postFormCall, type CallSpec } from './http';
import { parseMatchSummary, type MatchSummary } from './match';
import {
  asBoolean,
  asDate,
  asId,
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
  nullableString,
} from './parse';

export const NewsCalls = {
  /** GET `{ page (1), size (8), sortType }` → ProfessorPage. sortType: ExpertSort (4 = my attentions, login). */
  professorList: getCall('/api/forehead/live/professor/info'),
  /** GET `{ sportsType, page, size, sportsIds, blackReturnGold, sportsSource }` → TipPage (tips on sale). */
  messageFeed: getCall('/api/forehead/sports/message/v2/info'),
  /** Login. `{ page, size }` → TipPage: the tips the user bought, newest purchase first. */
  myOrders: postFormCall('/api/forehead/sports/message/v2/myOrder'),
  /** GET `{ professorId }` → Professor. */
  professorDetail: getCall('/api/forehead/sports/message/v2/professor/info'),
  /** GET `{ professorId, isHistory (0 on sale, 1 settled), page }` → TipPage of 10 (page 1 replaces, later pages append). */
  professorTips: getCall('/api/forehead/sports/message/v2/info/professor/sports'),
  /** GET `{ id }` → TipDetail. */
  tipDetail: getCall('/api/forehead/sports/message/v2/info/detail'),
  /**
   * Login. `{ messageId, idempotencyKey }` → BuyResult. The key names one purchase intent: the
   * server keeps its first answer per (user, key) and replays it, so a retry charges once.
   */
  buy: postFormCall('/api/forehead/sports/message/v2/buy'),
  /** GET → OngoingMatch[]: matches being played that have tips on sale. */
  ongoingMatches: getCall('/api/forehead/sports/message/v2/select'),
  /** Login. `{ professorId, isAttention (1 follow, 0 unfollow) }` → AttentionResult. */
  attention: postFormCall('/api/forehead/sports/message/v2/attention'),
  /** Login. `{ messageId, content, parentId?, photos? }` → TipComment (photos: comma-separated file ids). */
  commentPublish: postFormCall('/api/forehead/sports/message/comment/publish'),
  /** `{ messageId, page, size }` → CommentPage: top-level comments newest first, replies oldest first. */
  commentList: postFormCall('/api/forehead/sports/message/comment/list'),
  /** Login. `{ messageId, page, size }` → CommentPage: the user's own top-level comments on the tip. */
  myComments: postFormCall('/api/forehead/sports/message/comment/my/list'),
  /** Login. `{ commentId, isLiked (1 like, 0 take back) }` → CommentLike. */
  commentLike: postFormCall('/api/forehead/sports/message/comment/liked'),
  /** → ReportCategory[]. */
  reportCategories: postFormCall('/api/forehead/sports/message/comment/report/cate'),
  /** Login → CommentRule of the user. */
  commentRule: postFormCall('/api/forehead/user/chat/get/comment/rule'),
  /** Login. `{ commentId, cateId, content? }` → null. Reporting one comment twice is accepted once. */
  reportAdd: postFormCall('/api/forehead/live/chat/report/add'),
  /** Login → LotteryApproval: the user's lottery eligibility review. */
  lotteryApprovalInfo: postFormCall('/api/forehead/live/lottery/approval/info'),
  /** Login. `{ realName, phone, address }` → LotteryApproval (under review). */
  lotteryApprovalSubmit: postFormCall('/api/forehead/live/lottery/approval/submitInfo'),
} as const satisfies Record<string, CallSpec>;

/** Business codes of the news calls (spec 8: any other code is shown as the server's message). */
export const NewsCode = {
  /** Not enough gold: nothing was charged. */
  InsufficientGold: 30001,
  /** The user has bought this tip already (another tab, another intent): nothing was charged. */
  AlreadyBought: 30002,
  /** The tip is settled (or free): it is not sold. */
  NotForSale: 30003,
  /** The comment rule does not let this user comment (banned, thresholds). */
  CommentForbidden: 30004,
  /** An idempotency key reused for another tip. */
  KeyReused: 30005,
  /** The lottery approval is under review or approved: no new submission. */
  ApprovalLocked: 30006,
} as const;

/** `sortType` of professor/info: 0 followers (default), 1 hit rate, 2 current streak, 3 weekly return, 4 my attentions. */
export const ExpertSort = { Popular: 0, HitRate: 1, Streak: 2, WeeklyReturn: 3, MyAttentions: 4 } as const;
export type ExpertSortValue = (typeof ExpertSort)[keyof typeof ExpertSort];

/** `sportsType`: 0 every sport, 1 football, 2 basketball (spec 9's sport type enumeration). */
export const SportsType = { All: 0, Football: 1, Basketball: 2 } as const;
export type SportsTypeValue = (typeof SportsType)[keyof typeof SportsType];

/** `sportsSource`: 0 every tip, 1 the platform's own experts, 2 third-party (isTripartite) tips. */
export const SportsSource = { All: 0, Own: 1, Tripartite: 2 } as const;

/** Lottery approval status: 0 not submitted, 1 under review, 2 approved, 3 rejected. */
export const ApprovalStatus = { None: 0, Pending: 1, Approved: 2, Rejected: 3 } as const;

/** Bet results (spec section 4), handicap halves included. */
export const BET_RESULTS = [
  'confirm',
  'lose',
  'win',
  'cancel',
  'draw',
  'failure',
  'waiting',
  'winHalf',
  'loseHalf',
] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** Page sizes: a call's default is 8 (spec 9), the app asks for pages of 10. */
export const CALL_DEFAULT_SIZE = 8;
export const LIST_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Answers

/** Spec "Expert detail", with the person list's hotStatus and messageInfoCount. */
export interface Professor {
  id: number;
  name: string;
  tag: string;
  /** Avatar file id. */
  profile: string;
  introduction: string;
  /** 1 football, 2 basketball. */
  sportsType: number;
  /** Settled tips counted (pushes and cancellations left out). */
  sportsSession: number;
  hitPercents: number;
  /** 近10中7 */
  hitSession: string;
  /** The last ten settled results, newest first. */
  tenHistory: BetResult[];
  tenWin: number;
  weekRateReturn: number;
  longestWin: number;
  winContinuous: number;
  /** Followers. */
  attention: number;
  isAttention: number;
  /** Tips of this expert the user has bought. */
  ordered: number;
  /** 1 when the user has bought one of the expert's tips still on sale. */
  subscribed: number;
  hotStatus: number;
  /** Tips on sale. */
  messageInfoCount: number;
}

/** Spec "Lists of persons, attentions, gods". */
export interface ListPage<T> {
  list: T[];
  isLastPage: boolean;
  pageSize: number;
  pageNum: number;
  total: number;
}

export type ProfessorPage = ListPage<Professor>;

/** The expert as a tip shows him. */
export interface ProfessorBrief {
  id: number;
  name: string;
  profile: string;
  tag: string;
  hitSession: string;
  winContinuous: number;
  attention: number;
}

/** One match of a tip (`messageMatchList`); the pick part is null while the tip is locked. */
export interface TipSelection {
  matchId: number;
  /** 'football' | 'basketball' */
  sport: string;
  competitionId: number;
  leagueName: string;
  matchDate: number;
  homeId: number;
  awayId: number;
  homeName: string;
  awayName: string;
  bettingType: number;
  pick: string | null;
  line: number | null;
  odds: number | null;
  pickLabel: string | null;
  result: BetResult;
}

/** Spec "Tip message", with the sport, the settlement time and the expert. */
export interface TipMessage {
  id: number;
  professorId: number;
  sportsType: number;
  bettingType: number;
  sportsTitle: string;
  /** The analysis: null while locked. */
  sportsInfo: string | null;
  sportsPlay: string;
  tag: string;
  messageMatchList: TipSelection[];
  result: BetResult;
  goldPrice: number;
  openBackGold: number;
  returnGoldPercentage: number;
  readCount: number;
  commentCount: number;
  isHot: number;
  isTripartite: number;
  publishTime: number;
  yieldRate: number;
  isAttention: number;
  isBuy: number;
  payTime: number | null;
  settledAt: number | null;
  professor: ProfessorBrief;
}

export type TipPage = ListPage<TipMessage>;

/** v2/info/detail: the tip and its matches as the match layer shows them. */
export interface TipDetail extends TipMessage {
  matches: MatchSummary[];
}

export interface BuyResult {
  messageId: number;
  isBuy: number;
  payTime: number;
  /** The user's gold after the purchase. */
  balance: number;
  /** The tip with its paid part. */
  message: TipMessage;
}

export interface AttentionResult {
  professorId: number;
  isAttention: number;
  attention: number;
}

export interface OngoingMatch {
  match: MatchSummary;
  /** Tips on sale on this match. */
  tipCount: number;
}

/** Spec "Comment". */
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

export type CommentPage = ListPage<TipComment>;

export interface CommentLike {
  commentId: number;
  likeCount: number;
  isLiked: boolean;
}

/** Spec "Comment rule". */
export interface CommentRule {
  isAvailable: boolean;
  rechargeLimitRule: {
    rechargeCurrentVal: number;
    rechargeLimitIsAccord: boolean;
    rechargeLimitText: string;
    rechargeLimitVal: number;
  };
  vipCurrentVal: number;
  vipLimitIsAccord: boolean;
  vipLimitText: string;
  vipLimitVal: number;
  isBan: boolean;
  banText: string;
}

export interface ReportCategory {
  id: number;
  name: string;
}

export interface LotteryApproval {
  status: number;
  realName: string;
  phone: string;
  address: string;
  submitTime: number | null;
  reviewTime: number | null;
  /** Why it was rejected. */
  remark: string;
}

// ---------------------------------------------------------------------------------------------
// Parsers

const nullableNumber = (value: Json, path: string): number | null =>
  value === null || value === undefined || value === '' ? null : asNumber(value, path);
const flag = (value: Json, path: string): number => (withDefault(asBoolean, false)(value, path) ? 1 : 0);

export function asBetResult(value: Json, path: string): BetResult {
  const text = asString(value, path);
  if (!(BET_RESULTS as readonly string[]).includes(text)) throw new MalformedDataError(path, 'bet result', text);
  return text as BetResult;
}

function parseListPage<T>(read: (value: Json, path: string) => T) {
  return (data: Json): ListPage<T> => {
    const row = asObject(data, 'data');
    return {
      // One unreadable row (a tip, a comment, an expert) is dropped and reported, not the page.
      list: listDroppingBad(read)(row.list, 'data.list'),
      isLastPage: row.isLastPage === true || row.isLastPage === 1 || row.isLastPage === '1',
      pageSize: asNumber(row.pageSize, 'data.pageSize'),
      pageNum: asNumber(row.pageNum, 'data.pageNum'),
      total: numberOr0(row.total, 'data.total'),
    };
  };
}

export function parseProfessor(value: Json, path: string): Professor {
  const row = asObject(value, path);
  return {
    id: asNumber(row.id, `${path}.id`),
    name: asString(row.name, `${path}.name`),
    tag: stringOrEmpty(row.tag, `${path}.tag`),
    profile: stringOrEmpty(row.profile, `${path}.profile`),
    introduction: stringOrEmpty(row.introduction, `${path}.introduction`),
    sportsType: numberOr0(row.sportsType, `${path}.sportsType`),
    sportsSession: numberOr0(row.sportsSession, `${path}.sportsSession`),
    hitPercents: numberOr0(row.hitPercents, `${path}.hitPercents`),
    hitSession: stringOrEmpty(row.hitSession, `${path}.hitSession`),
    tenHistory: withDefault(listOf(asBetResult), [])(row.tenHistory, `${path}.tenHistory`),
    tenWin: numberOr0(row.tenWin, `${path}.tenWin`),
    weekRateReturn: numberOr0(row.weekRateReturn, `${path}.weekRateReturn`),
    longestWin: numberOr0(row.longestWin, `${path}.longestWin`),
    winContinuous: numberOr0(row.winContinuous, `${path}.winContinuous`),
    attention: numberOr0(row.attention, `${path}.attention`),
    isAttention: flag(row.isAttention, `${path}.isAttention`),
    ordered: numberOr0(row.ordered, `${path}.ordered`),
    subscribed: flag(row.subscribed, `${path}.subscribed`),
    hotStatus: flag(row.hotStatus, `${path}.hotStatus`),
    messageInfoCount: numberOr0(row.messageInfoCount, `${path}.messageInfoCount`),
  };
}

export const parseProfessorPage = parseListPage(parseProfessor);
export const parseProfessorDetail = (data: Json): Professor => parseProfessor(data, 'data');

function parseProfessorBrief(value: Json, path: string): ProfessorBrief {
  const row = asObject(value, path);
  return {
    id: asNumber(row.id, `${path}.id`),
    name: asString(row.name, `${path}.name`),
    profile: stringOrEmpty(row.profile, `${path}.profile`),
    tag: stringOrEmpty(row.tag, `${path}.tag`),
    hitSession: stringOrEmpty(row.hitSession, `${path}.hitSession`),
    winContinuous: numberOr0(row.winContinuous, `${path}.winContinuous`),
    attention: numberOr0(row.attention, `${path}.attention`),
  };
}

export function parseTipSelection(value: Json, path: string): TipSelection {
  const row = asObject(value, path);
  return {
    matchId: asNumber(row.matchId, `${path}.matchId`),
    sport: asString(row.sport, `${path}.sport`),
    competitionId: numberOr0(row.competitionId, `${path}.competitionId`),
    leagueName: stringOrEmpty(row.leagueName, `${path}.leagueName`),
    matchDate: asNumber(row.matchDate, `${path}.matchDate`),
    homeId: numberOr0(row.homeId, `${path}.homeId`),
    awayId: numberOr0(row.awayId, `${path}.awayId`),
    homeName: asString(row.homeName, `${path}.homeName`),
    awayName: asString(row.awayName, `${path}.awayName`),
    bettingType: numberOr0(row.bettingType, `${path}.bettingType`),
    pick: nullableString(row.pick, `${path}.pick`),
    line: nullableNumber(row.line, `${path}.line`),
    odds: nullableNumber(row.odds, `${path}.odds`),
    pickLabel: nullableString(row.pickLabel, `${path}.pickLabel`),
    result: asBetResult(row.result, `${path}.result`),
  };
}

export function parseTipMessage(value: Json, path: string): TipMessage {
  const row = asObject(value, path);
  return {
    id: asId(row.id, `${path}.id`),
    professorId: asNumber(row.professorId, `${path}.professorId`),
    sportsType: numberOr0(row.sportsType, `${path}.sportsType`),
    bettingType: numberOr0(row.bettingType, `${path}.bettingType`),
    sportsTitle: asString(row.sportsTitle, `${path}.sportsTitle`),
    sportsInfo: nullableString(row.sportsInfo, `${path}.sportsInfo`),
    sportsPlay: stringOrEmpty(row.sportsPlay, `${path}.sportsPlay`),
    tag: stringOrEmpty(row.tag, `${path}.tag`),
    messageMatchList: listOf(parseTipSelection)(row.messageMatchList, `${path}.messageMatchList`),
    result: asBetResult(row.result, `${path}.result`),
    goldPrice: numberOr0(row.goldPrice, `${path}.goldPrice`),
    openBackGold: flag(row.openBackGold, `${path}.openBackGold`),
    returnGoldPercentage: numberOr0(row.returnGoldPercentage, `${path}.returnGoldPercentage`),
    readCount: numberOr0(row.readCount, `${path}.readCount`),
    commentCount: numberOr0(row.commentCount, `${path}.commentCount`),
    isHot: flag(row.isHot, `${path}.isHot`),
    isTripartite: flag(row.isTripartite, `${path}.isTripartite`),
    publishTime: asDate(row.publishTime, `${path}.publishTime`),
    yieldRate: numberOr0(row.yieldRate, `${path}.yieldRate`),
    isAttention: flag(row.isAttention, `${path}.isAttention`),
    isBuy: flag(row.isBuy, `${path}.isBuy`),
    payTime: nullableNumber(row.payTime, `${path}.payTime`),
    settledAt: nullableNumber(row.settledAt, `${path}.settledAt`),
    professor: parseProfessorBrief(row.professor, `${path}.professor`),
  };
}

export const parseTipPage = parseListPage(parseTipMessage);

export function parseTipDetail(data: Json): TipDetail {
  const row = asObject(data, 'data');
  return {
    ...parseTipMessage(data, 'data'),
    matches: withDefault(listDroppingBad(parseMatchSummary), [])(row.matches, 'data.matches'),
  };
}

export function parseBuyResult(data: Json): BuyResult {
  const row = asObject(data, 'data');
  return {
    messageId: asNumber(row.messageId, 'data.messageId'),
    isBuy: flag(row.isBuy, 'data.isBuy'),
    payTime: asNumber(row.payTime, 'data.payTime'),
    balance: asNumber(row.balance, 'data.balance'),
    message: parseTipMessage(row.message, 'data.message'),
  };
}

export function parseAttentionResult(data: Json): AttentionResult {
  const row = asObject(data, 'data');
  return {
    professorId: asNumber(row.professorId, 'data.professorId'),
    isAttention: flag(row.isAttention, 'data.isAttention'),
    attention: asNumber(row.attention, 'data.attention'),
  };
}

export const parseOngoingMatches = (data: Json): OngoingMatch[] =>
  listOf((value, path): OngoingMatch => {
    const row = asObject(value, path);
    return {
      match: parseMatchSummary(row.match, `${path}.match`),
      tipCount: numberOr0(row.tipCount, `${path}.tipCount`),
    };
  })(data, 'data');

/** "a,b" → ['a', 'b']; '' → []. */
export function splitPhotos(value: Json, path: string): string[] {
  if (Array.isArray(value)) return listOf(asString)(value, path);
  return stringOrEmpty(value, path)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function parseComment(value: Json, path: string): TipComment {
  const row = asObject(value, path);
  const nickName = row.nickName ?? row.username;
  return {
    id: asId(row.id, `${path}.id`),
    messageId: numberOr0(row.messageId, `${path}.messageId`),
    parentId: nullableNumber(row.parentId, `${path}.parentId`),
    userId: stringOrEmpty(row.userId, `${path}.userId`),
    nickName: asString(nickName, `${path}.nickName`),
    headUrl: stringOrEmpty(row.headUrl, `${path}.headUrl`),
    content: stringOrEmpty(row.content, `${path}.content`),
    photos: splitPhotos(row.photos, `${path}.photos`),
    likeCount: numberOr0(row.likeCount, `${path}.likeCount`),
    isLiked: withDefault(asBoolean, false)(row.isLiked, `${path}.isLiked`),
    createDate: asDate(row.createDate, `${path}.createDate`),
    titleId: nullableNumber(row.titleId, `${path}.titleId`),
    subComments: withDefault(listDroppingBad(parseComment), [])(row.subComments, `${path}.subComments`),
  };
}

export const parseCommentPage = parseListPage(parseComment);
export const parsePublishedComment = (data: Json): TipComment => parseComment(data, 'data');

export function parseCommentLike(data: Json): CommentLike {
  const row = asObject(data, 'data');
  return {
    commentId: asNumber(row.commentId, 'data.commentId'),
    likeCount: asNumber(row.likeCount, 'data.likeCount'),
    isLiked: asBoolean(row.isLiked, 'data.isLiked'),
  };
}

export function parseCommentRule(data: Json): CommentRule {
  const row = asObject(data, 'data');
  const recharge = asObject(row.rechargeLimitRule, 'data.rechargeLimitRule');
  const bool = (value: Json, path: string) => withDefault(asBoolean, false)(value, path);
  return {
    isAvailable: asBoolean(row.isAvailable, 'data.isAvailable'),
    rechargeLimitRule: {
      rechargeCurrentVal: numberOr0(recharge.rechargeCurrentVal, 'data.rechargeLimitRule.rechargeCurrentVal'),
      rechargeLimitIsAccord: bool(recharge.rechargeLimitIsAccord, 'data.rechargeLimitRule.rechargeLimitIsAccord'),
      rechargeLimitText: stringOrEmpty(recharge.rechargeLimitText, 'data.rechargeLimitRule.rechargeLimitText'),
      rechargeLimitVal: numberOr0(recharge.rechargeLimitVal, 'data.rechargeLimitRule.rechargeLimitVal'),
    },
    vipCurrentVal: numberOr0(row.vipCurrentVal, 'data.vipCurrentVal'),
    vipLimitIsAccord: bool(row.vipLimitIsAccord, 'data.vipLimitIsAccord'),
    vipLimitText: stringOrEmpty(row.vipLimitText, 'data.vipLimitText'),
    vipLimitVal: numberOr0(row.vipLimitVal, 'data.vipLimitVal'),
    isBan: bool(row.isBan, 'data.isBan'),
    banText: stringOrEmpty(row.banText, 'data.banText'),
  };
}

function parseNamedItem(value: Json, path: string): { id: number; name: string } {
  const row = asObject(value, path);
  return { id: asNumber(row.id, `${path}.id`), name: asString(row.name, `${path}.name`) };
}

export const parseReportCategories = (data: Json): ReportCategory[] => listOf(parseNamedItem)(data, 'data');

export function parseLotteryApproval(data: Json): LotteryApproval {
  const row = asObject(data, 'data');
  return {
    status: asNumber(row.status, 'data.status'),
    realName: stringOrEmpty(row.realName, 'data.realName'),
    phone: stringOrEmpty(row.phone, 'data.phone'),
    address: stringOrEmpty(row.address, 'data.address'),
    submitTime: nullableNumber(row.submitTime, 'data.submitTime'),
    reviewTime: nullableNumber(row.reviewTime, 'data.reviewTime'),
    remark: stringOrEmpty(row.remark, 'data.remark'),
  };
}
