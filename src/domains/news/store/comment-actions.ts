/**
 * Comments on a tip (spec sections 3–5): all comments and the user's own, a page at a time; the
 * comment rule that gates the input; publishing (a top-level comment joins my comments and the
 * top of all comments, a reply is appended to its parent's subComments — rules/comment-tree);
 * likes at once, rolled back if the call fails; reports with the categories of report/cate; the
 * titles shown beside names.
 */
import type { CommentRule, ReportCategory, TipComment } from '../../../contracts/news';
import type { UserTitle } from '../../../contracts/user-titles';
import { notify } from '../../../platform/feedback/notify';
import { isHttpError } from '../../../platform/http/http-error';
import { isLoggedIn } from '../../../platform/session/session-store';
import { pagedFeedLoader, type PagedFeedLoader } from '../../../platform/store/paged-feed';
import { idleResource, resourceLoader } from '../../../platform/store/resource';
import {
  fetchCommentRule,
  fetchComments,
  fetchMyComments,
  fetchReportCategories,
  fetchUserTitles,
  likeComment as sendLike,
  publishComment,
  reportComment,
  type CommentDraft,
} from '../api/news-api';
import { messages } from '../messages';
import { findComment, updateComment, withLike, withPublished } from '../rules/comment-tree';
import { emptyCommentFeed, type CommentFeed, type NewsState } from './initial-state';
import type { NewsSlice } from './news-store';

export type PublishOutcome = { kind: 'published'; comment: TipComment } | { kind: 'failed'; message: string };

export interface CommentActions {
  loadComments(tipId: number): Promise<void>;
  loadMoreComments(tipId: number): Promise<void>;
  loadMyComments(tipId: number): Promise<void>;
  loadMoreMyComments(tipId: number): Promise<void>;
  /** The user's comment rule (logged in only). */
  loadCommentRule(): Promise<void>;
  publish(tipId: number, draft: CommentDraft): Promise<PublishOutcome>;
  /** A like or its take-back, at once; rolled back if the call fails. */
  toggleLike(tipId: number, commentId: number): Promise<void>;
  loadReportCategories(): Promise<void>;
  report(commentId: number, cateId: number): Promise<boolean>;
  loadTitles(): Promise<void>;
}

type CommentLists = 'comments' | 'myComments';

function mapCommentFeeds(state: NewsState, tipId: number, update: (list: TipComment[]) => TipComment[]): Partial<NewsState> {
  const change = (key: CommentLists) => {
    const feed = state[key][tipId];
    return feed ? { ...state[key], [tipId]: { ...feed, list: update(feed.list) } } : state[key];
  };
  return { comments: change('comments'), myComments: change('myComments') };
}

const isNamedList = (value: unknown): value is { id: number; name: string }[] =>
  Array.isArray(value) && value.every((item: UserTitle) => typeof item?.id === 'number' && typeof item.name === 'string');

export const createCommentActions: NewsSlice<CommentActions> = (set, get, scope) => {
  const loaders = new Map<string, PagedFeedLoader<TipComment, number>>();
  scope.onReset(() => loaders.clear());

  const feedLoader = (key: CommentLists, tipId: number): PagedFeedLoader<TipComment, number> => {
    const id = `${key}:${tipId}`;
    let loader = loaders.get(id);
    if (!loader) {
      const fetchPage = key === 'comments' ? fetchComments : fetchMyComments;
      loader = pagedFeedLoader<TipComment, number>({
        scope,
        slot: {
          get: () => get()[key][tipId] ?? { ...emptyCommentFeed, query: tipId },
          set: (feed: CommentFeed) => set((state) => ({ [key]: { ...state[key], [tipId]: feed } })),
        },
        fetchPage: async (messageId, page) => {
          const result = await fetchPage(messageId, page, { silent: true });
          return { list: result.list, isLastPage: result.isLastPage };
        },
        idOf: (comment) => comment.id,
      });
      loaders.set(id, loader);
    }
    return loader;
  };

  const rule = resourceLoader<CommentRule>({
    scope,
    slot: { get: () => get().commentRule, set: (commentRule) => set({ commentRule }) },
    fetch: () => fetchCommentRule({ silent: true }),
    concurrency: 'latest',
    refreshFailedNotice: false,
  });
  const categories = resourceLoader<ReportCategory[]>({
    scope,
    slot: { get: () => get().reportCategories, set: (reportCategories) => set({ reportCategories }) },
    fetch: () => fetchReportCategories({ silent: true }),
  });
  const titles = resourceLoader<UserTitle[]>({
    scope,
    slot: { get: () => get().titles, set: (next) => set({ titles: next }) },
    fetch: () => fetchUserTitles({ silent: true }),
    lastSeen: { name: 'news:titles', version: 1, accept: isNamedList },
    refreshFailedNotice: false,
  });

  return {
    loadComments: (tipId) => feedLoader('comments', tipId).load(),
    loadMoreComments: (tipId) => feedLoader('comments', tipId).loadMore(),
    loadMyComments: async (tipId) => {
      if (isLoggedIn()) await feedLoader('myComments', tipId).load();
    },
    loadMoreMyComments: (tipId) => feedLoader('myComments', tipId).loadMore(),
    loadCommentRule: async () => {
      if (!isLoggedIn()) {
        rule.drop();
        set({ commentRule: idleResource() });
        return;
      }
      await rule.load();
    },
    publish: async (tipId, draft) => {
      const epoch = scope.epoch();
      try {
        // Not silent about the cause: the server's words (a ban, a threshold) are the message.
        const comment = await publishComment(tipId, draft, { loading: true, silent: true });
        if (!scope.isCurrent(epoch)) return { kind: 'failed', message: messages.sendFailed };
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
        });
        notify('success', messages.published);
        return { kind: 'published', comment };
      } catch (error) {
        const message = isHttpError(error) && error.kind === 'api' ? error.message : messages.sendFailed;
        if (!(isHttpError(error) && error.kind === 'session-ended')) notify('fail', message);
        return { kind: 'failed', message };
      }
    },
    toggleLike: async (tipId, commentId) => {
      const state = get();
      const comment = findComment(state.comments[tipId]?.list ?? [], commentId) ?? findComment(state.myComments[tipId]?.list ?? [], commentId);
      if (!comment) return;
      const liked = !comment.isLiked;
      const apply = (value: boolean) =>
        set((current) => mapCommentFeeds(current, tipId, (list) => updateComment(list, commentId, (item) => withLike(item, value))));
      const epoch = scope.epoch();
      apply(liked);
      try {
        const result = await sendLike(commentId, liked, { silent: true });
        if (!scope.isCurrent(epoch)) return;
        // The server's count (others like too).
        set((current) =>
          mapCommentFeeds(current, tipId, (list) =>
            updateComment(list, commentId, (item) => ({ ...item, likeCount: result.likeCount, isLiked: result.isLiked })),
          ),
        );
      } catch (error) {
        if (!scope.isCurrent(epoch)) return;
        apply(!liked);
        if (!(isHttpError(error) && error.kind === 'session-ended')) notify('fail', messages.likeFailed);
      }
    },
    loadReportCategories: () => categories.load(),
    report: async (commentId, cateId) => {
      try {
        await reportComment({ commentId, cateId }, { loading: true });
        notify('success', messages.reported);
        return true;
      } catch {
        // The http client told the user.
        return false;
      }
    },
    loadTitles: () => titles.load(),
  };
};
