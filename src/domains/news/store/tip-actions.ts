/**
 * Tip details (/news/detail/:id, /program-detail/:id) and buying them with gold (spec 4 and issue
 * 15 §2): the user's balance, and `buy`, which sends the purchase intent's idempotency key (a
 * double tap or a retry sends the same one, so the server charges once). On success isBuy is 1,
 * payTime recorded, the content shown everywhere the tip is, the balance the server's, the
 * forced-refresh flag set for 50 ms and a success toast; insufficient gold charges nothing.
 */
import { NewsCode, type TipDetail } from '../../../contracts/news';
import { notify } from '../../../platform/feedback/notify';
import { isHttpError } from '../../../platform/http/http-error';
import { isLoggedIn } from '../../../platform/session/session-store';
import { idleResource, resourceLoader, type ResourceLoader } from '../../../platform/store/resource';
import { buyTip, fetchGoldBalance, fetchTipDetail } from '../api/news-api';
import { messages } from '../messages';
import type { PurchaseIntent } from '../rules/purchase-intent';
import { markBought } from '../rules/tip-access';
import { emptyOrderFeed, FORCED_REFRESH_MS } from './initial-state';
import type { NewsSlice } from './news-store';
import { mapAllTips } from './tip-lists';

export type BuyOutcome =
  | { kind: 'bought'; balance: number }
  /** Another tab (or an earlier intent) bought it: the content is loaded, nothing charged. */
  | { kind: 'already-bought' }
  | { kind: 'insufficient'; message: string; balance: number | null }
  /** The answer did not arrive (network, timeout): the intent stays, a retry sends the same key. */
  | { kind: 'unanswered'; message: string }
  /** The server refused (already told the user), or the session ended. */
  | { kind: 'refused' };

export interface TipActions {
  loadTip(tipId: number): Promise<void>;
  /** The user's gold (logged in only). */
  loadBalance(): Promise<void>;
  buy(intent: PurchaseIntent): Promise<BuyOutcome>;
}

export const createTipActions: NewsSlice<TipActions> = (set, get, scope) => {
  const tipLoaders = new Map<number, ResourceLoader>();
  scope.onReset(() => tipLoaders.clear());

  const tipLoader = (tipId: number): ResourceLoader => {
    let loader = tipLoaders.get(tipId);
    if (!loader) {
      loader = resourceLoader<TipDetail>({
        scope,
        slot: {
          get: () => get().tips[tipId] ?? idleResource(),
          set: (resource) => set((state) => ({ tips: { ...state.tips, [tipId]: resource } })),
        },
        fetch: () => fetchTipDetail(tipId, { silent: true }),
        // A purchase or a settlement changes what the detail shows: the newest answer counts.
        concurrency: 'latest',
      });
      tipLoaders.set(tipId, loader);
    }
    return loader;
  };

  const balance = resourceLoader<number>({
    scope,
    slot: { get: () => get().balance, set: (next) => set({ balance: next }) },
    fetch: () => fetchGoldBalance({ silent: true }),
    concurrency: 'latest',
    refreshFailedNotice: false,
  });

  return {
    loadTip: (tipId) => tipLoader(tipId).load(),
    loadBalance: async () => {
      if (isLoggedIn()) await balance.load();
    },
    buy: async (intent) => {
      const epoch = scope.epoch();
      try {
        // Silent: the dialog says what went wrong; the overlay catches taps meanwhile.
        const result = await buyTip(intent.tipId, intent.key, { loading: true, silent: true });
        if (!scope.isCurrent(epoch)) return { kind: 'refused' };
        set((state) => ({
          ...mapAllTips(state, (tip) => (tip.id === result.messageId ? markBought(tip, result.payTime, result.message) : tip)),
          balance: { ...state.balance, status: 'ready', data: result.balance, updatedAt: Date.now(), stale: false },
          forcedRefresh: true,
          // The orders have a new line: asked for again when shown.
          orders: emptyOrderFeed,
          allOrders: idleResource(),
        }));
        scope.setTimeout(() => set({ forcedRefresh: false }), FORCED_REFRESH_MS);
        notify('success', messages.boughtSuccess);
        return { kind: 'bought', balance: result.balance };
      } catch (error) {
        if (!scope.isCurrent(epoch) || !isHttpError(error)) return { kind: 'refused' };
        if (error.code === NewsCode.AlreadyBought) {
          await tipLoader(intent.tipId).load();
          notify('info', messages.alreadyBought);
          return { kind: 'already-bought' };
        }
        if (error.code === NewsCode.InsufficientGold) {
          await balance.load();
          return { kind: 'insufficient', message: error.message, balance: get().balance.data };
        }
        if (error.kind === 'network' || error.kind === 'malformed' || error.kind === 'cancelled') {
          return { kind: 'unanswered', message: error.message };
        }
        if (error.kind !== 'session-ended') notify('fail', error.message);
        return { kind: 'refused' };
      }
    },
  };
};
