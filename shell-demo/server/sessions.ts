/**
 * Demo sessions with the production rules the client must cope with:
 * one live token per uid (a newer login kicks the older token → 505), tokens expire
 * (→ 405), unknown or ended tokens → 405.
 */
import { randomBytes } from 'node:crypto';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { ResultCode } from '../../src/contracts/http';
import { Messages } from './api-error';
import { clientOf, FairShare, type FairShareLimits } from './fair-share';
import { filePath } from './files/file-names';
import type { SessionRef } from './router';
import { hashString } from './seed';

export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Session records kept at most, and live sessions kept per client (peer address, fair-share.ts).
 * A login first makes room among the ended records (logged out, kicked, expired: their tokens
 * answer 405/505 as before, then as unknown); a client at its quota replaces its own oldest live
 * session, and at the count the client keeping the most live sessions gives up its oldest — so a
 * client's flood of logins replaces its own sessions, never another client's, and no login is
 * refused for want of room.
 */
export const MAX_SESSIONS = 10_000;
export const MAX_SESSIONS_PER_CLIENT = 1_000;
/**
 * Users whose own kept things (answers and sends kept for replay, last sends, reports) are kept,
 * as the sessions are: per client address they act from, and in all (expiring-map.ts).
 */
export const USERS_KEPT: Readonly<FairShareLimits> = { perHolder: MAX_SESSIONS_PER_CLIENT, total: MAX_SESSIONS };
/** The users a store keeps (a server's option, else USERS_KEPT), each for `ttlMs` after its last activity. */
export const usersKeptFor = (usersKept: Readonly<FairShareLimits> | undefined, ttlMs: number) => ({
  ttlMs,
  ...(usersKept ?? USERS_KEPT),
});
const SWEEP_EVERY_MS = 60_000;

type EndReason = 'kicked' | 'logout' | 'expired';

interface SessionRecord extends SessionRef {
  headUrl: string;
  issuedAt: number;
  expiresAt: number;
  ended?: EndReason;
}

export type SessionCheck = { ok: true; session: SessionRef } | { ok: false; code: number; msg: string };

/** The uids there are: `u10000000` to `u99999999`. */
export const UID_COUNT = 90_000_000;
const UID_BASE = 10_000_000;

/** A stable uid per username, so a user's per-uid state survives logging in again. */
export function uidOf(username: string): string {
  return `u${UID_BASE + (hashString(username.toLowerCase()) % UID_COUNT)}`;
}

/** A uid's place among the UID_COUNT (what a bit per user is indexed by); null for another text. */
export function uidIndex(uid: string): number | null {
  const match = /^u(\d{8})$/.exec(uid);
  return match ? Number(match[1]) - UID_BASE : null;
}

/** The avatar of a user: a generated file whose glyph is the name's first character. */
export function avatarPathOf(uid: string, username: string): string {
  const initial = Array.from(username.trim())[0]?.toUpperCase() ?? '';
  return filePath('avatar', uid, /[\p{L}\p{N}]/u.test(initial) ? initial : undefined);
}

