/**
 * Gold accounts of the development server: one per uid, opened with the user's first gold; the
 * mall's exchange spends balance and the day's limit (whole again at local midnight, UTC+8),
 * refused beyond either with the code and text that say which; hooks pay in what is due before
 * an account is read; each server has its own accounts.
 */
import { DemoUser } from '@src/contracts/dev-server';
import { ApiError } from '@shell-demo/server/api-error';
import { GoldMallCode } from '@src/contracts/gold-mall';
import { GOLD_DAILY_LIMIT, GoldAccounts, goldAccountsOf } from '@shell-demo/server/routes/gold-accounts';
import { demoProfileOf } from '@shell-demo/server/demo-profiles';
import type { ServerContext } from '@shell-demo/server/server-context';
import { localDayStart } from '@shell-demo/server/world/clock';

/** 10:00 in China on a Saturday. */
const T0 = Date.UTC(2026, 10, 21, 2, 0);
const normal = { token: 't1', uid: 'u1', username: DemoUser.normal };
const poor = { token: 't2', uid: 'u2', username: DemoUser.poor };

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

it("opens an account with the user's first gold, once", () => {
  let clock = T0;
  const accounts = new GoldAccounts(() => clock);
  const first = accounts.of(normal);
  expect(first).toEqual({ balance: demoProfileOf(DemoUser.normal, T0).initialGold, used: 0, day: localDayStart(T0) });
  accounts.spend(normal, 100);
  clock += 1000;
  expect(accounts.of(normal).balance).toBe(demoProfileOf(DemoUser.normal, T0).initialGold - 100);
  expect(accounts.of(poor).balance).toBe(20);
});

it('keeps no account for users whose gold never moved, and every one whose gold did', () => {
  const accounts = new GoldAccounts(() => T0);
  const kept = () => (accounts as unknown as { accounts: Map<string, unknown> }).accounts;
  const lookers = Array.from({ length: 50 }, (_, index) => ({
    token: `t${index}`,
    uid: `look${index}`,
    username: `looker${index}`,
  }));
  for (const looker of lookers) accounts.of(looker);
  expect(kept().size).toBe(0);
  // Money paid in by a hook (a refund) is kept too.
  accounts.onRead((uid, account) => {
    if (uid === lookers[1]!.uid) account.balance += 5;
  });
  accounts.spend(lookers[0]!, 10);
  accounts.exchange(lookers[2]!, 1);
  accounts.of(lookers[1]!);
  accounts.of(lookers[3]!);
  expect([...kept().keys()].sort()).toEqual(['look0', 'look1', 'look2']);
  expect(accounts.of(lookers[0]!).balance).toBe(demoProfileOf('looker0', T0).initialGold - 10);
  expect(accounts.of(lookers[2]!)).toMatchObject({ used: 1 });
});

it('an exchange spends balance and limit; the limit is refused beyond what is left today, and whole again at local midnight', () => {
  let clock = T0;
  const accounts = new GoldAccounts(() => clock);
  const start = accounts.of(normal).balance;
  expect(accounts.exchange(normal, 300)).toMatchObject({ balance: start - 300, used: 300 });
  expect(accounts.exchange(normal, GOLD_DAILY_LIMIT - 300)).toMatchObject({ used: GOLD_DAILY_LIMIT });
  const refused = refusal(() => accounts.exchange(normal, 1));
  expect(refused.code).toBe(GoldMallCode.DailyLimitReached);
  expect(refused.message).toContain('今日还可兑换 0 金币');
  expect(accounts.of(normal).balance).toBe(start - GOLD_DAILY_LIMIT);
  // 23:59 in China: still today.
  clock = localDayStart(T0) + 24 * 3_600_000 - 60_000;
  expect(refusal(() => accounts.exchange(normal, 1)).code).toBe(GoldMallCode.DailyLimitReached);
  clock += 60_000;
  expect(accounts.exchange(normal, 1)).toMatchObject({ used: 1, day: localDayStart(clock) });
});

it('an exchange beyond the balance is refused with the balance in the text, and spends nothing', () => {
  const accounts = new GoldAccounts(() => T0);
  const refused = refusal(() => accounts.exchange(poor, 21));
  expect(refused.code).toBe(GoldMallCode.NotEnoughGold);
  expect(refused.message).toBe('金币不足：需要 21 金币，当前余额 20');
  expect(accounts.of(poor)).toMatchObject({ balance: 20, used: 0 });
  expect(accounts.exchange(poor, 20)).toMatchObject({ balance: 0, used: 20 });
});

it.each([0, -5, 1.5, GOLD_DAILY_LIMIT + 1, Number.NaN])('refuses an amount of %p as a bad parameter', (amount) => {
  const accounts = new GoldAccounts(() => T0);
  const refused = refusal(() => accounts.exchange(normal, amount));
  expect(refused.code).not.toBe(GoldMallCode.DailyLimitReached);
  expect(refused.code).not.toBe(GoldMallCode.NotEnoughGold);
  expect(refused.message).toBe(`参数错误：amount 应为 1 到 ${GOLD_DAILY_LIMIT} 的整数`);
  expect(accounts.of(normal).used).toBe(0);
});

it('the whole limit at once is allowed', () => {
  const accounts = new GoldAccounts(() => T0);
  expect(accounts.exchange(normal, GOLD_DAILY_LIMIT).used).toBe(GOLD_DAILY_LIMIT);
});

it('hooks pay in what is due each time an account is read, in order', () => {
  const accounts = new GoldAccounts(() => T0);
  const seen: string[] = [];
  accounts.onRead((uid, account) => {
    seen.push(`a:${uid}`);
    account.balance += 5;
  });
  accounts.onRead((uid) => seen.push(`b:${uid}`));
  const start = demoProfileOf(DemoUser.poor, T0).initialGold;
  expect(accounts.of(poor).balance).toBe(start + 5);
  // Read again by the exchange: paid in once more, then spent.
  expect(accounts.exchange(poor, 25).balance).toBe(5);
  expect(seen).toEqual(['a:u2', 'b:u2', 'a:u2', 'b:u2']);
});

it("each server has its own accounts, kept for its lifetime and dated by the server's clock", () => {
  const serverOf = () => ({ now: () => T0 }) as unknown as ServerContext;
  const one = serverOf();
  expect(goldAccountsOf(one)).toBe(goldAccountsOf(one));
  expect(goldAccountsOf(serverOf())).not.toBe(goldAccountsOf(one));
  expect(goldAccountsOf(one).of(normal).day).toBe(localDayStart(T0));
});
