/** @jest-environment node */
/**
 * The in-process backend's worlds on disk (tests/support/in-process-backend): what a page test
 * reads back is what createWorld builds for that time (compared in one realm: deserialised objects
 * are the outer realm's, and v8's bytes for equal strings may differ between builds).
 */
import { existsSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { createWorld } from '@shell-demo/server/world/create-world';
import { worldAt, worldCacheFile } from '@tests/support/in-process-backend';

/** The page tests' time: its world is on disk already after any of them ran. */
const NOW = Date.UTC(2026, 10, 21, 12, 0);

it('keeps the world at a time on disk, as createWorld builds it', () => {
  const world = worldAt(NOW);
  expect(existsSync(worldCacheFile(NOW))).toBe(true);
  expect(worldAt(NOW)).toBe(world);
  const built: unknown = deserialize(serialize(createWorld({ now: NOW })));
  expect(isDeepStrictEqual(deserialize(serialize(world)), built)).toBe(true);
  expect(isDeepStrictEqual(deserialize(readFileSync(worldCacheFile(NOW))), built)).toBe(true);
});
