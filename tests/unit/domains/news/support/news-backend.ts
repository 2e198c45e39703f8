/**
 * The news backend for page tests: the development server's real news, user-title and system
 * route modules (the gold balance) over a world built at a fixed time
 * (tests/support/in-process-backend). A test may answer one call its own way (a failure).
 */
import { registerNewsRoutes } from '@shell-demo/server/routes/news';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { registerUserTitleRoutes } from '@shell-demo/server/routes/user-titles';
import type { World } from '@shell-demo/server/world/types';
import { installInProcessBackend, worldAt, type Override } from '@tests/support/in-process-backend';

/** Saturday evening in China, as the other page tests. */
export const BACKEND_NOW = Date.UTC(2026, 10, 21, 12, 0);

/** The backend's world, built once per test file. */
export const backendWorld = (): World => worldAt(BACKEND_NOW);

export const installNewsBackend = (override?: Override) =>
  installInProcessBackend([registerSystemRoutes, registerUserTitleRoutes, registerNewsRoutes], {
    now: BACKEND_NOW,
    override,
  });
