/**
 * Buying tips on the development server: the paid part left out of the raw answer until bought,
 * purchases charged once (idempotency keys, two tabs), insufficient gold, and settlement — 不中退
 * refunds and the tip-settled push.
 */
import { DemoUser } from '../../../src/contracts/dev-server';
import { ResultCode, readAnswer } from '../../../src/contracts/http';
import { NewsCode, type TipMessage } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { NewsPush, type TipSettledPayload } from '../../../src/contracts/news-push';
import { startTestServer } from '../../support/test-server';
import { GoldAccountCalls, GoldMallCalls } from '../../../src/contracts/gold-mall';
import { GOLD_MALL_ITEMS } from '../../../shell-demo/server/routes/gold-mall';
import { HOUR } from '../../../shell-demo/server/world/clock';
import { connectedClient, waitFor } from '../push/push-test-support';
import { newsServer } from './news-server';
import { serverCalls } from './server-calls';

jest.setTimeout(60_000);

describe('development server: buying tips', () => {
  const { clock, server, send, ok, fails, login, balanceOf, feedAll, paidTip, newKey } = newsServer();

  /** A new user, the user's gold and a paid tip they can afford. */
  async function buyerOfAffordableTip(username: string) {
    const buyer = await login(username);
    const before = await balanceOf(buyer);
    const tip = await paidTip((candidate) => candidate.goldPrice <= before);
    return { buyer, before, tip };
  }

  describe('buying', () => {
    it('the paid part never reaches a visitor or a user who has not bought (the raw answer)', async () => {
      const tip = await paidTip();
      const user = await login('news-reader');
      for (const session of [undefined, user]) {
        const { envelope } = await send(NewsCalls.tipDetail, { id: tip.id }, session);
        const raw = JSON.stringify(envelope);
        const full = server().world().tips.get(tip.id)!;
        expect(raw).not.toContain(full.sportsInfo);
        for (const leg of full.messageMatchList) expect(raw).not.toContain(JSON.stringify(leg.pickLabel));
        const detail = readAnswer(NewsCalls.tipDetail, envelope.data);
        expect(detail.sportsInfo).toBeNull();
        expect(
          detail.messageMatchList.every((leg) => leg.pick === null && leg.odds === null && leg.pickLabel === null),
        ).toBe(true);
        expect(detail.matches.map((match) => match.id)).toEqual(full.messageMatchList.map((leg) => leg.matchId));
      }
      // The feed leaves it out too.
      const { envelope } = await send(NewsCalls.messageFeed, { size: 50 });
      expect(JSON.stringify(envelope)).not.toContain(server().world().tips.get(tip.id)!.sportsInfo);
    });

    it('buys: charged once, isBuy and payTime, the content, the balance; a replayed key returns the first answer', async () => {
      const { buyer, before, tip } = await buyerOfAffordableTip('news-buyer');
      const key = newKey();
      const first = readAnswer(
        NewsCalls.buy,
        await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: key }, buyer),
      );
      expect(first).toMatchObject({ messageId: tip.id, isBuy: 1, payTime: clock.now, balance: before - tip.goldPrice });
      expect(first.message.sportsInfo).toBe(server().world().tips.get(tip.id)!.sportsInfo);
      expect(first.message.messageMatchList.every((leg) => leg.pickLabel !== null)).toBe(true);
      // A double tap or a retry after a timeout: the same key, the same answer, no charge.
      clock.now += 1000;
      const again = readAnswer(
        NewsCalls.buy,
        await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: key }, buyer),
      );
      expect(again).toEqual(first);
      expect(await balanceOf(buyer)).toBe(before - tip.goldPrice);
      // The detail and the orders now have it.
      const detail = readAnswer(NewsCalls.tipDetail, await ok(NewsCalls.tipDetail, { id: tip.id }, buyer));
      expect(detail).toMatchObject({ isBuy: 1, payTime: first.payTime, sportsInfo: first.message.sportsInfo });
      const orders = readAnswer(NewsCalls.myOrders, await ok(NewsCalls.myOrders, {}, buyer));
      expect(orders.list.map((order) => order.id)).toEqual([tip.id]);
      // The key is for that tip only.
      const other = await paidTip((candidate) => candidate.id !== tip.id);
      expect(await fails(NewsCalls.buy, { messageId: other.id, idempotencyKey: key }, buyer)).toMatchObject({
        code: NewsCode.KeyReused,
        msg: '该请求编号已用于其他爆料',
      });
    });

    it('two tabs (two keys) buying the same tip: the second is refused, charged once', async () => {
      const { buyer, before, tip } = await buyerOfAffordableTip('news-two-tabs');
      const [first, second] = await Promise.all([
        send(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, buyer),
        send(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, buyer),
      ]);
      const answers = [first.envelope, second.envelope].map(({ code, msg }) => ({ code, msg }));
      expect(answers).toContainEqual({ code: ResultCode.Success, msg: 'success' });
      expect(answers).toContainEqual({ code: NewsCode.AlreadyBought, msg: '您已购买过该爆料，无需重复支付' });
      expect(await balanceOf(buyer)).toBe(before - tip.goldPrice);
    });

    it('insufficient gold: a clear message, nothing charged, and the refusal replays for its key', async () => {
      const poor = await login(DemoUser.poor);
      const before = await balanceOf(poor);
      expect(before).toBe(20);
      const tip = await paidTip((candidate) => candidate.goldPrice > before);
      const key = newKey();
      const refused = await fails(NewsCalls.buy, { messageId: tip.id, idempotencyKey: key }, poor);
      expect(refused).toEqual({
        code: NewsCode.InsufficientGold,
        msg: `金币不足：需要 ${tip.goldPrice} 金币，当前余额 20`,
        data: null,
      });
      expect((await fails(NewsCalls.buy, { messageId: tip.id, idempotencyKey: key }, poor)).code).toBe(
        NewsCode.InsufficientGold,
      );
      expect(await balanceOf(poor)).toBe(20);
      expect(readAnswer(NewsCalls.tipDetail, await ok(NewsCalls.tipDetail, { id: tip.id }, poor)).isBuy).toBe(0);
    });

    it('refuses visitors, missing or malformed keys, free and unknown tips', async () => {
      const tip = await paidTip();
      expect((await fails(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() })).code).toBe(
        ResultCode.NoUser,
      );
      const user = await login('news-careless');
      expect((await fails(NewsCalls.buy, { messageId: tip.id }, user)).code).toBe(10001);
      expect((await fails(NewsCalls.buy, { messageId: tip.id, idempotencyKey: 'short' }, user)).code).toBe(10001);
      expect(await fails(NewsCalls.buy, { messageId: 5, idempotencyKey: newKey() }, user)).toMatchObject({
        code: ResultCode.NoSuchItem,
        msg: '爆料不存在：5',
      });
      const free = (await feedAll()).find((candidate) => candidate.goldPrice === 0)!;
      expect(await fails(NewsCalls.buy, { messageId: free.id, idempotencyKey: newKey() }, user)).toMatchObject({
        code: NewsCode.NotForSale,
        msg: '免费爆料无需购买',
      });
    });

    it('the key is 8 to 64 letters, digits, _ or -: any other key is a bad parameter (400), nothing bought', async () => {
      const { buyer, before, tip } = await buyerOfAffordableTip('news-key-writer');
      const badKeys = ['Az09_-A', 'k'.repeat(65), 'intent.0001', '!intent-0001', 'intent-0001!', 'intent 0001'];
      for (const idempotencyKey of badKeys) {
        const { status, envelope } = await send(NewsCalls.buy, { messageId: tip.id, idempotencyKey }, buyer);
        expect({ status, ...envelope }).toEqual({
          status: 400,
          code: 10001,
          msg: '参数错误：idempotencyKey 应为 8 到 64 个字母、数字、_ 或 -',
          data: null,
        });
      }
      expect(await balanceOf(buyer)).toBe(before);
      // Eight characters of every kind are a key; so are 64 (the tip is bought by then).
      expect(
        readAnswer(NewsCalls.buy, await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: 'Az09_-Az' }, buyer)),
      ).toMatchObject({
        messageId: tip.id,
        balance: before - tip.goldPrice,
      });
      expect((await fails(NewsCalls.buy, { messageId: tip.id, idempotencyKey: 'k'.repeat(64) }, buyer)).code).toBe(
        NewsCode.AlreadyBought,
      );
    });

    it('a settled tip is not for sale, and nothing is charged', async () => {
      const user = await login('news-late-buyer');
      const before = await balanceOf(user);
      const settled = [...server().world().tips.values()].find((tip) => tip.goldPrice > 0 && tip.result !== 'waiting')!;
      expect(await fails(NewsCalls.buy, { messageId: settled.id, idempotencyKey: newKey() }, user)).toEqual({
        code: NewsCode.NotForSale,
        msg: '该爆料已结算，停止销售',
        data: null,
      });
      expect(await balanceOf(user)).toBe(before);
    });

    it('a balance of exactly the price buys the tip, leaving nothing', async () => {
      const poor = await login(DemoUser.poor);
      const tip = [...server().world().tips.values()].find(
        (candidate) => candidate.goldPrice === 18 && candidate.result === 'waiting',
      )!;
      // The poor user's 20 gold, less 2 spent in the mall.
      const spare = (await balanceOf(poor)) - tip.goldPrice;
      const gift = GOLD_MALL_ITEMS.find((candidate) => candidate.price === spare)!;
      await ok(GoldMallCalls.exchange, { itemId: gift.id, idempotencyKey: newKey() }, poor);
      expect(await balanceOf(poor)).toBe(tip.goldPrice);
      expect(
        readAnswer(NewsCalls.buy, await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, poor))
          .balance,
      ).toBe(0);
    });

    it('my orders list the newest purchase first', async () => {
      const buyer = await login('news-two-orders');
      const [older, newer] = (await feedAll()).filter((tip) => tip.goldPrice > 0 && tip.goldPrice <= 58);
      for (const tip of [older!, newer!])
        await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, buyer);
      const orders = readAnswer(NewsCalls.myOrders, await ok(NewsCalls.myOrders, {}, buyer));
      expect(orders.list.map((order) => order.id)).toEqual([newer!.id, older!.id]);
    });
  });

  describe('settlement', () => {
    it("tips bought before their matches settle; a missed 不中退 tip pays back its share; the push tells the experts' channels; a refusal replays unchanged", async () => {
      const buyer = await login('news-settler');
      let balance = await balanceOf(buyer);
      // Tips whose every match starts within the next two hours.
      const soon = (await feedAll({ blackReturnGold: 1 })).filter(
        (tip) =>
          tip.goldPrice > 0 &&
          tip.messageMatchList.every((leg) => leg.matchDate > clock.now && leg.matchDate < clock.now + 2 * HOUR),
      );
      expect(soon.length).toBeGreaterThan(0);
      const bought: TipMessage[] = [];
      for (const tip of soon) {
        if (tip.goldPrice > balance) continue;
        balance = readAnswer(
          NewsCalls.buy,
          await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, buyer),
        ).balance;
        bought.push(tip);
      }
      expect(bought.length).toBeGreaterThan(0);
      // A refusal is kept for its key: replayed as first answered, not asked again once the tip settles.
      const poor = await login(DemoUser.poor);
      // Dearer than the poor user's first 20 gold: never bought by them.
      const tooDear = { messageId: soon.find((tip) => tip.goldPrice > 20)!.id, idempotencyKey: newKey() };
      const refusal = await fails(NewsCalls.buy, tooDear, poor);
      expect(refusal.code).toBe(NewsCode.InsufficientGold);

      const settled: TipSettledPayload[] = [];
      const client = connectedClient(server().url);
      client.registerHandler(NewsPush.tipSettled, { apply: (value) => settled.push(value) });
      client.subscribe([NewsPush.tips, NewsPush.professor(bought[0]!.professorId)]);
      await waitFor(() => client.lastSeqOf(NewsPush.tips) !== null, 'subscribed');

      clock.now += 5 * HOUR;
      server().simulator().advanceTo(clock.now);
      await waitFor(
        () => bought.every((tip) => settled.some((item) => item.tipId === tip.id)),
        'every bought tip settled on news:tips',
      );
      client.dispose();
      expect(await fails(NewsCalls.buy, tooDear, poor)).toEqual(refusal);

      const orders = readAnswer(NewsCalls.myOrders, await ok(NewsCalls.myOrders, { size: 50 }, buyer)).list;
      expect(orders.every((order) => order.result !== 'waiting' && order.settledAt !== null)).toBe(true);
      for (const order of orders) expect(settled.find((item) => item.tipId === order.id)?.result).toBe(order.result);
      const refunds = orders
        .filter((order) => order.result === 'lose' || order.result === 'loseHalf')
        .reduce((sum, order) => sum + Math.floor((order.goldPrice * order.returnGoldPercentage) / 100), 0);
      expect(await balanceOf(buyer)).toBe(balance + refunds);
      // Paid in once.
      expect(await balanceOf(buyer)).toBe(balance + refunds);
    });
  });
});

