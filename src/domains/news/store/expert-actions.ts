/**
 * Expert pages (/news/user/:id): the expert, their tips on sale and their settled history (page 1
 * replaces, later pages append — spec 7), the whole history for the record the page computes
 * (rules/expert-record), and following (spec 4: count ±1 and isAttention at once on the expert
 * and every tip showing him, rolled back with a message if the call fails).
 */
import type { Professor, TipMessage } from '../../../contracts/news';
import { notify } from '../../../platform/feedback/notify';
import { isHttpError } from '../../../platform/http/http-error';
import { pagedFeedLoader, type PagedFeedLoader } from '../../../platform/store/paged-feed';
import { idleResource, resourceLoader, type ResourceLoader } from '../../../platform/store/resource';
import { fetchProfessor, fetchProfessorTips, setAttention } from '../api/news-api';
import { messages } from '../messages';
import { tipWithAttention, withAttention } from '../rules/follow';
import { emptyExpertTipFeed, expertTipsKey, type ExpertTipsKey, type NewsState } from './initial-state';
import type { NewsSlice } from './news-store';
import { mapAllTips } from './tip-lists';

export interface ExpertActions {
  loadExpert(expertId: number): Promise<void>;
  loadExpertTips(expertId: number, history: boolean): Promise<void>;
  loadMoreExpertTips(expertId: number, history: boolean): Promise<void>;
  /** Every page of the expert's settled tips (the record is computed from all of them). */
  loadFullHistory(expertId: number): Promise<void>;
  /** Follows or unfollows at once; true when the server agreed (else rolled back, with a message). */
  setFollow(expertId: number, follow: boolean): Promise<boolean>;
}

const isExpert = (value: unknown): value is Professor =>
  typeof value === 'object' && value !== null && typeof (value as Professor).id === 'number' && typeof (value as Professor).name === 'string';

/** The follow applied to every place the store shows the expert. */
export function withFollow(state: NewsState, expertId: number, follow: boolean): Partial<NewsState> {
  const experts: NewsState['experts'] = {};
  for (const [id, resource] of Object.entries(state.experts)) {
    experts[Number(id)] = resource.data ? { ...resource, data: withAttention(resource.data, expertId, follow) } : resource;
  }
  const list = (resource: NewsState['hotExperts']) =>
    resource.data ? { ...resource, data: resource.data.map((expert) => withAttention(expert, expertId, follow)) } : resource;
  return {
    experts,
    hotExperts: list(state.hotExperts),
    followedExperts: list(state.followedExperts),
    allExperts: { ...state.allExperts, list: state.allExperts.list.map((expert) => withAttention(expert, expertId, follow)) },
    ...mapAllTips(state, (tip) => tipWithAttention(tip, expertId, follow)),
  };
}

export const createExpertActions: NewsSlice<ExpertActions> = (set, get, scope) => {
  const expertLoaders = new Map<number, ResourceLoader>();
  const tipLoaders = new Map<ExpertTipsKey, PagedFeedLoader<TipMessage, number>>();
  const fullHistory = new Map<number, Promise<void>>();
  scope.onReset(() => {
    expertLoaders.clear();
    tipLoaders.clear();
    fullHistory.clear();
  });

  const expertLoader = (expertId: number): ResourceLoader => {
    let loader = expertLoaders.get(expertId);
    if (!loader) {
      loader = resourceLoader<Professor>({
        scope,
        slot: {
          get: () => get().experts[expertId] ?? idleResource(),
          set: (resource) => set((state) => ({ experts: { ...state.experts, [expertId]: resource } })),
        },
        fetch: () => fetchProfessor(expertId, { silent: true }),
        lastSeen: {
          name: `news:expert:${expertId}`,
          version: 1,
          accept: isExpert,
          keep: (expert) => ({ ...expert, isAttention: 0, ordered: 0, subscribed: 0 }),
        },
      });
      expertLoaders.set(expertId, loader);
    }
    return loader;
  };

  const tipsLoader = (expertId: number, history: boolean): PagedFeedLoader<TipMessage, number> => {
    const key = expertTipsKey(expertId, history);
    let loader = tipLoaders.get(key);
    if (!loader) {
      loader = pagedFeedLoader<TipMessage, number>({
        scope,
        slot: {
          get: () => get().expertTips[key] ?? { ...emptyExpertTipFeed, query: expertId },
          set: (feed) => set((state) => ({ expertTips: { ...state.expertTips, [key]: feed } })),
        },
        fetchPage: async (professorId, page) => {
          const result = await fetchProfessorTips({ professorId, isHistory: history, page }, { silent: true });
          return { list: result.list, isLastPage: result.isLastPage };
        },
        idOf: (tip) => tip.id,
      });
      tipLoaders.set(key, loader);
    }
    return loader;
  };

  const loadAllPages = async (expertId: number) => {
    const loader = tipsLoader(expertId, true);
    const feed = () => get().expertTips[expertTipsKey(expertId, true)];
    if (feed()?.status !== 'ready') await loader.load();
    // One page after another until the last (an expert has ~50 tips: a handful of pages).
    for (let guard = 0; guard < 100; guard += 1) {
      const current = feed();
      if (!current || current.status !== 'ready' || current.isLastPage || current.moreFailed) return;
      await loader.loadMore();
    }
  };

  return {
    loadExpert: (expertId) => expertLoader(expertId).load(),
    loadExpertTips: (expertId, history) => tipsLoader(expertId, history).load(),
    loadMoreExpertTips: (expertId, history) => tipsLoader(expertId, history).loadMore(),
    loadFullHistory: (expertId) => {
      let running = fullHistory.get(expertId);
      if (!running) {
        running = loadAllPages(expertId).finally(() => fullHistory.delete(expertId));
        fullHistory.set(expertId, running);
      }
      return running;
    },
    setFollow: async (expertId, follow) => {
      const epoch = scope.epoch();
      set((state) => withFollow(state, expertId, follow));
      try {
        // A change of the user's state: the loading overlay catches taps until it settles.
        await setAttention(expertId, follow, { loading: true, silent: true });
      } catch (error) {
        if (!scope.isCurrent(epoch)) return false;
        set((state) => withFollow(state, expertId, !follow));
        // An ended session was already told (and asked for login again).
        if (!(isHttpError(error) && error.kind === 'session-ended')) notify('fail', messages.followFailed);
        return false;
      }
      if (!scope.isCurrent(epoch)) return false;
      notify('success', follow ? messages.followed : messages.unfollowed);
      if (get().followedExperts.status !== 'idle') void get().loadFollowedExperts();
      return true;
    },
  };
};
