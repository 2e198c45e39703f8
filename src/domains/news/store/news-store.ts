/**
 * The news domain's one store: state in initial-state.ts, actions in slices
 * beside it (each calls the api module, never the network), selectors in selectors.ts. Built
 * with the platform's store kit: `reset()` drops everything, stops timers and makes answers still
 * on their way land nowhere; `clearUserData()` forgets everything a user's flags are part of.
 * It hands itself to the descriptor's handle as it loads (`newsStore`, news-lazy-store.ts).
 */
import { createDomainStore, slices, type DomainStore, type Slice } from '../../../platform/store/domain-store';
import { useSessionStore } from '../../../platform/session/session-store';
import { NewsPush } from '../../../contracts/news-push';
import { newsStore } from '../news-lazy-store';
import { NEWS_DOMAIN } from '../news-domain-id';
import { createCommentActions, type CommentActions } from './comment-actions';
import { createExpertActions, type ExpertActions } from './expert-actions';
import { createFeedActions, type FeedActions } from './feed-actions';
import { initialNewsState, type NewsState } from './initial-state';
import { createOrderActions, type OrderActions } from './order-actions';
import { createSettlementActions, type SettlementActions } from './settlement-actions';
import { createTipActions, type TipActions } from './tip-actions';

export type NewsActions = FeedActions &
  ExpertActions &
  TipActions &
  CommentActions &
  OrderActions &
  SettlementActions & {
    /** Logout or another user: everything that carries a user's flags (isBuy, isAttention, likes) goes. */
    clearUserData(): void;
    /** A user logged in (or another one): what a visitor or the previous user saw must be asked for again. */
    userArrived(): void;
  };

export type NewsStore = DomainStore<NewsState, NewsActions>;

const newsSlices: Slice<NewsStore, Omit<NewsActions, 'clearUserData' | 'userArrived'>> = slices(
  createFeedActions,
  createExpertActions,
  createTipActions,
  createCommentActions,
  createOrderActions,
  createSettlementActions,
);

/** What stays for another user: data that is the same for everyone. */
const SHARED_KEYS = ['reportCategories', 'titles', 'ongoingMatches', 'feedSports'] as const;

export const useNewsStore = createDomainStore<NewsState, NewsActions>(NEWS_DOMAIN, initialNewsState, (set, get, scope) => {
  /** Whose flags the data holds: the token it was loaded with ('' for a visitor). */
  let ownerToken = useSessionStore.getState().token;
  return {
    ...newsSlices(set, get, scope),
    clearUserData: () => {
      const kept = Object.fromEntries(SHARED_KEYS.map((key) => [key, get()[key]]));
      // Answers on their way were asked for the previous user: they land nowhere.
      scope.reset();
      set({ ...initialNewsState, ...kept });
    },
    userArrived: () => {
      const { token } = useSessionStore.getState();
      // The app starting with a user already logged in: the data is theirs already.
      if (token === ownerToken) return;
      ownerToken = token;
      get().clearUserData();
    },
  };
});

newsStore.provide(useNewsStore, NewsPush);
