/**
 * Demo sessions with the production rules the client must cope with:
 * one live token per uid (a newer login kicks the older token → 505), tokens expire
 * (→ 405), unknown or ended tokens → 405.
 */
import { randomBytes } from 'node:crypto';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { ResultCode } from '../../src/contracts/http';
import { Messages } from './api-error';
import { filePath } from './files/file-names';
import type { SessionRef } from './router';
import { hashString } from './seed';

export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Session records kept at most. At the count, a new login first makes room among the ended
 * records (logged out, kicked, expired: their tokens answer 405/505 as before, then as unknown),
 * then among the live ones issued to the same client — a client's flood of logins replaces its own
 * sessions, never another client's live one — and else is refused (SessionsFull).
 */
export const MAX_SESSIONS = 10_000;
const SWEEP_EVERY_MS = 60_000;

type EndReason = 'kicked' | 'logout' | 'expired';

/** A login refused because every kept session is live and another client's. */
export class SessionsFull extends Error {
  override readonly name = 'SessionsFull';
}

interface SessionRecord extends SessionRef {
  headUrl: string;
  /** Who asked for it (the peer address): a client at the count replaces its own sessions. */
  client: string;
  issuedAt: number;
  expiresAt: number;
  ended?: EndReason;
}

export type SessionCheck = { ok: true; session: SessionRef } | { ok: false; code: number; msg: string };

/** A stable uid per username, so a user's per-uid state survives logging in again. */
export function uidOf(username: string): string {
  return `u${10_000_000 + (hashString(username.toLowerCase()) % 90_000_000)}`;
}

/** The avatar of a user: a generated file whose glyph is the name's first character. */
export function avatarPathOf(uid: string, username: string): string {
  const initial = Array.from(username.trim())[0]?.toUpperCase() ?? '';
  return filePath('avatar', uid, /[\p{L}\p{N}]/u.test(initial) ? initial : undefined);
}

export class SessionStore {
  private readonly byToken = new Map<string, SessionRecord>();
  private readonly currentByUid = new Map<string, string>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number,
    readonly ttlMs: number = DEFAULT_TOKEN_TTL_MS,
    readonly maxSessions: number = MAX_SESSIONS,
  ) {}

  /** Records kept (live, ended and not yet swept). */
  get size(): number {
    return this.byToken.size;
  }

  /** Users whose current token is kept: bounded with the records, however many names log in. */
  get usersKept(): number {
    return this.currentByUid.size;
  }

  /** Issues a session to `client` (the peer address); throws SessionsFull when there is no room. */
  login(username: string, client = ''): SessionInfo {
    this.bound(client);
    const uid = uidOf(username);
    const previous = this.currentByUid.get(uid);
    const previousRecord = previous === undefined ? undefined : this.byToken.get(previous);
    if (previousRecord && !previousRecord.ended) previousRecord.ended = 'kicked';

    const token = randomBytes(16).toString('hex');
    const issuedAt = this.now();
    const record: SessionRecord = {
      token,
      uid,
      username,
      headUrl: avatarPathOf(uid, username),
      client,
      issuedAt,
      expiresAt: issuedAt + this.ttlMs,
    };
    this.byToken.set(token, record);
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
      record.ended = 'expired';
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

  /** Forgets expired records (once a minute), and makes room for one more at the count. */
  private bound(client: string): void {
    const now = this.now();
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      for (const record of this.byToken.values()) if (now >= record.expiresAt) this.forget(record);
    }
    if (this.byToken.size < this.maxSessions) return;
    // Insertion order is issue order: the first records are the oldest.
    const isOver = (record: SessionRecord) => record.ended !== undefined || now >= record.expiresAt;
    const room =
      [...this.byToken.values()].find(isOver) ?? [...this.byToken.values()].find((record) => record.client === client);
    if (!room) throw new SessionsFull('every session is live');
    this.forget(room);
  }

  private forget(record: SessionRecord): void {
    this.byToken.delete(record.token);
    if (this.currentByUid.get(record.uid) === record.token) this.currentByUid.delete(record.uid);
  }

  private end(token: string, reason: EndReason): boolean {
    const record = this.byToken.get(token);
    if (!record) return false;
    if (!record.ended) record.ended = reason;
    if (this.currentByUid.get(record.uid) === token) this.currentByUid.delete(record.uid);
    return true;
  }
}
