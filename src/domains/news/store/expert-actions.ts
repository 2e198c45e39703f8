/**
 * Expert pages (/news/user/:id): the expert, their tips on sale and their settled history (page 1
 * replaces, later pages append), the whole history for the record the page computes
 * (rules/expert-record), and following (count ±1 and isAttention at once on the expert
 * and every tip showing him, rolled back with a message if the call fails).
 */
import { parseExpertProfile, type TipMessage } from '../../../contracts/news';
import { keyedIn } from '../../../platform/store/keyed-resources';
import { mutation } from '../../../platform/store/mutation';
import { newsApi } from '../api/news-api';
import { newsWords } from '../news-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { tipWithAttention, withAttention } from '../rules/follow';
import { expertTipsKey, type NewsState } from './initial-state';
import type { FeedActions } from './feed-actions';
import type { NewsSlice } from './initial-state';
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

/** The follow applied to every place the store shows the expert. */
export function withFollow(state: NewsState, expertId: number, follow: boolean): Partial<NewsState> {
  const experts: Record<string, NewsState['experts'][string]> = {};
  for (const [id, resource] of Object.entries(state.experts)) {
    experts[id] = resource.data ? { ...resource, data: withAttention(resource.data, expertId, follow) } : resource;
  }
  const list = (resource: NewsState['hotExperts']) =>
    resource.data
      ? { ...resource, data: resource.data.map((expert) => withAttention(expert, expertId, follow)) }
      : resource;
  return {
    experts,
    hotExperts: list(state.hotExperts),
    followedExperts: list(state.followedExperts),
    allExperts: {
      ...state.allExperts,
      list: state.allExperts.list.map((expert) => withAttention(expert, expertId, follow)),
    },
    ...mapAllTips(state, (tip) => tipWithAttention(tip, expertId, follow)),
  };
}

export const createExpertActions: NewsSlice<ExpertActions, Pick<FeedActions, 'loadFollowedExperts'>> = (
  set,
  get,
  scope,
) => {
  const keyed = keyedIn({ scope, get, set });
  const fullHistory = new Map<number, Promise<void>>();
  scope.onReset(() => fullHistory.clear());

  const experts = keyed.resources({
    field: 'experts',
    fetch: (expertId: number) => newsApi.professorDetail({ professorId: expertId }, { silent: true }),
    lastSeen: (expertId) => ({
      name: `news:expert:${expertId}`,
      version: 1,
      parse: parseExpertProfile,
      keep: (expert) => ({ ...expert, isAttention: 0, ordered: 0, subscribed: 0 }),
    }),
  });

  /** An expert's tips on sale or settled; the feed's query is the expert id. */
  const expertTips = keyed.feeds({
    field: 'expertTips',
    idOf: (key: { expertId: number; history: boolean }) => expertTipsKey(key.expertId, key.history),
    initialQuery: (key) => key.expertId,
    fetchPage: async ({ history }, professorId: number, page) => {
      const result = await newsApi.professorTips({ professorId, isHistory: history ? 1 : 0, page }, { silent: true });
      return { list: result.list, isLastPage: result.isLastPage };
    },
    idOfItem: (tip: TipMessage) => tip.id,
  });
  const tipsLoader = (expertId: number, history: boolean) => expertTips.feed({ expertId, history });

  const follow = mutation({
    scope,
    keyOf: ({ expertId }: { expertId: number; follow: boolean }) => expertId,
    apply: ({ expertId, follow: on }) => set((state) => withFollow(state, expertId, on)),
    // A change of the user's state: the loading overlay catches taps until it settles.
    overlay: true,
    call: ({ expertId, follow: on }, request) =>
      newsApi.attention({ professorId: expertId, isAttention: on ? 1 : 0 }, request),
    confirm: () => {
      if (get().followedExperts.status !== 'idle') void get().loadFollowedExperts();
    },
    rollback: (_shown, { expertId, follow: on }) => set((state) => withFollow(state, expertId, !on)),
    success: (_answer, { follow: on }) => (on ? wordsNow(newsWords).followed : wordsNow(newsWords).unfollowed),
    failure: wordsNow(newsWords).followFailed,
  });

  const loadAllPages = async (expertId: number) => {
    const loader = tipsLoader(expertId, true);
    const feed = () => expertTips.read({ expertId, history: true });
    if (feed().status !== 'ready') await loader.load();
    // One page after another until the last (an expert has ~50 tips: a handful of pages). A page
    // that fails stops this run only: the record's 重试 runs again from that page.
    for (let guard = 0; guard < 100; guard += 1) {
      const current = feed();
      if (current.status !== 'ready' || current.isLastPage) return;
      await loader.loadMore();
      if (feed().moreFailed) return;
    }
  };

  return {
    loadExpert: (expertId) => experts.load(expertId),
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
    setFollow: async (expertId, on) => (await follow.run({ expertId, follow: on })).kind === 'done',
  };
};
