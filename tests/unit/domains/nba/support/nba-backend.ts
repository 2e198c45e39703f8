/**
 * The NBA backend for page tests: the development server's real NBA route module over a world
 * built at a fixed time (tests/support/in-process-backend). A test may answer one call its own
 * way (a failure, a hang).
 */
import { registerNbaRoutes } from '@shell-demo/server/routes/nba';
import { BACKEND_NOW, installInProcessBackend, type Override } from '@tests/support/in-process-backend';

export const installNbaBackend = (override?: Override) =>
  installInProcessBackend([registerNbaRoutes], { now: BACKEND_NOW, override });
