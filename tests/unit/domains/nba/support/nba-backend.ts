/**
 * The NBA backend for page tests: the development server's real NBA route module over a world
 * built at a fixed time (tests/support/in-process-backend). A test may answer one call its own
 * way (a failure, a hang).
 */
import { registerNbaRoutes } from '@shell-demo/server/routes/nba';
import type { World } from '@shell-demo/server/world/types';
import { installInProcessBackend, worldAt, type Override } from '@tests/support/in-process-backend';

/** Saturday evening in China: today's games are under way, finished or to come. */
export const BACKEND_NOW = Date.UTC(2026, 10, 21, 12, 0);

/** The backend's world, built once per test file. */
export const backendWorld = (): World => worldAt(BACKEND_NOW);

export const installNbaBackend = (override?: Override) =>
  installInProcessBackend([registerNbaRoutes], { now: BACKEND_NOW, override });
