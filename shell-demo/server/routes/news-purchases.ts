/**
 * Buying tips with gold from the account the gold-mall calls read (gold-accounts.ts), the user's
 * orders, and the refund of a bought 不中退 tip (openBackGold) that missed: `returnGoldPercentage`
 * of its price, floored, paid in once when the account is next read.
 *
 * A purchase is idempotent: the first answer per (uid, idempotencyKey) is kept (KEPT_ANSWERS) and
 * replayed, a success or a business refusal, so a retry charges once; a key used for another tip
 * is refused (KeyReused); a tip already bought is never charged again (AlreadyBought).
 */
import {
  LIST_PAGE_SIZE,
  NewsCalls,
  NewsCode,
  type BuyResult,
  type ListPage,
  type TipMessage as WireTip,
} from '../../../src/contracts/news';
import { ApiError, noSuch } from '../api-error';
import { ExpiringMap } from '../expiring-map';
import { pageParam, requireId } from '../params';
import { requireSession, type SessionRef } from '../router';
import { paginate } from '../world/queries/paginate';
import type { BetResult, TipMessage } from '../world/people/people-types';
import { goldAccountsOf } from './gold-accounts';
import { idempotencyKeyParam, sizeParam } from './news-params';
import type { NewsRoom } from './news-state';
import { tipWire } from './news-view';

const MISSES: ReadonlySet<BetResult> = new Set(['lose', 'loseHalf']);

type KeptAnswer = { messageId: number; data: BuyResult } | { messageId: number; error: ApiError };

/**
 * How long, and how many, purchase answers are kept for replay, per user: a client retries within
 * seconds, so a day is ample; the count bounds what a flood of fresh keys can hold — and being per
 * user, one user's flood forgets only that user's answers, never another's.
 */
export const KEPT_ANSWERS = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 200 } as const;
/** Users whose answers are kept (the sessions' count): the oldest buyer's go beyond it. */
const USERS_KEPT = { ttlMs: KEPT_ANSWERS.ttlMs, maxEntries: 10_000 } as const;

export const registerPurchaseCalls: NewsRoom = (router, server, state) => {
  const world = () => server.world();
  const gold = goldAccountsOf(server);
  const answersByUser = new ExpiringMap<string, ExpiringMap<string, KeptAnswer>>(server.now, USERS_KEPT);
  /** The user's kept answers, made on first use (a buy renews the user's place among the kept). */
  const answersOf = (uid: string) => {
    const answers = answersByUser.get(uid) ?? new ExpiringMap<string, KeptAnswer>(server.now, KEPT_ANSWERS);
    answersByUser.set(uid, answers);
    return answers;
  };

  // 不中退: a bought tip that missed gives back its share of the price once, when the account is read.
  // A user who bought nothing has nothing due: the world is not read (nor built) for them.
  gold.onRead((uid, account) => {
    const bought = state.purchasesOf(uid);
    if (bought.size === 0) return;
    const current = world();
    for (const [tipId, purchase] of bought) {
      if (purchase.refunded) continue;
      const tip = current.tips.get(tipId);
      if (!tip || !tip.openBackGold || !MISSES.has(tip.result)) continue;
      purchase.refunded = true;
      account.balance += Math.floor((purchase.price * tip.returnGoldPercentage) / 100);
    }
  });

  function buy(session: SessionRef, messageId: number): BuyResult {
    const current = world();
    const tip = current.tips.get(messageId);
    if (!tip) throw noSuch('爆料', messageId);
    const mine = state.purchasesOf(session.uid);
    if (mine.has(tip.id)) throw new ApiError(NewsCode.AlreadyBought, '您已购买过该爆料，无需重复支付');
    if (tip.goldPrice === 0) throw new ApiError(NewsCode.NotForSale, '免费爆料无需购买');
    if (tip.result !== 'waiting') throw new ApiError(NewsCode.NotForSale, '该爆料已结算，停止销售');
    const account = gold.of(session);
    if (account.balance < tip.goldPrice) {
      throw new ApiError(
        NewsCode.InsufficientGold,
        `金币不足：需要 ${tip.goldPrice} 金币，当前余额 ${account.balance}`,
      );
    }
    account.balance -= tip.goldPrice;
    const payTime = server.now();
    mine.set(tip.id, { payTime, price: tip.goldPrice, refunded: false });
    return {
      messageId: tip.id,
      isBuy: 1,
      payTime,
      balance: account.balance,
      message: tipWire(state, current, tip, session.uid),
    };
  }

  router.post(
    NewsCalls.buy.path,
    (request): BuyResult => {
      const session = requireSession(request);
      const key = idempotencyKeyParam(request.params);
      const messageId = requireId(request.params, 'messageId');
      const answers = answersOf(session.uid);
      const keptKey = key;
      const kept = answers.get(keptKey);
      if (kept) {
        if (kept.messageId !== messageId) throw new ApiError(NewsCode.KeyReused, '该请求编号已用于其他爆料');
        if ('error' in kept) throw kept.error;
        return kept.data;
      }
      try {
        const data = buy(session, messageId);
        answers.set(keptKey, { messageId, data });
        return data;
      } catch (error) {
        // Business answers are kept too (a replay must not charge what the first refused). The
        // parameters were read before the purchase, so no refusal here is a parameter error.
        if (error instanceof ApiError) answers.set(keptKey, { messageId, error });
        throw error;
      }
    },
    { auth: 'required' },
  );

  router.post(
    NewsCalls.myOrders.path,
    (request): ListPage<WireTip> => {
      const session = requireSession(request);
      const current = world();
      // Newest purchase first.
      const bought = [...state.purchasesOf(session.uid).keys()]
        .reverse()
        .map((id) => current.tips.get(id))
        .filter((tip): tip is TipMessage => tip !== undefined);
      const result = paginate(bought, pageParam(request.params), sizeParam(request.params, LIST_PAGE_SIZE));
      return { ...result, list: result.list.map((tip) => tipWire(state, current, tip, session.uid)) };
    },
    { auth: 'required' },
  );
};
