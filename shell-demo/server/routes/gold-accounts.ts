/**
 * Per-user gold, one account per uid (kept from its first move for the server's lifetime), shared by the gold-mall calls
 * (routes/system.ts: balance, daily limit, the mall's exchange) and the purchases of tips
 * (routes/news.ts). Every started server has its own accounts (kept beside its context), so
 * tests start from scratch.
 *
 * The gold mall's daily limit (`goldmall/dailyLimit`) caps what a user exchanges in the
 * mall in a day: exchanges add up per user and the count starts again at local midnight (UTC+8,
 * the day the development world counts in). Buying tips is not a mall exchange and spends none
 * of it. The mall's goods and their exchange are gold-mall.ts's (src/contracts/gold-mall.ts).
 */
import { GoldMallCode } from '../../../src/contracts/gold-mall';
import { ApiError, badParams } from '../api-error';
import type { SessionRef } from '../router';
import type { ServerContext } from '../server-context';
import { localDayStart } from '../world/clock';
import { demoProfileOf } from '../demo-profiles';

/** Gold a user may exchange in the mall per day. */
export const GOLD_DAILY_LIMIT = 500;

export interface GoldAccount {
  balance: number;
  /** Gold exchanged in the mall today (since `day`). */
  used: number;
  /** The start (UTC) of the local day `used` counts. */
  day: number;
}

/** Runs before an account is read: money that is due is paid in first (refunds of settled tips). */
export type GoldAccountHook = (uid: string, account: GoldAccount) => void;

export class GoldAccounts {
  /**
   * The accounts whose gold moved (spent, exchanged, paid back): a user's own money, kept while
   * the server runs. Any other account is the user's first gold (demo-profiles.ts), made again
   * when read and kept nowhere, so names that only log in and look cost no memory.
   */
  private readonly accounts = new Map<string, GoldAccount>();
  private readonly hooks: GoldAccountHook[] = [];

  constructor(private readonly now: () => number) {}

  /** The account of a logged-in user, with what is due paid in; gold moves only by `spend` and `exchange`. */
  of(session: SessionRef): Readonly<GoldAccount> {
    return this.account(session);
  }

  /** Spends `amount` gold of the balance (a purchase: the caller checked the balance). */
  spend(session: SessionRef, amount: number): Readonly<GoldAccount> {
    const account = this.account(session);
    account.balance -= amount;
    this.accounts.set(session.uid, account);
    return account;
  }

  /** A mall exchange: spends `amount` gold of the balance and of the day's limit. */
  exchange(session: SessionRef, amount: number): Readonly<GoldAccount> {
    if (!Number.isInteger(amount) || amount < 1 || amount > GOLD_DAILY_LIMIT)
      throw badParams(`amount 应为 1 到 ${GOLD_DAILY_LIMIT} 的整数`);
    const account = this.account(session);
    const remaining = GOLD_DAILY_LIMIT - account.used;
    if (amount > remaining)
      throw new ApiError(
        GoldMallCode.DailyLimitReached,
        `今日兑换额度不足：今日还可兑换 ${remaining} 金币，北京时间 0 点恢复`,
      );
    if (amount > account.balance)
      throw new ApiError(GoldMallCode.NotEnoughGold, `金币不足：需要 ${amount} 金币，当前余额 ${account.balance}`);
    account.balance -= amount;
    account.used += amount;
    this.accounts.set(session.uid, account);
    return account;
  }

  private account(session: SessionRef): GoldAccount {
    const today = localDayStart(this.now());
    const account = this.accounts.get(session.uid) ?? {
      balance: demoProfileOf(session.username, this.now()).initialGold,
      used: 0,
      day: today,
    };
    // A new local day: the mall's limit is whole again.
    if (account.day !== today) Object.assign(account, { used: 0, day: today });
    const before = account.balance;
    for (const hook of this.hooks) hook(session.uid, account);
    // Gold paid in (a refund) is the user's: kept from now on.
    if (account.balance !== before) this.accounts.set(session.uid, account);
    return account;
  }

  onRead(hook: GoldAccountHook): void {
    this.hooks.push(hook);
  }
}

const byServer = new WeakMap<ServerContext, GoldAccounts>();

export function goldAccountsOf(server: ServerContext): GoldAccounts {
  let accounts = byServer.get(server);
  if (!accounts) {
    accounts = new GoldAccounts(() => server.now());
    byServer.set(server, accounts);
  }
  return accounts;
}
