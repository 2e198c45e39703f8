/** Demo login and logout for shell-demo (DevCalls): signed like every call, answered in the envelope. */
import { DevCalls } from '../../../src/contracts/dev-server';
import { Header } from '../../../src/contracts/http';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { badParams } from '../api-error';
import { requireString } from '../params';
import type { RouteModule } from '../server-context';

const MAX_USERNAME_CHARS = 20;

export const registerDemoSessionRoutes: RouteModule = (router, { sessions }) => {
  // Login and logout ignore the token header: logging in again after a 405 must work.
  router.post(
    DevCalls.demoLogin,
    ({ params }): SessionInfo => {
      const username = requireString(params, 'username').trim();
      if (username === '' || Array.from(username).length > MAX_USERNAME_CHARS) {
        throw badParams(`username 应为 1 到 ${MAX_USERNAME_CHARS} 个字符`);
      }
      return sessions.login(username);
    },
    { auth: 'ignore' },
  );

  router.post(
    DevCalls.demoLogout,
    ({ headers }) => {
      const token = headers[Header.Token];
      if (typeof token === 'string' && token !== '') sessions.logout(token);
      return null;
    },
    { auth: 'ignore' },
  );
};
