/**
 * Demo sessions with the production rules the client must cope with (spec section 8):
 * one live token per uid (a newer login kicks the older token → 505), tokens expire
 * (→ 405), unknown or ended tokens → 405.
 */
import { randomBytes } from 'node:crypto';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { ResultCode } from '../../src/contracts/http';
import { Messages } from './api-error';
import { filePath } from './files/file-routes';
import type { SessionRef } from './router';
import { hashString } from './seed';

export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

type EndReason = 'kicked' | 'logout' | 'expired';

interface SessionRecord extends SessionRef {
  headUrl: string;
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

  constructor(
    private readonly now: () => number,
    readonly ttlMs: number = DEFAULT_TOKEN_TTL_MS,
  ) {}

  login(username: string): SessionInfo {
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

  private end(token: string, reason: EndReason): boolean {
    const record = this.byToken.get(token);
    if (!record) return false;
    if (!record.ended) record.ended = reason;
    if (this.currentByUid.get(record.uid) === token) this.currentByUid.delete(record.uid);
    return true;
  }
}
