/**
 * `npm run clean:cache`: removes the development builds' persistent cache (`.cache/rspack`) — the
 * one command for a cache that went wrong; the next start compiles everything again and writes a
 * new one (scripts/build-plugins/persistent-cache.ts). Stop `npm start` first. It also removes the
 * webpack cache that `npm start` wrote before it ran on Rspack (`.cache/webpack`, unused now) and
 * the static server's compressed scripts (`.cache/precompressed`), which grow by a few MB per build.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED_CACHE } from '../shell-demo/static-server';
import { CACHE_DIRECTORY } from './build-plugins/persistent-cache';

const EARLIER_WEBPACK_CACHE = path.join(path.dirname(CACHE_DIRECTORY), 'webpack');

for (const directory of [CACHE_DIRECTORY, EARLIER_WEBPACK_CACHE, PRECOMPRESSED_CACHE]) {
  rmSync(directory, { recursive: true, force: true });
  console.log(`removed ${path.relative(process.cwd(), directory) || directory}`);
}
