/**
 * Demo login and logout for shell-demo (DevCalls): signed like every call, answered in the
 * envelope. What a demo user may do follows from their profile (../demo-profiles.ts).
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { Header } from '../../../src/contracts/http';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { cleanUserText, isBlankText } from '../../../src/contracts/user-text';
import { ApiError, badParams, DevServerCode } from '../api-error';
import { ExpiringMap } from '../expiring-map';
import { clientOf } from '../fair-share';
import { requireString } from '../params';
import type { RouteModule } from '../server-context';

const MAX_USERNAME_CHARS = 20;

/**
 * Logins one client (peer address) may make per window: a person switching demo users, or a test
 * suite's logins, stay far below; a script issuing thousands is refused (HTTP 429).
 */
export const LOGIN_LIMIT = { perWindow: 120, windowMs: 60_000 } as const;
/** Clients whose windows are kept: a bound on the counter's own memory. */
const LOGIN_CLIENTS_KEPT = 10_000;

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
