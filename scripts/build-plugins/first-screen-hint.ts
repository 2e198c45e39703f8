/**
 * The first-screen hint (`FirstScreenHint`, src/contracts/props.ts): for each route, the files its
 * page needs beyond what a host loads anyway. A page's `import()` is a chunk group: the page's
 * chunk and the split chunks it shares with other pages, all fetched when the route loads. Left
 * out: the files the host page already has or preloads (the expose's sync files, which carry
 * chunks the page shares with the app's frame) and the shared singletons' chunks, which a host
 * that shares React provides and never takes from us.
 *
 * Patterns the hint cannot serve are left out: the not-found page's `*` (any path), and optional
 * segments. Two patterns that could match one path are an error: a host matching the path could
 * not tell which page the app will open.
 */
import type { FirstScreenFiles, FirstScreenHint } from '../../src/contracts/props';
import type { RouteChunkNames } from './route-chunk-names';

/** What the hint needs of a compilation (webpack's and Rspack's both have it). */
export interface ChunkGroups {
  namedChunkGroups: ReadonlyMap<string, { chunks: readonly { files: Iterable<string> }[] }>;
  outputOptions: { crossOriginLoading?: false | string };
}

/** A pattern a host page can match by its segments: plain ones and `:name` parameters. */
const PLAIN_PATTERN = /^(\/([A-Za-z0-9_.~-]+|:[A-Za-z0-9_]+))+$/;

const segmentsOf = (pattern: string): string[] => pattern.split('/').slice(1);

/** Whether some path matches both patterns (a parameter matches any one segment). */
export function patternsOverlap(a: string, b: string): boolean {
  const [left, right] = [segmentsOf(a), segmentsOf(b)];
  return (
    left.length === right.length &&
    left.every((segment, index) => segment === right[index] || segment.startsWith(':') || right[index]!.startsWith(':'))
  );
}

/** The JS and CSS files of the named chunk groups, without `loadedFirst`'s, in the groups' order. */
function groupFiles(
  compilation: ChunkGroups,
  names: readonly string[],
  loadedFirst: ReadonlySet<string>,
): FirstScreenFiles {
  const files: FirstScreenFiles = { js: [], css: [] };
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group)
      throw new Error(`The first-screen hint: no chunk group "${name}" in the build (the route's webpackChunkName)`);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        const list = file.endsWith('.js') ? files.js : file.endsWith('.css') ? files.css : null;
        if (list && !loadedFirst.has(file) && !list.includes(file)) list.push(file);
      }
    }
  }
  return files;
}

export function firstScreenHint(
  compilation: ChunkGroups,
  routes: readonly RouteChunkNames[],
  loadedFirst: ReadonlySet<string>,
): FirstScreenHint {
  const served = routes.filter((route) => PLAIN_PATTERN.test(route.pattern));
  for (const [index, route] of served.entries()) {
    const other = served.slice(index + 1).find((later) => patternsOverlap(route.pattern, later.pattern));
    if (other && other.pattern !== route.pattern) {
      throw new Error(`The first-screen hint: ${route.pattern} and ${other.pattern} match the same paths`);
    }
  }
  // The chunk loader's `<script crossorigin>` for files on another origin: a preload must match it.
  const crossOrigin = compilation.outputOptions.crossOriginLoading;
  const hint: FirstScreenHint = {
    routes: {},
    ...(crossOrigin === 'anonymous' || crossOrigin === 'use-credentials' ? { crossOrigin } : {}),
  };
  for (const route of served) {
    const files = groupFiles(compilation, route.chunks, loadedFirst);
    const known = hint.routes[route.pattern];
    hint.routes[route.pattern] = known
      ? {
          js: [...new Set([...known.js, ...files.js])],
          css: [...new Set([...known.css, ...files.css])],
        }
      : files;
  }
  return hint;
}

/** What a federated container's manifest says a host loads before any page: see the module's comment. */
interface ManifestStats {
  exposes: readonly { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  shared: readonly { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/** The files a host loads before the page of a route: `expose`'s sync files and every shared singleton's. */
export function loadedBeforePages(stats: ManifestStats, expose: string): Set<string> {
  const exposed = stats.exposes.find((entry) => entry.name === expose);
  if (!exposed) throw new Error(`The first-screen hint: no expose ${expose} in the manifest`);
  return new Set([
    ...exposed.assets.js.sync,
    ...exposed.assets.css.sync,
    ...stats.shared.flatMap(({ assets }) => [
      ...assets.js.sync,
      ...assets.js.async,
      ...assets.css.sync,
      ...assets.css.async,
    ]),
  ]);
}

/** The files a page's entry loads by itself (its initial chunks): the standalone page's scripts. */
export function loadedByEntry(
  compilation: { entrypoints: ReadonlyMap<string, { getFiles(): readonly string[] }> },
  entry: string,
): Set<string> {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) throw new Error(`The first-screen hint: no entry ${entry} in the build`);
  return new Set(entrypoint.getFiles());
}
