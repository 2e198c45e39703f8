/**
 * Fans' 积分 (points only: never money, never convertible). Every fan — a session's user or a
 * room's simulated viewer — has an account; DAILY_GRANT comes once a day (China's day, UTC+8) when
 * the account is first used that day. Points move only by a keyed move (a stake taken, a payout
 * made), each key once per account: a settlement or a vote run twice moves nothing the second
 * time. The only points that enter are the grants, so the balances plus the stakes held by
 * open predictions always add up to the grants given.
 *
 * A user's account is kept as its address's users are (fans-kept.ts): one address logging in name
 * after name forgets its own users' accounts. The day's grant is remembered beyond the account —
 * a bit per uid there can be (sessions.ts UID_COUNT: 11 MB), cleared when China's day turns — so a
 * user whose account was forgotten comes back to a new one without a second grant that day.
 */
import { DAILY_GRANT } from '../../../src/contracts/predictions';
import type { ServerContext } from '../server-context';
import { UID_COUNT, uidIndex } from '../sessions';
import { FansKept, type Fan } from './fans-kept';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The day (number) of China's calendar at server time `at`. */
export const chinaDay = (at: number): number => Math.floor((at + CHINA_OFFSET_MS) / DAY_MS);

/** Moves remembered per account for their keys: more than a fan's predictions over the days kept. */
const MOVES_KEPT = 2_000;

/** The users granted on one day of China's calendar: a bit per uid. */
class GrantedToday {
  private day = -1;
  private bits = new Uint8Array(0);

  /** True the first time `uid` asks on `day` (then remembered), false after; a text no session makes (a test's) is not remembered. */
  claim(uid: string, day: number): boolean {
    const index = uidIndex(uid);
    if (index === null) return true;
    if (day !== this.day) {
      this.day = day;
      this.bits = new Uint8Array(Math.ceil(UID_COUNT / 8));
    }
    const byte = index >> 3;
    const bit = 1 << (index & 7);
    if (this.bits[byte]! & bit) return false;
    this.bits[byte]! |= bit;
    return true;
  }
}

interface Account {
  balance: number;
  grantDay: number;
  /** Keys of the moves made, oldest first. */
  moves: Set<string>;
}

export class PointsLedger {
  /** Kept a month after last use, a user's per the address it acts from (fans-kept.ts). */
  private readonly accounts: FansKept<Account>;
  /** Users' grants of the day, remembered beyond their accounts (the viewers' accounts are never forgotten for a client). */
  private readonly grantedToday = new GrantedToday();
  private readonly now: () => number;
  /** Every grant given (what the balances and the held stakes add up to). */
  granted = 0;

  constructor(server: Pick<ServerContext, 'now' | 'usersKept'>) {
    this.accounts = new FansKept(server);
    this.now = server.now;
  }

  /** The fan's balance now (today's grant given first). */
  balance(fan: Fan): number {
    return this.account(fan).balance;
  }

  /** Takes `amount` under `key`; false when the balance is short (nothing taken). A key taken already takes nothing. */
  take(fan: Fan, amount: number, key: string): boolean {
    const account = this.account(fan);
    if (account.moves.has(key)) return true;
    if (amount > account.balance) return false;
    account.balance -= amount;
    this.remember(account, key);
    return true;
  }

  /** Gives `amount` under `key`, once. */
  give(fan: Fan, amount: number, key: string): void {
    const account = this.account(fan);
    if (account.moves.has(key)) return;
    account.balance += amount;
    this.remember(account, key);
  }

  private remember(account: Account, key: string): void {
    account.moves.add(key);
    if (account.moves.size > MOVES_KEPT) account.moves.delete(account.moves.values().next().value!);
  }

  /** The fan's account, used: kept for another month. */
  private account(fan: Fan): Account {
    const today = chinaDay(this.now());
    return this.accounts.update(fan, (kept) => {
      const account = kept ?? { balance: 0, grantDay: -1, moves: new Set<string>() };
      if (account.grantDay !== today) {
        account.grantDay = today;
        // A user's grant once a day, even to an account made again after its address forgot it.
        if (fan.client === null || this.grantedToday.claim(fan.uid, today)) {
          account.balance += DAILY_GRANT;
          this.granted += DAILY_GRANT;
        }
      }
      return account;
    });
  }
}
