/**
 * Buying tips on the development server: the paid part left out of the raw answer until bought,
 * purchases charged once (idempotency keys, two tabs), insufficient gold, and settlement — 不中退
 * refunds and the tip-settled push.
 */
import { WebSocket } from 'ws';
import { DemoUser } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import {
  NewsCalls,
  NewsCode,
  parseBuyResult,
  parseTipDetail,
  parseTipPage,
  type TipMessage,
} from '../../../src/contracts/news';
import { NewsPush, type TipSettledPayload } from '../../../src/contracts/news-push';
import { PushClient } from '../../../src/platform/socket/push-client';
import type { PushSocketConstructor } from '../../../src/platform/socket/push-environment';
import { HOUR } from '../../../shell-demo/server/world/clock';
import { waitFor } from '../push/push-test-support';
import { newsServer } from './news-server';

jest.setTimeout(60_000);

describe('development server: buying tips', () => {
  const { clock, server, send: fetchCall, ok, fails, login, balanceOf, feedAll, paidTip, newKey } = newsServer();

  describe('buying', () => {
    it('the paid part never reaches a visitor or a user who has not bought (the raw answer)', async () => {
      const tip = await paidTip();
      const user = await login('news-reader');
      for (const session of [undefined, user]) {
        const { envelope } = await fetchCall(NewsCalls.tipDetail, { id: tip.id }, session);
        const raw = JSON.stringify(envelope);
        const full = server().world().tips.get(tip.id)!;
        expect(raw).not.toContain(full.sportsInfo);
        for (const leg of full.messageMatchList) expect(raw).not.toContain(JSON.stringify(leg.pickLabel));
        const detail = parseTipDetail(envelope.data);
        expect(detail.sportsInfo).toBeNull();
        expect(
          detail.messageMatchList.every((leg) => leg.pick === null && leg.odds === null && leg.pickLabel === null),
        ).toBe(true);
        expect(detail.matches.map((match) => match.id)).toEqual(full.messageMatchList.map((leg) => leg.matchId));
      }
      // The feed leaves it out too.
      const { envelope } = await fetchCall(NewsCalls.messageFeed, { size: 50 });
      expect(JSON.stringify(envelope)).not.toContain(server().world().tips.get(tip.id)!.sportsInfo);
    });

    it('buys: charged once, isBuy and payTime, the content, the balance; a replayed key returns the first answer', async () => {
      const buyer = await login('news-buyer');
      const before = await balanceOf(buyer);
      const tip = await paidTip((candidate) => candidate.goldPrice <= before);
      const key = newKey();
      const first = parseBuyResult(await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: key }, buyer));
      expect(first).toMatchObject({ messageId: tip.id, isBuy: 1, payTime: clock.now, balance: before - tip.goldPrice });
      expect(first.message.sportsInfo).toBe(server().world().tips.get(tip.id)!.sportsInfo);
      expect(first.message.messageMatchList.every((leg) => leg.pickLabel !== null)).toBe(true);
      // A double tap or a retry after a timeout: the same key, the same answer, no charge.
      clock.now += 1000;
      const again = parseBuyResult(await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: key }, buyer));
      expect(again).toEqual(first);
      expect(await balanceOf(buyer)).toBe(before - tip.goldPrice);
      // The detail and the orders now have it.
      const detail = parseTipDetail(await ok(NewsCalls.tipDetail, { id: tip.id }, buyer));
      expect(detail).toMatchObject({ isBuy: 1, payTime: first.payTime, sportsInfo: first.message.sportsInfo });
      const orders = parseTipPage(await ok(NewsCalls.myOrders, {}, buyer));
      expect(orders.list.map((order) => order.id)).toEqual([tip.id]);
      // The key is for that tip only.
      const other = await paidTip((candidate) => candidate.id !== tip.id);
      expect((await fails(NewsCalls.buy, { messageId: other.id, idempotencyKey: key }, buyer)).code).toBe(
        NewsCode.KeyReused,
      );
    });

    it('two tabs (two keys) buying the same tip: the second is refused, charged once', async () => {
      const buyer = await login('news-two-tabs');
      const before = await balanceOf(buyer);
      const tip = await paidTip((candidate) => candidate.goldPrice <= before);
      const [first, second] = await Promise.all([
        fetchCall(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, buyer),
        fetchCall(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, buyer),
      ]);
      const codes = [first.envelope.code, second.envelope.code].sort();
      expect(codes).toEqual([ResultCode.Success, NewsCode.AlreadyBought]);
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
      expect(parseTipDetail(await ok(NewsCalls.tipDetail, { id: tip.id }, poor)).isBuy).toBe(0);
    });

    it('refuses visitors, missing or malformed keys, free and unknown tips', async () => {
      const tip = await paidTip();
      expect((await fails(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() })).code).toBe(
        ResultCode.NoUser,
      );
      const user = await login('news-careless');
      expect((await fails(NewsCalls.buy, { messageId: tip.id }, user)).code).toBe(10001);
      expect((await fails(NewsCalls.buy, { messageId: tip.id, idempotencyKey: 'short' }, user)).code).toBe(10001);
      expect((await fails(NewsCalls.buy, { messageId: 5, idempotencyKey: newKey() }, user)).code).toBe(
        ResultCode.NoSuchItem,
      );
      const free = (await feedAll()).find((candidate) => candidate.goldPrice === 0);
      if (free)
        expect((await fails(NewsCalls.buy, { messageId: free.id, idempotencyKey: newKey() }, user)).code).toBe(
          NewsCode.NotForSale,
        );
    });
  });

  describe('settlement', () => {
    it("tips bought before their matches settle; a missed 不中退 tip pays back its share; the push tells the experts' channels", async () => {
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
        balance = parseBuyResult(
          await ok(NewsCalls.buy, { messageId: tip.id, idempotencyKey: newKey() }, buyer),
        ).balance;
        bought.push(tip);
      }
      expect(bought.length).toBeGreaterThan(0);

      const settled: TipSettledPayload[] = [];
      const client = new PushClient({
        WebSocket: WebSocket as unknown as PushSocketConstructor,
        page: null,
        log: () => undefined,
      });
      client.registerHandler(NewsPush.tipSettled, { apply: (value) => settled.push(value) });
      client.connect(`${server().url.replace(/^http/, 'ws')}/ws`);
      client.subscribe([NewsPush.tips, NewsPush.professor(bought[0]!.professorId)]);
      await waitFor(() => client.lastSeqOf(NewsPush.tips) !== null, 'subscribed');

      clock.now += 5 * HOUR;
      server().simulator().advanceTo(clock.now);
      await waitFor(
        () => bought.every((tip) => settled.some((item) => item.tipId === tip.id)),
        'every bought tip settled on news:tips',
      );
      client.dispose();

      const orders = parseTipPage(await ok(NewsCalls.myOrders, { size: 50 }, buyer)).list;
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
