/**
 * The football backend for page tests: the development server's real football route module over
 * a world built at a fixed time (tests/support/in-process-backend) — the five leagues, the cups
 * and the Euro 2024 the world replays. A test may answer one call its own way (a failure).
 */
import { FootballCompetition } from '@src/contracts/football';
import { registerFootballRoutes } from '@shell-demo/server/routes/football';
import type { World } from '@shell-demo/server/world/types';
import { BACKEND_NOW, installInProcessBackend, type Override, backendWorld } from '@tests/support/in-process-backend';

/** The season the world's Euro is played in (Euro 2024 replayed). */
export const euroSeason = (world: World = backendWorld()) =>
  world.footballSeasons.get(world.competitions.get(FootballCompetition.euro)!.currentSeasonId)!;

export const installFootballBackend = (override?: Override) =>
  installInProcessBackend([registerFootballRoutes], { now: BACKEND_NOW, override });
