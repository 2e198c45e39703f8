/**
 * The gold mall's goods and their exchange (src/contracts/gold-mall.ts, our extension): a few
 * gifts a fan of the portal would spend gold on, the cheapest first; an exchange spends the
 * item's price from the balance and the day's limit (gold-accounts.ts), once per (uid,
 * idempotencyKey) — the first answer, a success or a refusal, is kept and replayed (kept-answers.ts);
 * the key sent again for another item is refused, so a client's mix-up never passes for an exchange.
 */
import {
  GoldMallCalls,
  GoldMallCode,
  type GoldExchangeResult,
  type GoldMallItem,
} from '../../../src/contracts/gold-mall';
import { ApiError, noSuch } from '../api-error';
import { fileId } from '../files/file-names';
import { KeptAnswers } from '../kept-answers';
import { clientOfRequest, requireSession, type Router } from '../router';
import type { ServerContext } from '../server-context';
import { GOLD_DAILY_LIMIT, goldAccountsOf } from './gold-accounts';

const item = (id: number, name: string, short: string, price: number, description: string): GoldMallItem => ({
  id,
  name,
  price,
  picture: fileId('game', `gift${id}`, short),
  description,
});

/** What the mall sells, cheapest first; every price within the day's limit. */
export const GOLD_MALL_ITEMS: readonly GoldMallItem[] = [
  item(1, '彩色弹幕卡', '弹幕', 2, '直播间发一条彩色弹幕'),
  item(2, '爆料 9 折券', '9折', 50, '购买专家爆料时抵扣 10%，7 天有效'),
  item(3, 'VIP 体验卡（1 天）', 'VIP', 120, '一天内享受 VIP 评论与弹幕特权'),
  item(4, '球队头像框', '头像', 200, '为头像加上主队配色的边框，30 天有效'),
  item(5, '世界杯纪念水杯', '水杯', 480, '实物礼品，审核后 7 个工作日内寄出'),
];

export function registerGoldMallCalls(router: Router, server: ServerContext): void {
  const gold = goldAccountsOf(server);
  const exchanges = new KeptAnswers<GoldExchangeResult>(
    server,
    () => new ApiError(GoldMallCode.KeyReused, '该请求编号已用于其他礼品'),
  );

  router.handle(GoldMallCalls.items, () => GOLD_MALL_ITEMS.map((gift) => ({ ...gift })));

  router.handle(GoldMallCalls.exchange, (request, { itemId, idempotencyKey }) => {
    const session = requireSession(request);
    return exchanges.once(session.uid, clientOfRequest(request), idempotencyKey, String(itemId), () => {
      const gift = GOLD_MALL_ITEMS.find((candidate) => candidate.id === itemId);
      if (!gift) throw noSuch('礼品', itemId);
      const { used, balance } = gold.exchange(session, gift.price);
      return { itemId, limit: GOLD_DAILY_LIMIT, used, balance };
    });
  });
}
