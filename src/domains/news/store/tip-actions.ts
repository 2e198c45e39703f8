/**
 * Tip details (/news/detail/:id, /program-detail/:id) and buying them with gold: the user's balance, and `buy`, which sends the purchase intent's idempotency key (a
 * double tap or a retry sends the same one, so the server charges once). On success isBuy is 1,
 * payTime recorded, the content shown everywhere the tip is, the balance the server's, the
 * forced-refresh flag set for 50 ms and a success toast; insufficient gold charges nothing.
 */
import { notify } from '../../../platform/feedback/notify';
import { isHttpError } from '../../../platform/http/http-error';
import { isLoggedIn } from '../../../platform/session/session-store';
import { keyedIn } from '../../../platform/store/keyed-resources';
import { mutation } from '../../../platform/store/mutation';
import { idleResource, readyResource, resourceLoader } from '../../../platform/store/resource';
import { newsApi } from '../api/news-api';
import { newsWords } from '../news-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { readPurchaseFailure } from '../rules/purchase-failure';
import type { PurchaseIntent } from '../rules/purchase-intent';
import { markBought } from '../rules/tip-access';
import { emptyOrderFeed, FORCED_REFRESH_MS } from './initial-state';
import type { NewsSlice } from './initial-state';
import { mapAllTips } from './tip-lists';
import { fieldSlot } from '../../../platform/store/domain-store';

export type BuyOutcome =
  | { kind: 'bought'; balance: number }
  /** Another tab (or an earlier intent) bought it: the content is loaded, nothing charged. */
  | { kind: 'already-bought' }
  | { kind: 'insufficient'; message: string; balance: number | null }
  /** No answer the purchase can be read from (network, timeout, a 5xx): the intent stays, a retry sends the same key. */
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
  const keyed = keyedIn({ scope, get, set });
  const tips = keyed.resources({
    field: 'tips',
    fetch: (tipId: number) => newsApi.tipDetail({ id: tipId }, { silent: true }),
    // A purchase or a settlement changes what the detail shows: the newest answer counts.
    concurrency: 'latest',
  });

  const balance = resourceLoader<number>({
    scope,
    slot: fieldSlot(get, set, 'balance'),
    fetch: () => newsApi.goldBalance(undefined, { silent: true }),
    concurrency: 'latest',
    refreshFailedNotice: false,
  });

  // Money moves once: a tap while the purchase is on its way sends nothing, and a retry sends
  // the intent's idempotency key again. The dialog says what went wrong; the overlay catches taps.
  const purchase = mutation({
    scope,
    keyOf: (intent: PurchaseIntent) => intent.tipId,
    overlay: true,
    call: (intent, request) => newsApi.buy({ messageId: intent.tipId, idempotencyKey: intent.key }, request),
    confirm: (result) => {
      set((state) => ({
        ...mapAllTips(state, (tip) =>
          tip.id === result.messageId ? markBought(tip, result.payTime, result.message) : tip,
        ),
        balance: readyResource(result.balance),
        forcedRefresh: true,
        // The orders have a new line: asked for again when shown.
        orders: emptyOrderFeed,
        allOrders: idleResource(),
      }));
      scope.setTimeout(() => set({ forcedRefresh: false }), FORCED_REFRESH_MS);
    },
    success: wordsNow(newsWords).boughtSuccess,
    // A refusal is toasted in the server's words; the dialog tells the others itself (the content,
    // the top-up offer, 重试).
    failure: () => null,
    ownsRefusal: (error) => readPurchaseFailure(error) !== 'refused',
  });

  return {
    loadTip: (tipId) => tips.load(tipId),
    loadBalance: async () => {
      if (isLoggedIn()) await balance.load();
    },
    buy: async (intent) => {
      const outcome = await purchase.run(intent);
      if (outcome.kind === 'done') return { kind: 'bought', balance: outcome.result.balance };
      // A tap while the purchase is on its way, an answer after a logout, a failure that is no
      // answer of the server's: nothing the dialog can say more.
      if (outcome.kind !== 'failed' || !isHttpError(outcome.error)) return { kind: 'refused' };
      const { message } = outcome.error;
      switch (readPurchaseFailure(outcome.error)) {
        case 'already-bought':
          await tips.load(intent.tipId);
          notify('info', wordsNow(newsWords).alreadyBought);
          return { kind: 'already-bought' };
        case 'insufficient':
          await balance.load();
          return { kind: 'insufficient', message, balance: get().balance.data };
        case 'unanswered':
          return { kind: 'unanswered', message };
        case 'refused':
          return { kind: 'refused' };
      }
    },
  };
};
