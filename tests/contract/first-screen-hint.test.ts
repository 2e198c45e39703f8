/**
 * The first-screen hint as published (src/contracts/props.ts, `FirstScreenHint`): in both
 * production manifests and in the standalone page, it names files that exist, the anchor home's
 * page chunk among them, none a host loads anyway, in the CORS mode of the chunk loader that will
 * ask for them. Reads the builds in dist/ (`npm test` builds before the contract tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readRouteChunkNames } from '@scripts/build-plugins/route-chunk-names';
import { FIRST_SCREEN_HINT_FIELD, type FirstScreenHint } from '@src/contracts/props';

const dist = path.resolve(__dirname, '../../dist/remote');

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: Record<string, unknown>;
  exposes: { name: string; assets: Assets }[];
  shared: { assets: Assets }[];
}

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length > 0);

/** The hint's shape as the contract types it (JSON carries no types: checked here). */
function asHint(value: unknown): FirstScreenHint {
  const hint = value as FirstScreenHint;
  expect(typeof hint).toBe('object');
  expect([undefined, 'anonymous', 'use-credentials']).toContain(hint.crossOrigin);
  for (const [pattern, files] of Object.entries(hint.routes)) {
    expect(pattern).toMatch(/^(\/([A-Za-z0-9_.~-]+|:[A-Za-z0-9_]+))+$/);
    expect(isNames(files.js) && isNames(files.css)).toBe(true);
  }
  return hint;
}

const servedPatterns = readRouteChunkNames()
  .map((route) => route.pattern)
  .filter((pattern) => pattern !== '*');

describe.each([
  ['mf-manifest.json', ''],
  ['lean/mf-manifest.json', 'lean'],
])('%s', (manifestFile, folder) => {
  const manifestPath = path.join(dist, manifestFile);
  const read = (): Manifest => {
    if (!existsSync(manifestPath)) throw new Error(`no production build: ${manifestPath} (npm run build)`);
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  };

  it('hints every route the app serves, with files that exist beside the manifest', () => {
    const hint = asHint(read().metaData[FIRST_SCREEN_HINT_FIELD]);
    expect(Object.keys(hint.routes).sort()).toEqual([...servedPatterns].sort());
    const missing = Object.values(hint.routes)
      .flatMap((files) => [...files.js, ...files.css])
      .filter((file) => !existsSync(path.join(dist, folder, file)));
    expect(missing).toEqual([]);
  });

  it("names the anchor home's page chunk, and nothing the expose's sync files or the shared singletons carry", () => {
    const manifest = read();
    const hint = asHint(manifest.metaData[FIRST_SCREEN_HINT_FIELD]);
    expect(hint.routes['/anchor']!.js).toEqual(
      expect.arrayContaining([expect.stringMatching(/^page-anchor\.[0-9a-f]+\.js$/)]),
    );
    const expose = manifest.exposes.find((entry) => entry.name === 'SportInfoApp')!;
    const loadedFirst = new Set([
      ...expose.assets.js.sync,
      ...manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]),
    ]);
    const named = Object.values(hint.routes).flatMap((files) => files.js);
    expect(named.filter((file) => loadedFirst.has(file))).toEqual([]);
  });

  it("says the CORS mode in which remoteEntry's chunk loader asks another origin for a chunk", () => {
    const hint = asHint(read().metaData[FIRST_SCREEN_HINT_FIELD]);
    const entry = readFileSync(path.join(dist, folder, 'remoteEntry.js'), 'utf8');
    const loaderMode = /\.crossOrigin="([a-z-]+)"/.exec(entry)?.[1];
    expect(hint.crossOrigin).toBe(loaderMode);
  });
});

describe("the standalone page's preload", () => {
  const html = (): string => {
    const file = path.join(dist, 'index.html');
    if (!existsSync(file)) throw new Error(`no production build: ${file} (npm run build)`);
    return readFileSync(file, 'utf8');
  };

  it("names, for every route, this build's files beyond the page's own scripts, the anchor home's page chunk among them", () => {
    const page = html();
    // The page's inline scripts are minified: no space after the comma.
    const table = /\}\)\((\{.*?\}),\s*"\/"\);?\s*<\/script>/s.exec(page)?.[1];
    expect(table).toBeDefined();
    const routes = JSON.parse(table!) as Record<string, string[]>;
    expect(Object.keys(routes).sort()).toEqual([...servedPatterns].sort());
    expect(routes['/anchor']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^standalone\/page-anchor\.[0-9a-f]+\.js$/)]),
    );
    const files = Object.values(routes).flat();
    expect(files.filter((file) => !existsSync(path.join(dist, file)))).toEqual([]);
    const ownScripts = [...page.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((match) => match[1]);
    expect(ownScripts.length).toBeGreaterThan(0);
    expect(files.filter((file) => ownScripts.includes(file))).toEqual([]);
  });
});
