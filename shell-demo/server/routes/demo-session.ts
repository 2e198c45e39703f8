/**
 * Demo login and logout for shell-demo (DevCalls): signed like every call, answered in the
 * envelope. The demo users of DemoUser have fixed profiles (banned, below the comment rule's
 * thresholds, short of gold); every other username gets an ordinary profile drawn from its name.
 */
import { DemoUser, DevCalls } from '../../../src/contracts/dev-server';
import { Header } from '../../../src/contracts/http';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { cleanUserText, isBlankText } from '../../../src/contracts/user-text';
import { ApiError, badParams, DevServerCode } from '../api-error';
import { ExpiringMap } from '../expiring-map';
import { clientOf } from '../fair-share';
import { requireString } from '../params';
import { hashString } from '../seed';
import type { RouteModule } from '../server-context';

const MAX_USERNAME_CHARS = 20;

/**
 * Logins one client (peer address) may make per window: a person switching demo users, or a test
 * suite's logins, stay far below; a script issuing thousands is refused (HTTP 429).
 */
export const LOGIN_LIMIT = { perWindow: 120, windowMs: 60_000 } as const;
/** Clients whose windows are kept: a bound on the counter's own memory. */
const LOGIN_CLIENTS_KEPT = 10_000;

/** What the backend would know of a user: recharges, VIP level, a ban, the first gold balance. */
export interface DemoProfile {
  /** Recharged in total (yuan). */
  rechargeTotal: number;
  vipLevel: number;
  /** Banned from commenting until this time (ms), or null. */
  bannedUntil: number | null;
  /** Gold at the first look at the account. */
  initialGold: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The profile of a username (case-insensitive, like the uid); `now` dates a ban. */
export function demoProfileOf(username: string, now: number): DemoProfile {
  const name = username.trim().toLowerCase();
  const hash = hashString(`profile:${name}`);
  const ordinary: DemoProfile = {
    rechargeTotal: 200 + (hash % 9_800),
    vipLevel: 1 + ((hash >>> 4) % 6),
    bannedUntil: null,
    initialGold: 1_000 + (hashString(`gold:${name}`) % 19_000),
  };
  switch (name) {
    case DemoUser.banned:
      // A week's ban from the start of the day it is looked at: a stable text all day.
      return { ...ordinary, bannedUntil: Math.floor(now / DAY_MS) * DAY_MS + 7 * DAY_MS };
    case DemoUser.lowRecharge:
      return { ...ordinary, rechargeTotal: 30, vipLevel: 0 };
    case DemoUser.lowVip:
      return { ...ordinary, vipLevel: 0 };
    case DemoUser.poor:
      return { ...ordinary, initialGold: 20 };
    default:
      return ordinary;
  }
}

export const registerDemoSessionRoutes: RouteModule = (router, { sessions, now }) => {
  const logins = new ExpiringMap<string, number>(now, { ttlMs: LOGIN_LIMIT.windowMs, maxEntries: LOGIN_CLIENTS_KEPT });
  // Login and logout ignore the token header: logging in again after a 405 must work.
  router.post(
    DevCalls.demoLogin,
    ({ params, peer = '' }): SessionInfo => {
      // A nickname is shown wherever its user writes: no line breaks, NUL, ESC or bidi overrides in it.
      const username = cleanUserText(requireString(params, 'username'));
      if (isBlankText(username) || Array.from(username).length > MAX_USERNAME_CHARS) {
        throw badParams(`username 应为 1 到 ${MAX_USERNAME_CHARS} 个字符`);
      }
      // A fixed window per client, opened by its first login (the map forgets it after windowMs).
      const client = clientOf(peer);
      const count = (logins.get(client) ?? 0) + 1;
      if (count > LOGIN_LIMIT.perWindow) throw new ApiError(DevServerCode.TooManyRequests, '登录太频繁，请稍后再试', 429);
      logins.setKeepingExpiry(client, count);
      return sessions.login(username, peer);
    },
    { auth: 'ignore' },
  );

  router.post(
    DevCalls.demoLogout,
    ({ headers }) => {
      const token = headers[Header.Token];
      // An empty or unknown token ends nothing.
      if (typeof token === 'string') sessions.logout(token);
      return null;
    },
    { auth: 'ignore' },
  );
};
