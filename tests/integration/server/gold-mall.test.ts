/**
 * The gold mall's daily limit on the development server: exchanges add up per
 * user, are refused over the day's remaining limit, and the limit is whole again at local
 * midnight (UTC+8); buying a tip is not a mall exchange.
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import { parseGoldBalance, parseGoldDailyLimit, SystemCalls } from '../../../src/contracts/system';
import { GOLD_DAILY_LIMIT, GOLD_MALL_EXCHANGE_PATH, GoldMallCode } from '../../../shell-demo/server/routes/gold-accounts';
import { localTime, MINUTE } from '../../../shell-demo/server/world/clock';
import { startDevServer } from '../../../shell-demo/server/create-server';
import { callEnvelope } from './signed-client';
import { suiteServer } from './suite-server';

jest.setTimeout(30_000);

describe('development server: the gold mall daily limit', () => {
  // 23:50 in Beijing: ten minutes before the local midnight.
  let clock = localTime(2026, 3, 14, 23, 50);
  const server = suiteServer(() => clock);

  const login = async (username: string): Promise<SessionInfo> =>
    (await callEnvelope<SessionInfo>(server().url, 'POST', DevCalls.demoLogin, { json: { username }, timestamp: clock })).envelope.data;
  const limitOf = async (session: SessionInfo) =>
    parseGoldDailyLimit((await callEnvelope(server().url, 'POST', SystemCalls.goldDailyLimit.path, { session, timestamp: clock })).envelope.data);
  const balanceOf = async (session: SessionInfo) =>
    parseGoldBalance((await callEnvelope(server().url, 'POST', SystemCalls.goldBalance.path, { session, timestamp: clock })).envelope.data);
  const exchange = (session: SessionInfo, amount: number) =>
    callEnvelope(server().url, 'POST', GOLD_MALL_EXCHANGE_PATH, { session, form: { amount }, timestamp: clock });

  it('exchanges add up per user, are refused over the remaining limit, and the limit is whole again at local midnight', async () => {
    const user = await login('mall-user');
    const other = await login('mall-other');
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    const balance = await balanceOf(user);

    expect((await exchange(user, 200)).envelope.code).toBe(ResultCode.Success);
    expect((await exchange(user, 150)).envelope.code).toBe(ResultCode.Success);
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 350 });
    expect(await balanceOf(user)).toBe(balance - 350);
    // Another user's day is their own.
    expect(await limitOf(other)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });

    const refused = (await exchange(user, 151)).envelope;
    expect(refused.code).toBe(GoldMallCode.DailyLimitReached);
    expect(refused.msg).toContain('今日还可兑换 150 金币');
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 350 });
    expect(await balanceOf(user)).toBe(balance - 350);

    clock += 9 * MINUTE; // 23:59 — still the same day
    expect((await limitOf(user)).used).toBe(350);
    clock += 2 * MINUTE; // 00:01 the next day in Beijing (16:01 UTC)
    expect(await limitOf(user)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    expect((await exchange(user, 500)).envelope.code).toBe(ResultCode.Success);
    expect((await limitOf(user)).used).toBe(500);
  });

  it('an exchange beyond the balance is refused and spends nothing', async () => {
    const poor = await login('demo-poor');
    const refused = (await exchange(poor, 100)).envelope;
    expect(refused.code).toBe(GoldMallCode.NotEnoughGold);
    expect(await limitOf(poor)).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    expect(await balanceOf(poor)).toBe(20);
  });
});

// A server started inside the test: the calls' handlers and login rules are set when it starts.
it('the gold calls ask a visitor to log in, and answer a user the limit, the balance and what an exchange left', async () => {
  const clock = localTime(2026, 3, 14, 12, 0);
  const server = await startDevServer({ port: 0, quiet: true, simulate: false, now: () => clock });
  try {
    const post = (path: string, session?: SessionInfo, form?: { amount: number }) =>
      callEnvelope(server.url, 'POST', path, { session, form, timestamp: clock });
    for (const path of [SystemCalls.goldDailyLimit.path, SystemCalls.goldBalance.path, GOLD_MALL_EXCHANGE_PATH]) {
      expect((await post(path, undefined, { amount: 1 })).envelope.code).toBe(ResultCode.NoUser);
    }
    const user = (await callEnvelope<SessionInfo>(server.url, 'POST', DevCalls.demoLogin, { json: { username: 'mall-fresh' }, timestamp: clock })).envelope.data;
    expect((await post(SystemCalls.goldDailyLimit.path, user)).envelope.data).toEqual({ limit: GOLD_DAILY_LIMIT, used: 0 });
    const { balance } = (await post(SystemCalls.goldBalance.path, user)).envelope.data as { balance: number };
    expect((await post(GOLD_MALL_EXCHANGE_PATH, user, { amount: 30 })).envelope.data).toEqual({ limit: GOLD_DAILY_LIMIT, used: 30, balance: balance - 30 });
  } finally {
    await server.close();
  }
});
