/**
 * The match scripts the development server drew, kept for its next start the same day, in
 * `world/` of the development build cache (`.cache/rspack`, or the `DEV_CACHE_SUBDIR` folder the
 * devloop bench uses; gitignored): what clears that cache — `npm run clean:cache`, the bench's
 * cold start — clears them too. Drawing them is most of what the world's build does before the
 * first answer. The file is named after the world's code (its source files, followed from
 * create-world.ts through every import), the seed and the day, so an edit of the world's code,
 * another seed or the next day finds no file and draws afresh; createWorld checks the seed and
 * day again (world/scripts.ts). A file that cannot be read is drawn afresh too, with one line
 * saying why. It is written after the first answers, under a temporary name then renamed, so a
 * start never reads half a file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap } from 'node:util/types';
import { deserialize, serialize } from 'node:v8';
import { cacheDirectory } from '../../scripts/build-plugins/persistent-cache';
import { localDayStart } from './world/clock';
import type { DrawnScripts } from './world/scripts';

const ROOT = path.resolve(__dirname, '../..');
const ENTRY = path.join(__dirname, 'world/create-world.ts');
const ALIASES: Record<string, string> = { '@src/': 'src/', '@shell-demo/': 'shell-demo/' };

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith('.')) return undefined;
  const base = alias
    ? path.join(ROOT, ALIASES[alias] ?? '', specifier.slice(alias.length))
    : path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => existsSync(file) && statSync(file).isFile());
}

/** A hash of the world's code: every file create-world.ts imports, directly or not. */
function worldCodeKey(): string {
  const files = new Set<string>();
  const queue = [ENTRY];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)) {
      const imported = specifier && resolveImport(file, specifier);
      if (imported) queue.push(imported);
    }
  }
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const isDrawnScripts = (value: unknown, seed: number, day: number): value is DrawnScripts => {
  const drawn = value as Partial<DrawnScripts> | null;
  return drawn?.seed === seed && drawn.day === day && isMap(drawn.football) && isMap(drawn.basketball);
};

export interface DrawnScriptsCache {
  /** What createWorld takes (empty when nothing was kept). */
  drawn: DrawnScripts;
  /** Writes what the world has drawn since, if anything (synchronous; call it after the first answers). */
  save(): void;
}

/** Opens the scripts kept for the world of `seed` around `now`; `say` gets the one line on why none are used. */
export function openDrawnScripts(
  seed: number,
  now: number,
  say: (line: string) => void,
  directory = path.join(cacheDirectory(), 'world'),
): DrawnScriptsCache {
  const day = localDayStart(now);
  const file = path.join(directory, `scripts-${worldCodeKey()}-${seed}-${day}.v8`);
  let drawn: DrawnScripts = { seed, day, football: new Map(), basketball: new Map() };
  if (existsSync(file)) {
    try {
      const read: unknown = deserialize(readFileSync(file));
      if (!isDrawnScripts(read, seed, day)) throw new Error('not the scripts of this seed and day');
      drawn = read;
    } catch (error) {
      say(
        `world: the kept match scripts are unreadable (${error instanceof Error ? error.message : String(error)}); drawing them afresh`,
      );
    }
  } else if (existsSync(directory) && readdirSync(directory).some((name) => name.endsWith('.v8'))) {
    say('world: the kept match scripts are of another day, seed or world code; drawing them afresh');
  }
  const count = () => drawn.football.size + drawn.basketball.size;
  let saved = count();
  return {
    drawn,
    save() {
      if (count() === saved) return;
      try {
        mkdirSync(directory, { recursive: true });
        const written = `${file}.${process.pid}.tmp`;
        writeFileSync(written, serialize(drawn));
        renameSync(written, file);
        saved = count();
        for (const name of readdirSync(directory)) {
          if (name !== path.basename(file)) rmSync(path.join(directory, name), { force: true });
        }
      } catch (error) {
        say(`world: the match scripts could not be kept (${error instanceof Error ? error.message : String(error)})`);
      }
    },
  };
}
