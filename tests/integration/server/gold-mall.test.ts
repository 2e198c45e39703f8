/**
 * The gold mall on the development server: its goods, and exchanges that add up per user, are
 * refused over the day's remaining limit or the balance, count once per idempotency key, and the
 * limit is whole again at local midnight (UTC+8); buying a tip is not a mall exchange.
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import { GoldAccountCalls, GoldMallCalls, GoldMallCode } from '../../../src/contracts/gold-mall';
import { ResultCode, readAnswer } from '../../../src/contracts/http';
import { GOLD_DAILY_LIMIT } from '../../../shell-demo/server/routes/gold-accounts';
import { GOLD_MALL_ITEMS } from '../../../shell-demo/server/routes/gold-mall';
import { localTime, MINUTE } from '../../../shell-demo/server/world/clock';
import { startTestServer } from '../../support/test-server';
import { callEnvelope } from './signed-client';
import { suiteServer } from './suite-server';

jest.setTimeout(30_000);

describe('development server: the gold mall daily limit', () => {
  // 23:50 in Beijing: ten minutes before the local midnight.
  let clock = localTime(2026, 3, 14, 23, 50);
  const server = suiteServer(() => clock);

  const login = async (username: string): Promise<SessionInfo> =>
    (
      await callEnvelope<SessionInfo>(server().url, 'POST', DevCalls.demoLogin, {
        json: { username },
        timestamp: clock,
      })
    ).envelope.data;
  const limitOf = async (session: SessionInfo) =>
    readAnswer(
      GoldAccountCalls.goldDailyLimit,
      (await callEnvelope(server().url, 'POST', GoldAccountCalls.goldDailyLimit.path, { session, timestamp: clock }))
        .envelope.data,
    );
  const balanceOf = async (session: SessionInfo) =>
    readAnswer(
      GoldAccountCalls.goldBalance,
      (await callEnvelope(server().url, 'POST', GoldAccountCalls.goldBalance.path, { session, timestamp: clock }))
        .envelope.data,
    );
  let keys = 0;
  const exchange = (session: SessionInfo, itemId: number, idempotencyKey = `mall-key-${(keys += 1)}`) =>
    callEnvelope(server().url, 'POST', GoldMallCalls.exchange.path, {
      session,
      form: { itemId, idempotencyKey },
      timestamp: clock,
    });
  /** The item of that price. */
  const priced = (price: number) => GOLD_MALL_ITEMS.find((gift) => gift.price === price)!.id;

  it('sells its goods to anyone who asks, cheapest first, each within the day’s limit', async () => {
    const { envelope } = await callEnvelope(server().url, 'POST', GoldMallCalls.items.path, { timestamp: clock });
    const items = readAnswer(GoldMallCalls.items, envelope.data);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((gift) => gift.price)).toEqual([...items.map((gift) => gift.price)].sort((a, b) => a - b));
    expect(items.every((gift) => gift.price > 0 && gift.price <= GOLD_DAILY_LIMIT && gift.name !== '')).toBe(true);
  });

  it('exchanges add up per user, are refused over the remaining limit, and the limit is whole again at local midnight', async () => {
    const user = await login('mall-user');
    const other = await login('mall-other');
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    const balance = await balanceOf(user);

    const first = await exchange(user, priced(200), 'mall-once-1');
    expect(readAnswer(GoldMallCalls.exchange, first.envelope.data)).toEqual({
      itemId: priced(200),
      limit: GOLD_DAILY_LIMIT,
      used: 200,
      balance: balance - 200,
    });
    // The same key again (a retry): the first answer, nothing more spent.
    expect((await exchange(user, priced(200), 'mall-once-1')).envelope).toEqual(first.envelope);
    // The key again for another item (a client that reuses keys): refused, not the first answer
    // passed off as this exchange, nothing spent; the first item under it still replays.
    expect((await exchange(user, priced(2), 'mall-once-1')).envelope).toMatchObject({
      code: GoldMallCode.KeyReused,
      msg: '该请求编号已用于其他礼品',
      data: null,
    });
    expect((await exchange(user, priced(200), 'mall-once-1')).envelope).toEqual(first.envelope);
    expect((await exchange(user, priced(120))).envelope.code).toBe(ResultCode.Success);
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 320 });
    expect(await balanceOf(user)).toBe(balance - 320);
    // Another user's day is their own.
    expect(await limitOf(other)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    // Keys are each user's own: another user's exchange under the same key is its own.
    expect(
      readAnswer(GoldMallCalls.exchange, (await exchange(other, priced(2), 'mall-once-1')).envelope.data),
    ).toMatchObject({
      itemId: priced(2),
      used: 2,
    });

    const refused = (await exchange(user, priced(480))).envelope;
    expect(refused.code).toBe(GoldMallCode.DailyLimitReached);
    expect(refused.msg).toContain('今日还可兑换 180 金币');
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 320 });
    expect(await balanceOf(user)).toBe(balance - 320);
    expect((await exchange(user, 999)).envelope.code).toBe(ResultCode.NoSuchItem);

    clock += 9 * MINUTE; // 23:59 — still the same day
    expect((await limitOf(user)).used).toBe(320);
    clock += 2 * MINUTE; // 00:01 the next day in Beijing (16:01 UTC)
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    expect((await exchange(user, priced(480))).envelope.code).toBe(ResultCode.Success);
    expect((await limitOf(user)).used).toBe(480);
  });

  it('an exchange beyond the balance is refused and spends nothing', async () => {
    const poor = await login('demo-poor');
    const refused = (await exchange(poor, priced(50))).envelope;
    expect(refused.code).toBe(GoldMallCode.NotEnoughGold);
    expect(await limitOf(poor)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    expect(await balanceOf(poor)).toBe(20);
  });
});

// A server started inside the test: the calls' handlers and login rules are set when it starts.
it('the gold calls ask a visitor to log in, and answer a user the limit, the balance and what an exchange left', async () => {
  const clock = localTime(2026, 3, 14, 12, 0);
  const server = await startTestServer({ simulate: false, now: () => clock });
  try {
    const post = (path: string, session?: SessionInfo, form?: { itemId: number; idempotencyKey: string }) =>
      callEnvelope(server.url, 'POST', path, { session, form, timestamp: clock });
    const gift = { itemId: GOLD_MALL_ITEMS[0]!.id, idempotencyKey: 'mall-fresh-1' };
    for (const path of [
      GoldAccountCalls.goldDailyLimit.path,
      GoldAccountCalls.goldBalance.path,
      GoldMallCalls.exchange.path,
    ]) {
      expect((await post(path, undefined, gift)).envelope.code).toBe(ResultCode.NoUser);
    }
    const user = (
      await callEnvelope<SessionInfo>(server.url, 'POST', DevCalls.demoLogin, {
        json: { username: 'mall-fresh' },
        timestamp: clock,
      })
    ).envelope.data;
    expect((await post(GoldAccountCalls.goldDailyLimit.path, user)).envelope.data).toEqual({
      limit: GOLD_DAILY_LIMIT,
      used: 0,
    });
    const { balance } = (await post(GoldAccountCalls.goldBalance.path, user)).envelope.data as { balance: number };
    const price = GOLD_MALL_ITEMS[0]!.price;
    expect((await post(GoldMallCalls.exchange.path, user, gift)).envelope.data).toEqual({
      itemId: gift.itemId,
      limit: GOLD_DAILY_LIMIT,
      used: price,
      balance: balance - price,
    });
  } finally {
    await server.close();
  }
});
