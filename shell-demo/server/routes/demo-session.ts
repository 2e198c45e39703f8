/**
 * Demo login and logout for shell-demo (DevCalls): signed like every call, answered in the
 * envelope. What a demo user may do follows from their profile (../demo-profiles.ts).
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { Header } from '../../../src/contracts/http';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { cleanUserText, isBlankText } from '../../../src/contracts/user-text';
import { badParams } from '../api-error';
import { CallWindows } from '../call-windows';
import { clientOf } from '../fair-share';
import { requireString } from '../params';
import type { RouteModule } from '../server-context';

const MAX_USERNAME_CHARS = 20;

/**
 * Logins one client (peer address) may make per window: a person switching demo users, or a test
 * suite's logins, stay far below; a script issuing thousands is refused (HTTP 429).
 */
export const LOGIN_LIMIT = { perWindow: 120, windowMs: 60_000 } as const;

export const registerDemoSessionRoutes: RouteModule = (router, { sessions, now }) => {
  const logins = new CallWindows(now, LOGIN_LIMIT, '登录太频繁，请稍后再试');
  // Login and logout ignore the token header: logging in again after a 405 must work.
  router.post(
    DevCalls.demoLogin,
    ({ params, peer = '' }): SessionInfo => {
      // A nickname is shown wherever its user writes: no line breaks, NUL, ESC or bidi overrides in it.
      const username = cleanUserText(requireString(params, 'username'));
      if (isBlankText(username) || Array.from(username).length > MAX_USERNAME_CHARS) {
        throw badParams(`username 应为 1 到 ${MAX_USERNAME_CHARS} 个字符`);
      }
      logins.admit(clientOf(peer));
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
