/**
 * The news backend for page tests: the development server's real news, user-title and system
 * route modules (the gold balance) over a world built at a fixed time
 * (tests/support/in-process-backend). A test may answer one call its own way (a failure).
 */
import { registerNewsRoutes } from '@shell-demo/server/routes/news';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { registerUserTitleRoutes } from '@shell-demo/server/routes/user-titles';
import type { Reply } from '@tests/support/fake-transport';
import { BACKEND_NOW, installInProcessBackend, type Override } from '@tests/support/in-process-backend';

export const installNewsBackend = (override?: Override) =>
  installInProcessBackend([registerSystemRoutes, registerUserTitleRoutes, registerNewsRoutes], {
    now: BACKEND_NOW,
    override,
  });

/** The news backend answering every call to `path` with `reply` (a refusal, a lost network) and the rest as the server. */
export const installNewsBackendReplying = (path: string, reply: Reply) =>
  installNewsBackend((request) => (request.path === path ? reply : undefined));
