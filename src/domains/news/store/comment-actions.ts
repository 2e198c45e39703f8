/**
 * Comments on a tip: all comments and the user's own, a page at a time
 * (the comment rule that gates the input is shared: features/comment-gate); publishing (a top-level comment joins my comments and the
 * top of all comments, a reply is appended to its parent's subComments — rules/comment-tree);
 * likes at once, rolled back if the call fails; reports with the categories of report/cate; the
 * titles shown beside names.
 */
import { LIST_PAGE_SIZE, type ReportCategory, type TipComment } from '../../../contracts/news';
import { parseUserTitles, type UserTitle } from '../../../contracts/user-titles';
import { isHttpError } from '../../../platform/http/http-error';
import { isLoggedIn } from '../../../platform/session/session-store';
import { keyedIn } from '../../../platform/store/keyed-resources';
import { mutation } from '../../../platform/store/mutation';
import { resourceLoader } from '../../../platform/store/resource';
import { newsApi } from '../api/news-api';
import { newsWords } from '../news-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { findComment, updateComment, withLike, withPublished } from '../rules/comment-tree';
import { emptyCommentFeed, type NewsState } from './initial-state';
import type { NewsSlice } from './initial-state';
import { fieldSlot } from '../../../platform/store/domain-store';

export interface CommentDraft {
  content: string;
  parentId?: number;
  /** Comma-separated on the wire. */
  photos?: readonly string[];
}

export type PublishOutcome = { kind: 'published'; comment: TipComment } | { kind: 'failed'; message: string };

export interface CommentActions {
  loadComments(tipId: number): Promise<void>;
  loadMoreComments(tipId: number): Promise<void>;
  loadMyComments(tipId: number): Promise<void>;
  loadMoreMyComments(tipId: number): Promise<void>;
  publish(tipId: number, draft: CommentDraft): Promise<PublishOutcome>;
  /** A like or its take-back, at once; rolled back if the call fails. */
  toggleLike(tipId: number, commentId: number): Promise<void>;
  loadReportCategories(): Promise<void>;
  report(commentId: number, cateId: number): Promise<boolean>;
  loadTitles(): Promise<void>;
}

type CommentLists = 'comments' | 'myComments';

function mapCommentFeeds(
  state: NewsState,
  tipId: number,
  update: (list: TipComment[]) => TipComment[],
): Partial<NewsState> {
  const change = (key: CommentLists) => {
    const feed = state[key][tipId];
    return feed ? { ...state[key], [tipId]: { ...feed, list: update(feed.list) } } : state[key];
  };
  return { comments: change('comments'), myComments: change('myComments') };
}

/** What a failed send tells: the server's words (a ban, a threshold), else the generic ones. */
const sendFailure = (error: unknown) =>
  isHttpError(error) && error.kind === 'api' ? error.message : wordsNow(newsWords).sendFailed;

