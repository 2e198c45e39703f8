/**
 * Fans' 积分 (points only: never money, never convertible). Every fan — a session's user or a
 * room's simulated viewer — has an account; DAILY_GRANT comes once a day (China's day, UTC+8) when
 * the account is first used that day. Points move only by a keyed move (a stake taken, a payout
 * made), each key once per account: a settlement or a vote run twice moves nothing the second
 * time. The only points that enter are the grants, so the balances plus the stakes held by
 * open predictions always add up to the grants given.
 *
 * Where the ledger has shared cells (push/shared-cells.ts; the server's always), a user's account is
 * the cell `points.<uid>`, changed only by compare-and-set: a stake taken or a payout made on any
 * gateway moves once, and a publisher that takes over reads the same balances. Without cells (the
 * book's unit tests) and for the simulated viewers, an account is kept in this process: a user's
 * as its address's users are (fans-kept.ts), so one address logging in name after name forgets its
 * own users' accounts. The day's grant is remembered beyond the account —
 * a bit per uid there can be (sessions.ts UID_COUNT: 11 MB), cleared when China's day turns — so a
 * user whose account was forgotten comes back to a new one without a second grant that day.
 */
import { DAILY_GRANT } from '../../../src/contracts/predictions';
import { onAnswer, type Answer } from '../push/live-bus';
import { changeCell, type SharedCells } from '../push/shared-cells';
import type { ServerContext } from '../server-context';
import { UID_COUNT, uidIndex } from '../sessions';
import { FansKept, type Fan } from './fans-kept';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The day (number) of China's calendar at server time `at`. */
export const chinaDay = (at: number): number => Math.floor((at + CHINA_OFFSET_MS) / DAY_MS);

/**
 * Moves remembered per account for their keys: a move made again comes within minutes (a vote
 * sent twice, a settlement on another gateway), so the newest 200 are plenty, and a shared cell
 * stays small.
 */
const MOVES_KEPT = 200;

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
  /** Keys of the moves made, oldest first (MOVES_KEPT at most). */
  moves: string[];
}

/** A keyed move: `amount` given (below 0: taken). */
interface Move {
  amount: number;
  key: string;
}

/** What a move did to an account. */
interface Moved {
  account: Account;
  /** The grant given now (0 or DAILY_GRANT). */
  granted: number;
  /** The move stands: made now or before under its key (false: the balance was short). */
  made: boolean;
  /** Anything to write: a grant's day, a move. */
  changed: boolean;
}

/**
 * The account after today's grant and `move` (null: the grant alone), on a copy: the shared cells
 * run it again on a newer account when another write came first. `mayGrant` is asked only on a new day;
 * `after`: a move's key the account must hold for `move` to be made.
 */
function afterMove(
  kept: Account | undefined,
  today: number,
  mayGrant: () => boolean,
  move: Move | null,
  after?: string,
): Moved {
  const account: Account = kept ? { ...kept, moves: [...kept.moves] } : { balance: 0, grantDay: -1, moves: [] };
  let granted = 0;
  let changed = false;
  if (account.grantDay !== today) {
    account.grantDay = today;
    changed = true;
    if (mayGrant()) {
      account.balance += DAILY_GRANT;
      granted = DAILY_GRANT;
    }
  }
  let made = true;
  if (move && after !== undefined && !account.moves.includes(after)) made = false;
  else if (move && !account.moves.includes(move.key)) {
    if (account.balance + move.amount < 0) made = false;
    else {
      account.balance += move.amount;
      account.moves.push(move.key);
      if (account.moves.length > MOVES_KEPT) account.moves.shift();
      changed = true;
    }
  }
  return { account, granted, made, changed };
}

/** A user's account's cell. */
const pointsKey = (uid: string) => `points.${uid}`;

/** A room's simulated viewer: kept in this process, answered at once. */
type Viewer = Fan & { client: null };

export class PointsLedger {
  /** Kept a month after last use, a user's per the address it acts from (fans-kept.ts). */
  private readonly accounts: FansKept<Account>;
  /** Users' grants of the day, remembered beyond their accounts (the viewers' accounts are never forgotten for a client). */
  private readonly grantedToday = new GrantedToday();
  private readonly now: () => number;
  /** Where users' accounts live; absent: in this process. */
  private readonly cells: SharedCells | undefined;
  /** Every grant this ledger gave (what the balances and the held stakes add up to, alone on a bus). */
  granted = 0;

  constructor(server: Pick<ServerContext, 'now' | 'usersKept'> & { cells?: SharedCells }) {
    this.accounts = new FansKept(server);
    this.now = server.now;
    this.cells = server.cells;
  }

  /** The fan's balance now (today's grant given first). */
  balance(fan: Viewer): number;
  balance(fan: Fan): Answer<number>;
  balance(fan: Fan): Answer<number> {
    return onAnswer(this.move(fan, null), (moved) => moved.account.balance);
  }

  /** Takes `amount` under `key`; false when the balance is short (nothing taken). A key taken already takes nothing. */
  take(fan: Viewer, amount: number, key: string): boolean;
  take(fan: Fan, amount: number, key: string): Answer<boolean>;
  take(fan: Fan, amount: number, key: string): Answer<boolean> {
    return onAnswer(this.move(fan, { amount: -amount, key }), (moved) => moved.made);
  }

  /** Gives `amount` under `key`, once. */
  give(fan: Fan, amount: number, key: string): Answer<void> {
    return onAnswer(this.move(fan, { amount, key }), () => undefined);
  }

  /**
   * Gives `amount` back under `key`, once, and only when the move `taken` was made (a stake the
   * fan's balance could not cover was never taken): a pool refunded by the publisher that took over.
   */
  giveBack(fan: Fan, amount: number, taken: string, key: string): Answer<boolean> {
    return onAnswer(this.move(fan, { amount, key }, taken), (moved) => moved.made);
  }

  /** Today's grant and the move on the fan's account, wherever it lives; `after`: a move it needs made first. */
  private move(fan: Fan, move: Move | null, after?: string): Answer<Moved> {
    const today = chinaDay(this.now());
    const count = (moved: Moved) => {
      this.granted += moved.granted;
      return moved;
    };
    if (fan.client !== null && this.cells) {
      // The cell's own grant day says whether today's grant was given, on whichever gateway.
      const changed = changeCell<Account, Moved>(this.cells, pointsKey(fan.uid), (kept) => {
        const moved = afterMove(kept, today, () => true, move, after);
        return { value: moved.changed ? moved.account : undefined, result: moved };
      });
      return onAnswer(changed, count);
    }
    // Kept for another month; a user's grant once a day, even to an account made again after its address forgot it.
    let moved: Moved | undefined;
    this.accounts.update(fan, (kept) => {
      const mayGrant = () => fan.client === null || this.grantedToday.claim(fan.uid, today);
      moved = afterMove(kept, today, mayGrant, move, after);
      return moved.account;
    });
    return count(moved!);
  }
}
