/**
 * The user's own pages: my orders (bought tips with their result, a page at a time), every order
 * for the ledger (我的战绩, rules/my-ledger), the ongoing-match selector (v2/select) and the
 * lottery approval (info, and the claim of the prizes won: its draft kept until the server takes
 * it, sent once under one key however often it is retried).
 */
import { tidyLotteryClaim, type LotteryClaimForm } from '../../../contracts/lottery-claim';
import { LIST_PAGE_SIZE, type LotteryApproval, type OngoingMatch, type TipMessage } from '../../../contracts/news';
import { isHttpError, isOutcomeUnknown } from '../../../platform/http/http-error';
import { isLoggedIn } from '../../../platform/session/session-store';
import { mutation } from '../../../platform/store/mutation';
import { pagedFeedLoader } from '../../../platform/store/paged-feed';
import { readyResource, resourceLoader } from '../../../platform/store/resource';
import { newsApi } from '../api/news-api';
import { newsWords } from '../news-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
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
  /**
   * Sends the claim (the form checked by the page): under review now, refused, or not known to have
   * arrived. Either failure is told as the error toast (a refusal in the server's words).
   */
  submitLottery(form: LotteryClaimForm): Promise<LotteryClaimOutcome>;
}

export type LotteryClaimOutcome =
  | { kind: 'submitted' }
  /** The server refused it (a field it does not take, nothing left to claim): its words were toasted. */
  | { kind: 'refused' }
  /** No answer: the draft and the key stay, a retry sends the same claim. */
  | { kind: 'unanswered' }
  | { kind: 'busy' };

/** Orders come in pages of 10; the ledger reads up to this many pages. */
const MAX_LEDGER_PAGES = 100;

export const createOrderActions: NewsSlice<OrderActions> = (set, get, scope) => {
  const orders = pagedFeedLoader<TipMessage, 'orders'>({
    scope,
    slot: fieldSlot(get, set, 'orders'),
    fetchPage: async (_query, page) => {
      const result = await newsApi.myOrders({ page, size: LIST_PAGE_SIZE }, { silent: true });
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
        const result = await newsApi.myOrders({ page, size: LIST_PAGE_SIZE }, { silent: true });
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
    fetch: () => newsApi.ongoingMatches(undefined, { silent: true }),
  });

  const lottery = resourceLoader<LotteryApproval>({
    scope,
    slot: fieldSlot(get, set, 'lottery'),
    fetch: () => newsApi.lotteryApprovalInfo(undefined, { silent: true }),
    concurrency: 'latest',
  });

  const submit = mutation({
    scope,
    overlay: true,
    // The error toast says why: a refusal in the server's words, else 提交未成功 (the form's button
    // offers 重试, which sends the same claim).
    failure: wordsNow(newsWords).lotterySubmitFailed,
    call: ({ form, key }: { form: LotteryClaimForm; key: string }, request) =>
      newsApi.lotteryApprovalSubmit({ ...form, idempotencyKey: key }, request),
    confirm: (result) => set({ lottery: readyResource(result), lotteryDraft: null, lotteryClaimKey: null }),
    success: wordsNow(newsWords).submitted,
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
    submitLottery: async (form) => {
      const tidy = tidyLotteryClaim(form);
      const key = get().lotteryClaimKey ?? newIdempotencyKey('claim');
      set({ lotteryDraft: form, lotteryClaimKey: key });
      const outcome = await submit.run({ form: tidy, key });
      if (outcome.kind === 'done') return { kind: 'submitted' };
      if (outcome.kind !== 'failed') return { kind: 'busy' };
      const { error } = outcome;
      if (isHttpError(error) && isOutcomeUnknown(error)) return { kind: 'unanswered' };
      // Answered: the next claim (the form put right, or later) is a new one; the status may have moved.
      set({ lotteryClaimKey: null });
      void lottery.load();
      return { kind: 'refused' };
    },
  };
};
