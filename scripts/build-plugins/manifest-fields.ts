/**
 * The two builds of the remote write their manifests with two plugins: webpack's federation plugin
 * (production) and Rspack's built-in one (development, `npm start`). A host reads both alike, so
 * they must carry the same fields, and the same values where a host decides by them: the shared
 * singletons' versions, ranges and singleton flags, the exposed modules, and the metadata that
 * says where the entry is and what it is. Values that belong to one build may differ: the
 * build mode, file names (hashed in production), the generated types (production only), the
 * first-screen hint's routes (production only).
 *
 * tests/e2e/dev-stack.test.ts compares the manifests `npm start` serves with the production ones.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where both builds must hold the same value (a path's `[]` is every item, matched by its name). */
const SAME_VALUES = [
  'id',
  'name',
  'metaData.name',
  'metaData.type',
  'metaData.globalName',
  'metaData.publicPath',
  'metaData.remoteEntry',
  'metaData.buildInfo.buildVersion',
  'metaData.buildInfo.buildName',
  'metaData.firstScreenHint.crossOrigin',
  'shared[].id',
  'shared[].name',
  'shared[].version',
  'shared[].requiredVersion',
  'shared[].singleton',
  'exposes[].id',
  'exposes[].name',
  'exposes[].path',
  'remotes',
];

/** Objects whose own keys belong to one build (the hint's route patterns: none in development). */
const OPEN_KEYS = new Set(['metaData.firstScreenHint.routes']);

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list's items by their name (shared modules, exposes), else by position. */
function itemsByName(list: Json[]): Map<string, Json> {
  return new Map(
    list.map((item, index) => [isObject(item) && typeof item.name === 'string' ? item.name : String(index), item]),
  );
}

/** Every field one has and the other has not, recursively (a list of objects: its items by name). */
function fieldDifferences(development: Json | undefined, production: Json | undefined, at: string): string[] {
  if (OPEN_KEYS.has(at.replace(/\[[^\]]*\]/g, '[]'))) return [];
  if (isObject(development) && isObject(production)) {
    const keys = new Set([...Object.keys(development), ...Object.keys(production)]);
    return [...keys].flatMap((key) => {
      const path = at ? `${at}.${key}` : key;
      if (!(key in development)) return [`${path}: only in production`];
      if (!(key in production)) return [`${path}: only in development`];
      return fieldDifferences(development[key], production[key], path);
    });
  }
  if (Array.isArray(development) && Array.isArray(production) && [...development, ...production].some(isObject)) {
    const [left, right] = [itemsByName(development), itemsByName(production)];
    const names = new Set([...left.keys(), ...right.keys()]);
    return [...names].flatMap((name) => {
      const path = `${at}[${name}]`;
      if (!left.has(name)) return [`${path}: only in production`];
      if (!right.has(name)) return [`${path}: only in development`];
      return fieldDifferences(left.get(name), right.get(name), path);
    });
  }
  const kind = (value: Json | undefined) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
  return kind(development) === kind(production)
    ? []
    : [`${at}: ${kind(development)} in development, ${kind(production)} in production`];
}

/** JSON with every object's keys in order: two plugins write the same object in their own key order. */
const canonical = (value: Json | undefined): string =>
  JSON.stringify(value, (_key, field: Json) =>
    isObject(field) ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : 1))) : field,
  );

/** The values at `path` (`[]`: each item of a list, by name) in one manifest. */
function valuesAt(manifest: Json, path: string): Map<string, Json | undefined> {
  let found = new Map<string, Json | undefined>([['', manifest]]);
  for (const part of path.split('.')) {
    const next = new Map<string, Json | undefined>();
    const key = part.replace(/\[\]$/, '');
    for (const [at, value] of found) {
      const field = isObject(value) ? value[key] : undefined;
      const here = at ? `${at}.${key}` : key;
      if (part.endsWith('[]') && Array.isArray(field)) {
        for (const [name, item] of itemsByName(field)) next.set(`${here}[${name}]`, item);
      } else next.set(here, field);
    }
    found = next;
  }
  return found;
}

/**
 * What differs between the development and the production manifest for a host: a field only
 * one has, or another value where both must agree. Empty when a host reads them alike.
 */
export function manifestDifferences(development: unknown, production: unknown): string[] {
  const [left, right] = [development as Json, production as Json];
  const differences = fieldDifferences(left, right, '');
  for (const path of SAME_VALUES) {
    const [mine, theirs] = [valuesAt(left, path), valuesAt(right, path)];
    for (const [at, value] of mine) {
      const other = theirs.get(at);
      // A field one of them lacks is reported above.
      if (value === undefined || other === undefined) continue;
      if (canonical(value) !== canonical(other))
        differences.push(`${at}: ${canonical(value)} in development, ${canonical(other)} in production`);
    }
  }
  return differences;
}
