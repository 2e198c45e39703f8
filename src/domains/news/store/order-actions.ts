/**
 * The user's own pages: my orders (bought tips with their result, a page at a time), every order
 * for the ledger (我的战绩, rules/my-ledger), the ongoing-match selector (v2/select) and the
 * lottery approval (info and submit).
 */
import type { LotteryApproval, OngoingMatch, TipMessage } from '../../../contracts/news';
import { isLoggedIn } from '../../../platform/session/session-store';
import { mutation } from '../../../platform/store/mutation';
import { pagedFeedLoader } from '../../../platform/store/paged-feed';
import { readyResource, resourceLoader } from '../../../platform/store/resource';
import { fetchLotteryApproval, fetchMyOrders, fetchOngoingMatches, submitLotteryApproval } from '../api/news-api';
import { messages } from '../messages';
import type { NewsSlice } from './initial-state';
import { fieldSlot } from '../../../platform/store/domain-store';

export interface OrderActions {
  loadOrders(): Promise<void>;
  loadMoreOrders(): Promise<void>;
  refreshOrders(): Promise<void>;
  /** Every page of the orders (the ledger counts all of them). */
  loadAllOrders(): Promise<void>;
  loadOngoingMatches(): Promise<void>;
  loadLottery(): Promise<void>;
  /** True when the server took it (under review now). */
  /** Asks for the review; false when it did not go through (the page says so, with 重试). */
  submitLottery(): Promise<boolean>;
}

/** Orders come in pages of 10; the ledger reads up to this many pages. */
const MAX_LEDGER_PAGES = 100;

export const createOrderActions: NewsSlice<OrderActions> = (set, get, scope) => {
  const orders = pagedFeedLoader<TipMessage, 'orders'>({
    scope,
    slot: fieldSlot(get, set, 'orders'),
    fetchPage: async (_query, page) => {
      const result = await fetchMyOrders(page, { silent: true });
      return { list: result.list, isLastPage: result.isLastPage };
    },
    idOf: (tip) => tip.id,
  });

  const allOrders = resourceLoader<TipMessage[]>({
    scope,
    slot: fieldSlot(get, set, 'allOrders'),
    fetch: async () => {
      const list: TipMessage[] = [];
      for (let page = 1; page <= MAX_LEDGER_PAGES; page += 1) {
        const result = await fetchMyOrders(page, { silent: true });
        list.push(...result.list.filter((tip) => !list.some((other) => other.id === tip.id)));
        if (result.isLastPage || result.list.length === 0) break;
      }
      return list;
    },
    concurrency: 'latest',
  });

  const ongoing = resourceLoader<OngoingMatch[]>({
    scope,
    slot: fieldSlot(get, set, 'ongoingMatches'),
    fetch: () => fetchOngoingMatches({ silent: true }),
  });

  const lottery = resourceLoader<LotteryApproval>({
    scope,
    slot: fieldSlot(get, set, 'lottery'),
    fetch: () => fetchLotteryApproval({ silent: true }),
    concurrency: 'latest',
  });

  const submit = mutation({
    scope,
    overlay: true,
    // Silent: no server validation text is toasted (no form validation messages). The
    // page says the submission did not go through, with 重试, and shows the status afresh.
    failure: () => null,
    call: (_: void, request) => submitLotteryApproval(request),
    confirm: (result) => set({ lottery: readyResource(result) }),
    success: messages.submitted,
  });

  return {
    loadOrders: async () => {
      if (isLoggedIn()) await orders.load();
    },
    loadMoreOrders: () => orders.loadMore(),
    refreshOrders: () => orders.refresh(),
    loadAllOrders: async () => {
      if (isLoggedIn()) await allOrders.load();
    },
    loadOngoingMatches: () => ongoing.load(),
    loadLottery: async () => {
      if (isLoggedIn()) await lottery.load();
    },
    submitLottery: async () => {
      const outcome = await submit.run();
      if (outcome.kind === 'failed') void lottery.load();
      return outcome.kind === 'done';
    },
  };
};
