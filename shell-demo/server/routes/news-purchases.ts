/**
 * Buying tips with gold from the account the gold-mall calls read (gold-accounts.ts), the user's
 * orders, and the refund of a bought 不中退 tip (openBackGold) that missed: `returnGoldPercentage`
 * of its price, floored, paid in once when the account is next read.
 *
 * A purchase is idempotent: the first answer per (uid, idempotencyKey) is kept (kept-answers.ts) and
 * replayed, a success or a business refusal, so a retry charges once; a key used for another tip
 * is refused (KeyReused); a tip already bought is never charged again (AlreadyBought).
 */
import { NewsCode, type BuyResult } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { ApiError, noSuch } from '../api-error';
import { KeptAnswers } from '../kept-answers';
import { clientOfRequest, requireSession, type SessionRef } from '../router';
import { paginate } from '../world/queries/paginate';
import type { BetResult, TipMessage } from '../world/people/people-types';
import { goldAccountsOf } from './gold-accounts';
import type { NewsRoom } from './news-state';
import { tipWire } from './news-view';

const MISSES: ReadonlySet<BetResult> = new Set(['lose', 'loseHalf']);

export const registerPurchaseCalls: NewsRoom = (router, server, state) => {
  const world = () => server.world();
  const gold = goldAccountsOf(server);
  /** Each user's purchases by key (a buy renews the user's place among the kept). */
  const purchases = new KeptAnswers<BuyResult>(
    server,
    () => new ApiError(NewsCode.KeyReused, '该请求编号已用于其他爆料'),
  );

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
    const { balance } = gold.of(session);
    if (balance < tip.goldPrice) {
      throw new ApiError(NewsCode.InsufficientGold, `金币不足：需要 ${tip.goldPrice} 金币，当前余额 ${balance}`);
    }
    const paid = gold.spend(session, tip.goldPrice);
    const payTime = server.now();
    state.addPurchase(session.uid, tip.id, { payTime, price: tip.goldPrice, refunded: false });
    return {
      messageId: tip.id,
      isBuy: 1,
      payTime,
      balance: paid.balance,
      message: tipWire(state, current, tip, session.uid),
    };
  }

  router.handle(NewsCalls.buy, (request, { idempotencyKey, messageId }) => {
    const session = requireSession(request);
    return purchases.once(session.uid, clientOfRequest(request), idempotencyKey, String(messageId), () =>
      buy(session, messageId),
    );
  });

  router.handle(NewsCalls.myOrders, (request, { page, size }) => {
    const session = requireSession(request);
    const current = world();
    // Newest purchase first.
    const bought = [...state.purchasesOf(session.uid).keys()]
      .reverse()
      .map((id) => current.tips.get(id))
      .filter((tip): tip is TipMessage => tip !== undefined);
    const result = paginate(bought, page, size);
    return { ...result, list: result.list.map((tip) => tipWire(state, current, tip, session.uid)) };
  });
};
