/**
 * What docs/adding-a-domain.md asks of every domain, as checks over a tree (the repository, or a
 * copy a scaffold wrote into): a domain is one folder and one line in src/app/domains.ts; each of
 * its routes has a row of docs/pages.md and an end-to-end visit (a test under tests/e2e that names
 * its path); each routed domain has bench budgets a scenario measures; its storage keys are its
 * own and declared; and it writes no path of another domain (it asks for a named link).
 * tests/unit/app/domain-recipe.test.ts runs them over the repository, one test a check;
 * `gaps()` lists every shortfall at once (the scaffold's test runs it over its copy).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DomainDescriptor, RouteEntry } from '../../src/platform/domain/domain-descriptor';
import { StorageKey } from '../../src/platform/storage/local-storage';

/** `/anchor/detail/:id` as pages.md writes it: `/anchor/detail/{id}`. */
export const docPattern = (route: RouteEntry): string => route.pattern.replace(/:(\w+)/g, '{$1}');

/**
 * Whether a source names the route's path: a literal (`/news/my-orders`), a template
 * (`/nba/team/${id}`) or a URL pattern (`/\/news\/user\/\d+$/`), and not a longer path that starts
 * with it (`/news` is not visited by `/news/user/1`).
 */
export function visits(source: string, route: RouteEntry): boolean {
  const unescaped = source.replace(/\\\//g, '/');
  const segments = route.pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? String.raw`[^/'"\`\s?#]+` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`${segments.join('/')}(?![\\w-]|/[\\w$])`).test(unescaped);
}

/**
 * The string and template literals of a source, comments and module specifiers left out (a comment
 * may name any path; `from '../../../contracts/news'` is a file, not a route).
 */
function literalsOf(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\bfrom\s+'[^'\n]*'|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'[^'\n]*'\s*\)/g, '');
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((match) => match[0]);
}

interface Source {
  file: string;
  source: string;
}

/** The recipe's checks over the tree at `root`, whose domain list is `domains`. */
export function domainRecipe(root: string, domains: readonly DomainDescriptor[]) {
  const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
  const filesUnder = (folder: string, pattern: RegExp): string[] =>
    (existsSync(path.join(root, folder))
      ? readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      : []
    )
      .filter((file) => pattern.test(file))
      .map((file) => path.join(folder, file));
  const sourcesOf = (domain: string): Source[] =>
    filesUnder(`src/domains/${domain}`, /\.tsx?$/).map((file) => ({ file, source: read(file) }));

  const e2eSources = filesUnder('tests/e2e', /\.test\.ts$/).map((file) => ({ file, source: read(file) }));
  const pagesTable = read('docs/pages.md')
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split('|')[1] ?? '');
  const budgets = JSON.parse(read('bench/budgets.json')) as Record<string, unknown>;
  const measuredBudgets = new Set(
    filesUnder('bench', /\.ts$/).flatMap((file) =>
      [...read(file).matchAll(/budget: '(\w+)'/g)].map((match) => match[1]),
    ),
  );
  const routed = domains.filter((domain) => domain.routes.length > 0);
  const routes = routed.flatMap((domain) => domain.routes.map((route) => [domain.id, route] as const));

  const checks = {
    routed,
    routes,
    /** The folders of src/domains that are no domain of the list, and the domains with no folder. */
    unlisted(): string[] {
      const folders = readdirSync(path.join(root, 'src/domains'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      const ids = domains.map((domain) => domain.id);
      return [...folders.filter((folder) => !ids.includes(folder)), ...ids.filter((id) => !folders.includes(id))];
    },
    /** The rows of docs/pages.md that name the route (one is right). */
    pagesRows: (route: RouteEntry): string[] => pagesTable.filter((cell) => cell.includes(`\`${docPattern(route)}\``)),
    /** The end-to-end tests that visit the route. */
    visitors: (route: RouteEntry): string[] =>
      e2eSources.filter(({ source }) => visits(source, route)).map(({ file }) => file),
    /** The domain's bench budgets, and those of them no budgets.json entry or no scenario holds. */
    budgets(domain: DomainDescriptor, domainBudgets: Record<string, readonly string[]>) {
      const keys = domainBudgets[domain.id] ?? [];
      return { keys, unmeasured: keys.filter((key) => !Object.hasOwn(budgets, key) || !measuredBudgets.has(key)) };
    },
    /** The storage keys declared twice (by the platform or by two domains). */
    duplicateStorageKeys(): string[] {
      const keys = [...Object.values(StorageKey), ...domains.flatMap((domain) => domain.storageKeys)];
      return keys.filter((key, index) => keys.indexOf(key) !== index);
    },
    /** The domain's storage keys as it declares them and as its sources use them, each sorted. */
    storageKeys(domain: DomainDescriptor): { declared: string[]; used: string[] } {
      const used = sourcesOf(domain.id).flatMap(({ source }) =>
        [...source.matchAll(/domainStorageKey\('([\w-]+)'\)/g)].map((match) => match[1] ?? ''),
      );
      return { declared: [...domain.storageKeys].sort(), used: used.sort() };
    },
    sourcesOf,
    /** The literals of a domain's sources that name a route of another domain (the match layer: of any domain). */
    foreignPaths(domain: string, sources: readonly Source[] = sourcesOf(domain)): string[] {
      const foreign = routes.filter(([owner]) => owner !== domain).map(([, route]) => route);
      return sources.flatMap(({ file, source }) =>
        literalsOf(source)
          .filter((literal) => foreign.some((route) => visits(literal, route)))
          .map((literal) => `${file}: ${literal}`),
      );
    },
    /** Every shortfall of the tree, one line each (none: the tree follows the recipe). */
    gaps(domainBudgets: Record<string, readonly string[]>): string[] {
      const gaps = checks
        .unlisted()
        .map((id) => `${id}: a folder of src/domains and a line of src/app/domains.ts go together`);
      for (const [domain, route] of routes) {
        const rows = checks.pagesRows(route).length;
        if (rows !== 1) gaps.push(`${domain} ${route.pattern}: ${rows} rows of docs/pages.md (one is right)`);
        if (checks.visitors(route).length === 0) gaps.push(`${domain} ${route.pattern}: no end-to-end test visits it`);
      }
      for (const domain of routed) {
        const { keys, unmeasured } = checks.budgets(domain, domainBudgets);
        if (keys.length === 0) gaps.push(`${domain.id}: no bench budget`);
        for (const key of unmeasured)
          gaps.push(`${domain.id}: budget ${key} is in no budgets.json entry or no scenario`);
      }
      for (const key of checks.duplicateStorageKeys()) gaps.push(`storage key ${key} is declared twice`);
      for (const domain of domains) {
        const { declared, used } = checks.storageKeys(domain);
        if (declared.join() !== used.join())
          gaps.push(`${domain.id}: declares storage keys ${declared.join()}, uses ${used.join()}`);
        for (const literal of checks.foreignPaths(domain.id))
          gaps.push(`${domain.id} writes another domain's path: ${literal}`);
      }
      return gaps;
    },
  };
  return checks;
}