export const createCommentActions: NewsSlice<CommentActions> = (set, get, scope) => {
  const keyed = keyedIn({ scope, get, set });
  /** A tip's comments (all, or the user's own); the feed's query is the tip id. */
  const feedsOf = (field: CommentLists, fetchPage: typeof newsApi.commentList) =>
    keyed.feeds({
      field,
      initialQuery: (tipId: number) => tipId,
      fetchPage: async (_tipId, messageId: number, page) => {
        const result = await fetchPage({ messageId, page, size: LIST_PAGE_SIZE }, { silent: true });
        return { list: result.list, isLastPage: result.isLastPage };
      },
      idOfItem: (comment: TipComment) => comment.id,
    });
  const allComments = feedsOf('comments', newsApi.commentList);
  const myComments = feedsOf('myComments', newsApi.myComments);

  const applyLike = (tipId: number, commentId: number, liked: boolean) =>
    set((current) =>
      mapCommentFeeds(current, tipId, (list) => updateComment(list, commentId, (item) => withLike(item, liked))),
    );
  // Rapid taps on one comment send once; the server's count (others like too) confirms.
  const like = mutation({
    scope,
    keyOf: ({ commentId }: { tipId: number; commentId: number; liked: boolean }) => commentId,
    apply: ({ tipId, commentId, liked }) => applyLike(tipId, commentId, liked),
    call: ({ commentId, liked }, request) => newsApi.commentLike({ commentId, isLiked: liked ? 1 : 0 }, request),
    confirm: (result, { tipId, commentId }) =>
      set((current) =>
        mapCommentFeeds(current, tipId, (list) =>
          updateComment(list, commentId, (item) => ({ ...item, likeCount: result.likeCount, isLiked: result.isLiked })),
        ),
      ),
    rollback: (_shown, { tipId, commentId, liked }) => applyLike(tipId, commentId, !liked),
    failure: wordsNow(newsWords).likeFailed,
  });

  const send = mutation({
    scope,
    keyOf: ({ tipId }: { tipId: number; draft: CommentDraft }) => tipId,
    overlay: true,
    call: ({ tipId, draft }, request) =>
      newsApi.commentPublish(
        {
          messageId: tipId,
          content: draft.content,
          parentId: draft.parentId,
          photos: draft.photos && draft.photos.length > 0 ? draft.photos.join(',') : undefined,
        },
        request,
      ),
    confirm: (comment, { tipId }) =>
      set((state) => {
        const lists = mapCommentFeeds(state, tipId, (list) => withPublished(list, comment));
        // A top-level comment joins my comments even before they were ever loaded.
        if (comment.parentId === null && !state.myComments[tipId]) {
          lists.myComments = {
            ...state.myComments,
            [tipId]: { ...emptyCommentFeed, query: tipId, status: 'ready', list: [comment], page: 1, isLastPage: true },
          };
        }
        const tip = state.tips[tipId];
        const tips = tip?.data
          ? { ...state.tips, [tipId]: { ...tip, data: { ...tip.data, commentCount: tip.data.commentCount + 1 } } }
          : state.tips;
        return { ...lists, tips };
      }),
    success: wordsNow(newsWords).published,
    failure: sendFailure,
  });

  const report = mutation({
    scope,
    keyOf: ({ commentId }: { commentId: number; cateId: number }) => commentId,
    overlay: true,
    // Not silent: the http client tells why it failed.
    call: ({ commentId, cateId }, request) => newsApi.reportAdd({ commentId: String(commentId), cateId }, request),
    success: wordsNow(newsWords).reported,
  });

  const categories = resourceLoader<ReportCategory[]>({
    scope,
    slot: fieldSlot(get, set, 'reportCategories'),
    fetch: () => newsApi.reportCategories(undefined, { silent: true }),
  });
  const titles = resourceLoader<UserTitle[]>({
    scope,
    slot: fieldSlot(get, set, 'titles'),
    fetch: () => newsApi.userTitles(undefined, { silent: true }),
    lastSeen: { name: 'news:titles', version: 1, parse: parseUserTitles },
    refreshFailedNotice: false,
  });

  return {
    loadComments: (tipId) => allComments.feed(tipId).load(),
    loadMoreComments: (tipId) => allComments.feed(tipId).loadMore(),
    loadMyComments: async (tipId) => {
      if (isLoggedIn()) await myComments.feed(tipId).load();
    },
    loadMoreMyComments: (tipId) => myComments.feed(tipId).loadMore(),
    publish: async (tipId, draft) => {
      const outcome = await send.run({ tipId, draft });
      if (outcome.kind === 'done') return { kind: 'published', comment: outcome.result };
      return {
        kind: 'failed',
        message: outcome.kind === 'failed' ? sendFailure(outcome.error) : wordsNow(newsWords).sendFailed,
      };
    },
    toggleLike: async (tipId, commentId) => {
      const state = get();
      const comment =
        findComment(state.comments[tipId]?.list ?? [], commentId) ??
        findComment(state.myComments[tipId]?.list ?? [], commentId);
      if (!comment) return;
      await like.run({ tipId, commentId, liked: !comment.isLiked });
    },
    loadReportCategories: () => categories.load(),
    report: async (commentId, cateId) => (await report.run({ commentId, cateId })).kind === 'done',
    loadTitles: () => titles.load(),
  };
};
