/**
 * `npm run clean:cache`: removes webpack's persistent cache (`.cache/webpack`) — the one command
 * for a cache that went wrong; the next start or build compiles everything again and writes a
 * new one (scripts/build-plugins/persistent-cache.ts). Stop `npm start` first. It also removes the
 * static server's compressed scripts (`.cache/precompressed`), which grow by a few MB per build.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED_CACHE } from '../shell-demo/static-server';
import { CACHE_DIRECTORY } from './build-plugins/persistent-cache';

for (const directory of [CACHE_DIRECTORY, PRECOMPRESSED_CACHE]) {
  rmSync(directory, { recursive: true, force: true });
  console.log(`removed ${path.relative(process.cwd(), directory) || directory}`);
}