// A server started inside the test: the calls' handlers and the kept answers are set when it starts.
it('a server started in the test sells a tip once, replays the answer kept for its key, lists the order and pays a miss back', async () => {
  const now = Date.UTC(2026, 10, 21, 19, 30);
  const server = await startTestServer({ simulate: false, now: () => now });
  try {
    const { ok, login } = serverCalls(
      () => server,
      () => now,
    );
    const buyer = await login('fresh-server-buyer');
    const tip = [...server.world().tips.values()].find(
      (candidate) => candidate.goldPrice > 0 && candidate.result === 'waiting',
    )!;
    const params = { messageId: tip.id, idempotencyKey: 'fresh-server-intent' };
    const first = readAnswer(NewsCalls.buy, await ok(NewsCalls.buy, params, buyer));
    expect(first).toMatchObject({ messageId: tip.id, isBuy: 1 });
    expect(readAnswer(NewsCalls.buy, await ok(NewsCalls.buy, params, buyer))).toEqual(first);
    expect(
      readAnswer(NewsCalls.myOrders, await ok(NewsCalls.myOrders, {}, buyer)).list.map((order) => order.id),
    ).toEqual([tip.id]);
    // Settled by hand as a miss: a 不中退 tip bought through the call pays its share back.
    const backed = [...server.world().tips.values()].find(
      (candidate) =>
        candidate.id !== tip.id &&
        candidate.openBackGold === 1 &&
        candidate.result === 'waiting' &&
        candidate.goldPrice <= first.balance,
    )!;
    const { balance } = readAnswer(
      NewsCalls.buy,
      await ok(NewsCalls.buy, { messageId: backed.id, idempotencyKey: 'fresh-server-backed' }, buyer),
    );
    backed.result = 'lose';
    expect(readAnswer(GoldAccountCalls.goldBalance, await ok(GoldAccountCalls.goldBalance, {}, buyer))).toBe(
      balance + Math.floor((backed.goldPrice * backed.returnGoldPercentage) / 100),
    );
  } finally {
    await server.close();
  }
}, 120_000);
