/**
 * The news domain's calls (and the gold balance of "System"): one plain
 * typed function per endpoint, over the one HTTP client. Answers are parsed here, once, by the
 * contract's parsers. No React and no domain store: actions call these; the calls that read
 * matches (`liveMatchList`) also seed the match layer's live-match store.
 */
import { LIST_PAGE_SIZE, NewsCode, SportsSource, type AttentionResult, type BuyResult, type CommentLike, type CommentPage, type ExpertSortValue, type LotteryApproval, type OngoingMatch, type ExpertProfile, type ExpertProfilePage, type ReportCategory, type TipComment, type TipDetail, type TipFeedPage, type TipPage } from '../../../contracts/news';
import type { LotteryClaimForm } from '../../../contracts/lottery-claim';
import { NewsCalls } from '../../../contracts/news-calls';
import { UserTitleCalls, type UserTitle } from '../../../contracts/user-titles';
import { fetchGoldBalance as fetchSystemGoldBalance } from '../../../platform/config/gold-account-api';
import { callApi, type CallOptions } from '../../../platform/http/http-client';
import { liveMatchList } from '../../match/api/live-match-list';

/** The news calls' business codes (contracts/news.ts): the app handles them, monitoring hears of other codes only. */
const NEWS_CODES: readonly number[] = Object.values(NewsCode);
const withNewsCodes = (options?: CallOptions): CallOptions => ({ ...options, knownCodes: NEWS_CODES });

export const fetchExperts = (
  query: { page: number; size?: number; sortType: ExpertSortValue },
  options?: CallOptions,
): Promise<ExpertProfilePage> =>
  callApi(NewsCalls.professorList, { page: query.page, size: query.size ?? LIST_PAGE_SIZE, sortType: query.sortType }, options);

export interface FeedQuery {
  /** 0 every sport, else a sport type of the sports list (contracts/sports.ts). */
  sportsType: number;
  /** Only 不中退 tips. */
  returnOnly: boolean;
  /** Only tips on these matches (the ongoing-match selector). */
  matchIds: readonly number[];
}

export const fetchTipFeed = (query: FeedQuery, page: number, options?: CallOptions): Promise<TipFeedPage> =>
  callApi(
    NewsCalls.messageFeed,
    {
      sportsType: query.sportsType,
      page,
      size: LIST_PAGE_SIZE,
      sportsIds: query.matchIds.length > 0 ? query.matchIds.join(',') : undefined,
      blackReturnGold: query.returnOnly ? 1 : 0,
      // Every tip: the platform's own experts' and third-party ones (the feed marks the latter).
      sportsSource: SportsSource.All,
    },
      options,
  );

export const fetchExpert = (professorId: number, options?: CallOptions): Promise<ExpertProfile> =>
  callApi(NewsCalls.professorDetail, { professorId }, options);

export const fetchExpertTips = (
  query: { professorId: number; isHistory: boolean; page: number },
  options?: CallOptions,
): Promise<TipPage> =>
  callApi(
    NewsCalls.professorTips,
    { professorId: query.professorId, isHistory: query.isHistory ? 1 : 0, page: query.page },
      options,
  );

export const fetchTipDetail = liveMatchList(
  (id: number, options?: CallOptions): Promise<TipDetail> =>
    callApi(NewsCalls.tipDetail, { id }, options),
  (tip) => tip.matches,
);

/** v2/buy with the purchase intent's idempotency key (a retry of the intent sends the same key). */
export const buyTip = (messageId: number, idempotencyKey: string, options?: CallOptions): Promise<BuyResult> =>
  callApi(NewsCalls.buy, { messageId, idempotencyKey }, withNewsCodes(options));

export const fetchMyOrders = (page: number, options?: CallOptions): Promise<TipPage> =>
  callApi(NewsCalls.myOrders, { page, size: LIST_PAGE_SIZE }, options);

export const fetchOngoingMatches = liveMatchList(
  (options?: CallOptions): Promise<OngoingMatch[]> =>
    callApi(NewsCalls.ongoingMatches, undefined, options),
  (ongoing) => ongoing.map((item) => item.match),
);

export const setAttention = (professorId: number, follow: boolean, options?: CallOptions): Promise<AttentionResult> =>
  callApi(NewsCalls.attention, { professorId, isAttention: follow ? 1 : 0 }, options);

export interface CommentDraft {
  content: string;
  parentId?: number;
  /** Comma-separated on the wire. */
  photos?: readonly string[];
}

export const publishComment = (messageId: number, draft: CommentDraft, options?: CallOptions): Promise<TipComment> =>
  callApi(
    NewsCalls.commentPublish,
    {
      messageId,
      content: draft.content,
      parentId: draft.parentId,
      photos: draft.photos && draft.photos.length > 0 ? draft.photos.join(',') : undefined,
    },
      withNewsCodes(options),
  );

export const fetchComments = (messageId: number, page: number, options?: CallOptions): Promise<CommentPage> =>
  callApi(NewsCalls.commentList, { messageId, page, size: LIST_PAGE_SIZE }, options);

export const fetchMyComments = (messageId: number, page: number, options?: CallOptions): Promise<CommentPage> =>
  callApi(NewsCalls.myComments, { messageId, page, size: LIST_PAGE_SIZE }, options);

export const likeComment = (commentId: number, liked: boolean, options?: CallOptions): Promise<CommentLike> =>
  callApi(NewsCalls.commentLike, { commentId, isLiked: liked ? 1 : 0 }, options);

export const fetchReportCategories = (options?: CallOptions): Promise<ReportCategory[]> =>
  callApi(NewsCalls.reportCategories, undefined, options);

export const reportComment = (
  report: { commentId: number; cateId: number; content?: string },
  options?: CallOptions,
): Promise<void> =>
  callApi(NewsCalls.reportAdd, { commentId: String(report.commentId), cateId: report.cateId, content: report.content }, options).then(
    () => undefined,
  );

export const fetchLotteryApproval = (options?: CallOptions): Promise<LotteryApproval> =>
  callApi(NewsCalls.lotteryApprovalInfo, undefined, options);

/** Claims the prizes not claimed yet with the winner's details, under one key per claim (a retry sends the same). */
export const submitLotteryApproval = (
  form: LotteryClaimForm,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<LotteryApproval> =>
  callApi(NewsCalls.lotteryApprovalSubmit, { ...form, idempotencyKey }, withNewsCodes(options));

export const fetchUserTitles = (options?: CallOptions): Promise<UserTitle[]> =>
  callApi(UserTitleCalls.titleList, undefined, options);

/** The gold-mall balance (System): what purchases spend. */
export const fetchGoldBalance = (options?: CallOptions): Promise<number> => fetchSystemGoldBalance(options);
