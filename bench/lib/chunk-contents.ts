/**
 * What a built chunk holds, read from its source map: the packages and source folders by size.
 * Names chunks in the details ("react-dom", "src/app") and spots code that must not load
 * (the video players) whatever the chunk is called.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface ChunkContents {
  /** Group → characters of original source: `react-dom`, `src/app`, `webpack`. */
  groups: Map<string, number>;
  /** The biggest groups, for a table. */
  summary: string;
}

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

function groupOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+|^\.\//g, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inPackage) return inPackage[1]!;
  if (clean.startsWith('webpack/')) return 'webpack runtime';
  return clean.split('/').slice(0, 2).join('/');
}

const cache = new Map<string, ChunkContents | null>();

/** Null when the file has no source map next to it. */
export function chunkContents(file: string): ChunkContents | null {
  if (cache.has(file)) return cache.get(file)!;
  let result: ChunkContents | null = null;
  if (existsSync(`${file}.map`)) {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
    const groups = new Map<string, number>();
    map.sources.forEach((source, index) => {
      const group = groupOf(source);
      groups.set(group, (groups.get(group) ?? 0) + (map.sourcesContent?.[index]?.length ?? 1));
    });
    const total = [...groups.values()].reduce((sum, size) => sum + size, 0) || 1;
    const summary = [...groups.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([group, size]) => `${group} ${Math.round((size / total) * 100)}%`)
      .join(', ');
    result = { groups, summary };
  }
  cache.set(file, result);
  return result;
}

/** Packages whose code belongs to the live room only. */
export const PLAYER_PACKAGES = ['hls.js', 'mpegts.js'];
/** Chunk names of the live room's code (webpackChunkName in src/domains/live-room/player/components). */
export const PLAYER_CHUNK = /(^|\/)(live-player|hls|mpegts)[.-]/;

export function isPlayerCode(urlPath: string, contents: ChunkContents | null): boolean {
  if (PLAYER_CHUNK.test(urlPath)) return true;
  return PLAYER_PACKAGES.some((name) => contents?.groups.has(name));
}
