/**
 * Fans' 积分 (points only: never money, never convertible). Every fan — a session's user or a
 * room's simulated viewer — has an account; DAILY_GRANT comes once a day (China's day, UTC+8) when
 * the account is first used that day. Points move only by a keyed move (a stake taken, a payout
 * made), each key once per account: a settlement or a vote run twice moves nothing the second
 * time. The only points that enter are the grants, so the balances plus the stakes held by
 * open predictions always add up to the grants given.
 */
import { DAILY_GRANT } from '../../../src/contracts/predictions';
import { ExpiringMap } from '../expiring-map';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The day (number) of China's calendar at server time `at`. */
export const chinaDay = (at: number): number => Math.floor((at + CHINA_OFFSET_MS) / DAY_MS);

/** Accounts kept: a month after last use, the latest 200 000 (a server of the development world). */
export const ACCOUNTS_KEPT = { ttlMs: 30 * DAY_MS, maxEntries: 200_000 } as const;
/** Moves remembered per account for their keys: more than a fan's predictions over the days kept. */
const MOVES_KEPT = 2_000;

interface Account {
  balance: number;
  grantDay: number;
  /** Keys of the moves made, oldest first. */
  moves: Set<string>;
}

export class PointsLedger {
  private readonly accounts: ExpiringMap<string, Account>;
  /** Every grant given (what the balances and the held stakes add up to). */
  granted = 0;

  constructor(private readonly now: () => number) {
    this.accounts = new ExpiringMap(now, ACCOUNTS_KEPT);
  }

  /** The fan's balance now (today's grant given first). */
  balance(uid: string): number {
    return this.account(uid).balance;
  }

  /** Takes `amount` under `key`; false when the balance is short (nothing taken). A key taken already takes nothing. */
  take(uid: string, amount: number, key: string): boolean {
    const account = this.account(uid);
    if (account.moves.has(key)) return true;
    if (amount > account.balance) return false;
    account.balance -= amount;
    this.remember(account, key);
    return true;
  }

  /** Gives `amount` under `key`, once. */
  give(uid: string, amount: number, key: string): void {
    const account = this.account(uid);
    if (account.moves.has(key)) return;
    account.balance += amount;
    this.remember(account, key);
  }

  private remember(account: Account, key: string): void {
    account.moves.add(key);
    if (account.moves.size > MOVES_KEPT) account.moves.delete(account.moves.values().next().value!);
  }

  private account(uid: string): Account {
    const today = chinaDay(this.now());
    let account = this.accounts.get(uid);
    if (!account) account = { balance: 0, grantDay: -1, moves: new Set() };
    if (account.grantDay !== today) {
      account.grantDay = today;
      account.balance += DAILY_GRANT;
      this.granted += DAILY_GRANT;
    }
    // Used: kept for another month.
    this.accounts.set(uid, account);
    return account;
  }
}
