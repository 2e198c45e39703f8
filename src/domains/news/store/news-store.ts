/**
 * The news domain's one store: state in initial-state.ts, actions in slices
 * beside it (each calls the api module, never the network), selectors in selectors.ts. Built
 * with the platform's store kit: `reset()` drops everything, stops timers and makes answers still
 * on their way land nowhere; `clearUserData()` forgets everything a user's flags are part of.
 * It hands itself to the descriptor's handle as it loads (`newsStore`, news-lazy-store.ts).
 */
import { createDomainStore, slices, type DomainStore, type Slice } from '../../../platform/store/domain-store';
import { lazySlice } from '../../../platform/store/lazy-slice';
import type { LotteryClaimForm } from '../../../contracts/lottery-claim';
import { useSessionStore } from '../../../platform/session/session-store';
import { NewsPush } from '../../../contracts/news-push';
import { newsStore } from '../news-lazy-store';
import { NEWS_DOMAIN } from '../news-domain-id';
import type { CommentActions } from './comment-actions';
import { createExpertActions, type ExpertActions } from './expert-actions';
import { createFeedActions, type FeedActions } from './feed-actions';
import { initialNewsState, type NewsState } from './initial-state';
import type { OrderActions } from './order-actions';
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
    /** Keeps the lottery claim's form as the user fills it. */
    setLotteryDraft(draft: LotteryClaimForm): void;
  };

export type NewsStore = DomainStore<NewsState, NewsActions>;

/**
 * The slices of the pages /news does not show (a tip's comments; the orders, ledger, match
 * filter and lottery claim), each a chunk loaded at its first call: the tips page's code is the
 * feed's, the experts' and the purchase's. A chunk that failed is asked for again at the next call.
 * The chunks have no names: each name is ~25 B more in the first screen's runtime.
 */
const commentSlice = lazySlice<NewsStore, CommentActions>(
  () => import('./comment-actions').then((slice) => slice.createCommentActions),
  [
    'loadComments',
    'loadMoreComments',
    'loadMyComments',
    'loadMoreMyComments',
    'publish',
    'toggleLike',
    'loadReportCategories',
    'report',
    'loadTitles',
  ],
);
const orderSlice = lazySlice<NewsStore, OrderActions>(
  () => import('./order-actions').then((slice) => slice.createOrderActions),
  [
    'loadOrders',
    'loadMoreOrders',
    'refreshOrders',
    'loadAllOrders',
    'loadOngoingMatches',
    'loadLottery',
    'submitLottery',
  ],
);

const newsSlices: Slice<NewsStore, Omit<NewsActions, 'clearUserData' | 'userArrived' | 'setLotteryDraft'>> = slices(
  createFeedActions,
  createExpertActions,
  createTipActions,
  commentSlice.create,
  orderSlice.create,
  createSettlementActions,
);

/** What stays for another user: data that is the same for everyone. */
const SHARED_KEYS = ['reportCategories', 'titles', 'ongoingMatches', 'feedSports'] as const;

export const useNewsStore = createDomainStore<NewsState, NewsActions>(
  NEWS_DOMAIN,
  initialNewsState,
  (set, get, scope) => {
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
      setLotteryDraft: (draft) => set({ lotteryDraft: draft }),
    };
  },
);

newsStore.provide(useNewsStore, NewsPush);
