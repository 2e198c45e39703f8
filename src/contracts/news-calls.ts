/**
 * The tips (爆料) calls ("News"), each declared once: its path, method, parameters and answer
 * (the answers' shapes: news.ts). Paths the spec gives without a prefix are decided here (the
 * table is the contract): `sports/message/...` lives under `/api/forehead/sports/message/`,
 * `live/lottery/...` under `/api/forehead/live/`.
 */
import { getCall, postFormCall } from './http';
import {
  attentionResult,
  buyResult,
  CALL_DEFAULT_SIZE,
  comment,
  commentLike,
  commentPage,
  ExpertSort,
  LIST_PAGE_SIZE,
  listPage,
  NewsCode,
  lotteryApproval,
  ongoingMatch,
  expertProfile,
  reportCategory,
  SportsSource,
  tipDetail,
  tipFeedPage,
  tipMessage,
} from './news';
import { MAX_SPORT_TYPE, SportType } from './sports';
import { listOf } from './parse';
import {
  alwaysSent,
  flagParam,
  idempotencyKeyParam,
  idListParam,
  idParam,
  integerParam,
  optionalIdParam,
  pageParam,
  pageRequest,
  required,
  requiredFlag,
  sizeParam,
  textParam,
  withFallback,
} from './request';
import { ignored } from './schema';

/** Tips on a page of the app's lists; the calls' own default is CALL_DEFAULT_SIZE. */
const MAX_PAGE_SIZE = 50;
const listSize = (fallback: number) => sizeParam(fallback, MAX_PAGE_SIZE);
const pageOfList = (fallback: number) => pageRequest(fallback, MAX_PAGE_SIZE);
/** What a page of a tip's comments asks. */
const commentPageRequest = { messageId: idParam, ...pageOfList(LIST_PAGE_SIZE) };

/** Longest comment (characters) and most photos per comment the server takes. */
export const MAX_COMMENT_CHARS = 500;

export const NewsCalls = {
  /** sortType: ExpertSort (4 = my attentions, login). */
  professorList: getCall(
    '/api/forehead/live/professor/info',
    {
      ...pageOfList(CALL_DEFAULT_SIZE),
      sortType: alwaysSent(withFallback(integerParam(0, 4), ExpertSort.Popular)),
    },
    listPage(expertProfile),
  ),
  /**
   * Tips on sale: sportsIds (comma-separated match ids) narrows them to those matches; the answer
   * also names the sport types that have tips on sale (tipFeedPage's `sportsTypeList`).
   */
  messageFeed: getCall(
    '/api/forehead/sports/message/v2/info',
    {
      ...pageOfList(CALL_DEFAULT_SIZE),
      sportsType: alwaysSent(withFallback(integerParam(0, MAX_SPORT_TYPE), SportType.All)),
      sportsIds: idListParam('比赛'),
      blackReturnGold: alwaysSent(withFallback(flagParam, 0)),
      sportsSource: alwaysSent(withFallback(integerParam(0, 2), SportsSource.All)),
    },
    tipFeedPage,
  ),
  /** The tips the user bought, newest purchase first. */
  myOrders: postFormCall('/api/forehead/sports/message/v2/myOrder', pageOfList(LIST_PAGE_SIZE), listPage(tipMessage), {
    auth: 'login',
  }),
  professorDetail: getCall('/api/forehead/sports/message/v2/professor/info', { professorId: idParam }, expertProfile),
  /** isHistory 0 on sale, 1 settled; pages of 10 (page 1 replaces, later pages append). */
  professorTips: getCall(
    '/api/forehead/sports/message/v2/info/professor/sports',
    {
      professorId: idParam,
      isHistory: alwaysSent(withFallback(flagParam, 0)),
      page: alwaysSent(pageParam),
      size: listSize(LIST_PAGE_SIZE),
    },
    listPage(tipMessage),
  ),
  tipDetail: getCall('/api/forehead/sports/message/v2/info/detail', { id: idParam }, tipDetail),
  /**
   * The key names one purchase intent: the server keeps its first answer per (user, key)
   * and replays it, so a retry charges once.
   */
  buy: postFormCall(
    '/api/forehead/sports/message/v2/buy',
    { idempotencyKey: idempotencyKeyParam, messageId: idParam },
    buyResult,
    {
      auth: 'login',
      refusals: [NewsCode.InsufficientGold, NewsCode.AlreadyBought, NewsCode.NotForSale, NewsCode.KeyReused],
    },
  ),
  /** Matches being played that have tips on sale. */
  ongoingMatches: getCall('/api/forehead/sports/message/v2/select', {}, listOf(ongoingMatch)),
  /** isAttention 1 follow, 0 unfollow. */
  attention: postFormCall(
    '/api/forehead/sports/message/v2/attention',
    { professorId: idParam, isAttention: requiredFlag },
    attentionResult,
    { auth: 'login' },
  ),
  /** photos: comma-separated file ids; parentId: the comment replied to. */
  commentPublish: postFormCall(
    '/api/forehead/sports/message/comment/publish',
    {
      messageId: idParam,
      content: required(textParam, (key) => `${key} 应为 1 到 ${MAX_COMMENT_CHARS} 个字符`),
      photos: textParam,
      parentId: optionalIdParam,
    },
    comment,
    { auth: 'login', refusals: [NewsCode.CommentForbidden] },
  ),
  /** Top-level comments newest first, replies oldest first. */
  commentList: postFormCall('/api/forehead/sports/message/comment/list', commentPageRequest, commentPage),
  /** The user's own top-level comments on the tip. */
  myComments: postFormCall('/api/forehead/sports/message/comment/my/list', commentPageRequest, commentPage, {
    auth: 'login',
  }),
  /** isLiked 1 like, 0 take back. */
  commentLike: postFormCall(
    '/api/forehead/sports/message/comment/liked',
    { commentId: idParam, isLiked: alwaysSent(withFallback(flagParam, 1)) },
    commentLike,
    { auth: 'login' },
  ),
  reportCategories: postFormCall('/api/forehead/sports/message/comment/report/cate', {}, listOf(reportCategory)),
  /**
   * Reporting one comment twice is accepted once. With `roomId` (the live room's chat,
   * room-crowd.ts), `commentId` is a ChatLine's `id`; without, a comment's id.
   */
  reportAdd: postFormCall(
    '/api/forehead/live/chat/report/add',
    { cateId: idParam, content: textParam, roomId: optionalIdParam, commentId: required(textParam) },
    ignored,
    { auth: 'login' },
  ),
  /** The user's claim of their prizes and its review, with the prizes won. */
  lotteryApprovalInfo: postFormCall('/api/forehead/live/lottery/approval/info', {}, lotteryApproval, { auth: 'login' }),
  /**
   * Claims every prize not claimed yet (→ under review) with lottery-claim.ts's form, sent
   * once per key. The fields are checked by that rule (a refusal is NewsCode.ClaimInvalid with the
   * field's words, not a parameter error: the app shows them as the error toast); under review, or
   * nothing left to claim, is NewsCode.ApprovalLocked.
   */
  lotteryApprovalSubmit: postFormCall(
    '/api/forehead/live/lottery/approval/submitInfo',
    { realName: textParam, phone: textParam, address: textParam, idempotencyKey: idempotencyKeyParam },
    lotteryApproval,
    { auth: 'login', refusals: [NewsCode.ApprovalLocked, NewsCode.ClaimInvalid] },
  ),
} as const;