export class SessionStore {
  private readonly byToken = new Map<string, SessionRecord>();
  private readonly currentByUid = new Map<string, string>();
  /** Live records per client. */
  private readonly live: FairShare<SessionRecord>;
  /** Ended records still kept (their tokens answer 405/505), oldest ending first. */
  private readonly ended = new Set<SessionRecord>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number,
    readonly ttlMs: number = DEFAULT_TOKEN_TTL_MS,
    readonly maxSessions: number = MAX_SESSIONS,
    maxPerClient: number = MAX_SESSIONS_PER_CLIENT,
  ) {
    this.live = new FairShare({ perHolder: maxPerClient, total: maxSessions });
  }

  /** Records kept (live, ended and not yet swept). */
  get size(): number {
    return this.byToken.size;
  }

  /** Users whose current token is kept: bounded with the records, however many names log in. */
  get usersKept(): number {
    return this.currentByUid.size;
  }

  /** Live sessions issued to a client (by its peer address). */
  liveOf(peer: string): number {
    return this.live.countOf(clientOf(peer));
  }

  /** Issues a session to the client at `peer` (its address), making room as the quotas say. */
  login(username: string, peer = ''): SessionInfo {
    const client = clientOf(peer);
    this.bound(client);
    const uid = uidOf(username);
    const previous = this.currentByUid.get(uid);
    const previousRecord = previous === undefined ? undefined : this.byToken.get(previous);
    if (previousRecord) this.markEnded(previousRecord, 'kicked');

    const token = randomBytes(16).toString('hex');
    const issuedAt = this.now();
    const record: SessionRecord = {
      token,
      uid,
      username,
      headUrl: avatarPathOf(uid, username),
      issuedAt,
      expiresAt: issuedAt + this.ttlMs,
    };
    this.byToken.set(token, record);
    this.live.add(client, record);
    this.currentByUid.set(uid, token);
    return { token, uid, username, headUrl: record.headUrl };
  }

  /** Validates the `token` and `uid` headers of a request. */
  check(token: string, uid: string | undefined): SessionCheck {
    const record = this.byToken.get(token);
    const expired = { ok: false, code: ResultCode.TokenExpired, msg: Messages.expired } as const;
    if (!record) return expired;
    if (record.ended === 'kicked') return { ok: false, code: ResultCode.TokenKicked, msg: Messages.kicked };
    if (record.ended) return expired;
    if (this.now() >= record.expiresAt) {
      this.markEnded(record, 'expired');
      return expired;
    }
    // A token presented with somebody else's uid is treated as not ours.
    if (uid !== record.uid) return expired;
    return { ok: true, session: { token: record.token, uid: record.uid, username: record.username } };
  }

  /** Ends the session of a token; false when the token is unknown. */
  logout(token: string): boolean {
    return this.end(token, 'logout');
  }

  /** Expires a token from now on (tests and QA); false when the token is unknown. */
  expire(token: string): boolean {
    return this.end(token, 'expired');
  }

  /** Live sessions (not ended, not past their expiry). */
  active(): SessionRef[] {
    const now = this.now();
    return [...this.byToken.values()]
      .filter((record) => !record.ended && now < record.expiresAt)
      .map(({ token, uid, username }) => ({ token, uid, username }));
  }

  /**
   * Forgets expired records (once a minute); then makes room for one more: an ended or expired
   * record at the count, the client's own oldest live one at its quota, the largest client's
   * oldest at the count.
   */
  private bound(client: string): void {
    const now = this.now();
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      for (const record of this.byToken.values()) if (now >= record.expiresAt) this.forget(record);
    }
    if (this.byToken.size >= this.maxSessions && !this.live.isFull(client)) {
      // Issue order is expiry order: when any record has expired unswept, the oldest has.
      const oldest = this.byToken.values().next().value;
      const over = this.ended.values().next().value ?? (oldest && now >= oldest.expiresAt ? oldest : undefined);
      if (over) this.forget(over);
    }
    const displaced = this.live.displaced(client);
    if (displaced) this.forget(displaced);
  }

  /** Ends a live record: it stops counting against its client's quota, and is kept for its answer (405/505). */
  private markEnded(record: SessionRecord, reason: EndReason): void {
    if (record.ended) return;
    record.ended = reason;
    this.live.release(record);
    this.ended.add(record);
  }

  private forget(record: SessionRecord): void {
    this.byToken.delete(record.token);
    this.live.release(record);
    this.ended.delete(record);
    if (this.currentByUid.get(record.uid) === record.token) this.currentByUid.delete(record.uid);
  }

  private end(token: string, reason: EndReason): boolean {
    const record = this.byToken.get(token);
    if (!record) return false;
    this.markEnded(record, reason);
    if (this.currentByUid.get(record.uid) === token) this.currentByUid.delete(record.uid);
    return true;
  }
}
