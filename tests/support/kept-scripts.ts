/**
 * The match scripts drawn by an earlier world of the run, taken by the worlds tests build as
 * `npm start` takes the ones it kept (createWorld's `drawnScripts`,
 * shell-demo/server/drawn-scripts-cache.ts): drawing them is about half of a world's build (0.7 s
 * of CPU cold, 0.35 s with them, reading included), and every file that started a server or built
 * a world drew them afresh. The first world of a seed and day draws them and keeps them; the later
 * ones only read them. The file is named after the world's code, seed and day, so it is the same
 * world's (createWorld checks the seed and day again); a missing or unreadable one is drawn
 * afresh, and a write is a temporary file renamed, so a worker beside reads a whole file or none.
 * One folder per seed and day (the cache keeps one file in its folder), per checkout, in the
 * system's temporary folder. The tests of the drawing itself (tests/unit/world: determinism,
 * drawn-scripts, people-drawing) draw their own.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDrawnScripts } from '../../shell-demo/server/drawn-scripts-cache';
import { localDayStart } from '../../shell-demo/server/world/clock';
import { createWorld, DEFAULT_WORLD_SEED } from '../../shell-demo/server/world/create-world';
import type { DrawnScripts } from '../../shell-demo/server/world/scripts';
import type { World } from '../../shell-demo/server/world/types';

const ROOT = path.resolve(__dirname, '../..');
const KEPT_SCRIPTS = path.join(
  tmpdir(),
  'sport-info-test-scripts',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
);

/** Where the scripts of the world of `seed` around `now` are kept. */
export const keptScriptsFolder = (seed: number, now: number): string =>
  path.join(KEPT_SCRIPTS, `${seed}-${localDayStart(now)}`);

export interface KeptScripts {
  /** What createWorld takes (empty when none were kept). */
  drawn: DrawnScripts;
  /** Keeps what the world drew, when none were kept before (once the world is built, or later). */
  keep(): void;
}

export function keptScripts(seed: number, now: number): KeptScripts {
  // Silent: a test's output is its own; a file that cannot be used only costs the drawing.
  const scripts = openDrawnScripts(seed, now, () => undefined, keptScriptsFolder(seed, now));
  const drawsThem = scripts.drawn.football.size + scripts.drawn.basketball.size === 0;
  return {
    drawn: scripts.drawn,
    keep() {
      if (drawsThem) scripts.save();
    },
  };
}

/** createWorld with the kept scripts of its seed and day. */
export function worldWithKeptScripts({
  seed = DEFAULT_WORLD_SEED,
  now = Date.now(),
}: { seed?: number; now?: number } = {}): World {
  const scripts = keptScripts(seed, now);
  const world = createWorld({ seed, now, drawnScripts: scripts.drawn });
  scripts.keep();
  return world;
}
