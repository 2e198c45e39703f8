/**
 * `npm run clean:cache`: removes webpack's persistent cache (`.cache/webpack`) — the one command
 * for a cache that went wrong; the next start or build compiles everything again and writes a
 * new one (scripts/build-plugins/persistent-cache.ts). Stop `npm start` first.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIRECTORY } from './build-plugins/persistent-cache';

rmSync(CACHE_DIRECTORY, { recursive: true, force: true });
console.log(`removed ${path.relative(process.cwd(), CACHE_DIRECTORY) || CACHE_DIRECTORY}`);
