/**
 * The conformance test of docs/adding-a-domain.md (issue 22 §5): a domain is one folder and one
 * line in src/app/domains.ts, and what it must bring besides is checked here, for every
 * descriptor — a row of docs/pages.md per route, a bench budget a scenario measures, and an
 * end-to-end visit of each route (a test under tests/e2e that names its path) — and that domains
 * link to each other only by the descriptors' named links: every link, redirect and storage key
 * a descriptor declares is its own, and no domain writes another domain's path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_BUDGETS } from '../../../bench/domain-budgets';
import budgets from '../../../bench/budgets.json';
import { DOMAINS } from '../../../src/app/domains';
import type { RouteEntry } from '../../../src/platform/domain/domain-descriptor';
import { DOMAIN_LINKS, linkTo, type DomainLinkName } from '../../../src/platform/domain/domain-links';
import { StorageKey } from '../../../src/platform/storage/local-storage';

const root = path.resolve(__dirname, '../../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
const filesUnder = (folder: string, pattern: RegExp): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(folder, file));

/** `/anchor/detail/:id` as pages.md writes it: `/anchor/detail/{id}`. */
const docPattern = (route: RouteEntry): string => route.pattern.replace(/:(\w+)/g, '{$1}');

/**
 * Whether an end-to-end source names the route's path: a literal (`/news/my-orders`), a template
 * (`/nba/team/${id}`) or a URL pattern (`/\/news\/user\/\d+$/`), and not a longer path that starts
 * with it (`/news` is not visited by `/news/user/1`).
 */
function visits(source: string, route: RouteEntry): boolean {
  const unescaped = source.replace(/\\\//g, '/');
  const segments = route.pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? String.raw`[^/'"\`\s?#]+` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`${segments.join('/')}(?![\\w-]|/[\\w$])`).test(unescaped);
}

const e2eSources = filesUnder('tests/e2e', /\.test\.ts$/).map((file) => ({ file, source: read(file) }));
const pagesTable = read('docs/pages.md')
  .split('\n')
  .filter((line) => line.startsWith('| '))
  .map((line) => line.split('|')[1] ?? '');
const measuredBudgets = new Set(
  filesUnder('bench', /\.ts$/).flatMap((file) => [...read(file).matchAll(/budget: '(\w+)'/g)].map((match) => match[1])),
);
const routed = DOMAINS.filter((domain) => domain.routes.length > 0);
const routes = routed.flatMap((domain) => domain.routes.map((route) => [domain.id, route] as const));

it('knows every domain of the app and every route of each', () => {
  // Every folder of src/domains is a domain of the list (a new one is one folder and one line).
  const folders = readdirSync(path.join(root, 'src/domains'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  expect(DOMAINS.map((domain) => domain.id).sort()).toEqual(folders.map((entry) => entry.name).sort());
  expect(routed.map((domain) => domain.id)).toEqual(expect.arrayContaining(['anchors', 'football', 'nba', 'news', 'ranking']));
  expect(routes.length).toBeGreaterThanOrEqual(26);
  expect(new Set(routes.map(([, route]) => route.id)).size).toBe(routes.length);
});

describe.each(routes.map(([domain, route]) => [`${domain} ${route.pattern}`, route] as const))('route %s', (_name, route) => {
  it('has a row in docs/pages.md', () => {
    expect(pagesTable.filter((cell) => cell.includes(`\`${docPattern(route)}\``))).toHaveLength(1);
  });

  it('is visited by an end-to-end test', () => {
    expect(e2eSources.filter(({ source }) => visits(source, route)).map(({ file }) => file)).not.toEqual([]);
  });
});

describe.each(routed.map((domain) => [domain.id] as const))('domain %s', (domain) => {
  it('has bench budgets that a scenario measures', () => {
    const keys = DOMAIN_BUDGETS[domain] ?? [];
    expect(keys).not.toEqual([]);
    for (const key of keys) {
      expect(Object.keys(budgets)).toContain(key);
      expect([...measuredBudgets]).toContain(key);
    }
  });
});

/** A route pattern's parameter names: `/five-leagues/league/:leagueId/team/:id` → leagueId, id. */
const paramsOf = (pattern: string): string[] => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

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

/** The literals of a domain's sources that name a route of another domain (the match layer: of any domain). */
function foreignPaths(domain: string, sources: readonly { file: string; source: string }[]): string[] {
  const foreign = routes.filter(([owner]) => owner !== domain).map(([, route]) => route);
  return sources.flatMap(({ file, source }) =>
    literalsOf(source)
      .filter((literal) => foreign.some((route) => visits(literal, route)))
      .map((literal) => `${file}: ${literal}`),
  );
}

describe('links between domains', () => {
  const declared = DOMAINS.flatMap((domain) => Object.entries(domain.links).map(([name, pattern]) => ({ domain, name, pattern })));

  it.each(Object.keys(DOMAIN_LINKS) as DomainLinkName[])('%s is declared by its domain, as one of its routes, with its parameters', (name) => {
    const owners = declared.filter((link) => link.name === name);
    expect(owners.map((link) => link.domain.id)).toEqual([name.split('.')[0]]);
    const [{ domain, pattern }] = owners as [(typeof owners)[number]];
    expect(domain.routes.map((route) => route.pattern)).toContain(pattern);
    expect(paramsOf(pattern).sort()).toEqual([...DOMAIN_LINKS[name]].sort());
  });

  it('builds the paths from the patterns', () => {
    expect(linkTo('anchors.liveRoom', { id: 7 })).toBe('/anchor/detail/7');
    expect(linkTo('nba.home')).toBe('/nba');
  });

  it('declares no link outside the catalogue', () => {
    expect(declared.map((link) => link.name).filter((name) => !Object.hasOwn(DOMAIN_LINKS, name))).toEqual([]);
  });

  it("lights a header tab by a link to the tab's page", () => {
    const tabbed = routes.flatMap(([, route]) => (route.tab ? [linkTo(route.tab)] : []));
    const tabPaths = DOMAINS.flatMap((domain) => domain.headerTabs.map((tab) => tab.path));
    expect(tabbed.length).toBeGreaterThan(0);
    for (const path of tabbed) expect(tabPaths).toContain(path);
  });

  it('redirects only to routes of the descriptor that declares the redirect, each path once', () => {
    const redirects = DOMAINS.flatMap((domain) => Object.entries(domain.redirects).map(([from, to]) => ({ domain, from, to })));
    expect(redirects.map(({ from }) => from).sort()).toEqual(['/', '/news1']);
    for (const { domain, to } of redirects) expect(domain.routes.map((route) => route.pattern)).toContain(to);
  });

  it('keeps storage keys unique, each declared by the descriptor of the domain that uses it', () => {
    const keys = [...Object.values(StorageKey), ...DOMAINS.flatMap((domain) => domain.storageKeys)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const domain of DOMAINS) {
      const used = filesUnder(`src/domains/${domain.id}`, /\.tsx?$/).flatMap((file) =>
        [...read(file).matchAll(/domainStorageKey\('([\w-]+)'\)/g)].map((match) => match[1]),
      );
      expect([...domain.storageKeys].sort()).toEqual(used.sort());
    }
  });

  it.each(DOMAINS.map((domain) => [domain.id] as const))('%s writes no path of another domain (it asks for a named link)', (domain) => {
    const sources = filesUnder(`src/domains/${domain}`, /\.tsx?$/).map((file) => ({ file, source: read(file) }));
    expect(sources.length).toBeGreaterThan(0);
    expect(foreignPaths(domain, sources)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it("find another domain's path in a literal or a template, not in a comment", () => {
    const source = (text: string) => [{ file: 'x.ts', source: text }];
    expect(foreignPaths('match', source('const room = (id: number) => `/anchor/detail/${id}`;'))).toHaveLength(1);
    expect(foreignPaths('match', source("const topics = [{ path: '/nba' }];"))).toHaveLength(1);
    expect(foreignPaths('anchors', source("const home = '/anchor';"))).toEqual([]);
    expect(foreignPaths('match', source('/** Leads to `/nba`. */\n// or /anchor/detail/7\nconst x = 1;'))).toEqual([]);
    expect(foreignPaths('match', source("const jump = '/newSport/match-detail';"))).toEqual([]);
  });

  const route = (pattern: string): RouteEntry => ({ id: pattern, pattern, header: false, keepAlive: false, load: async () => ({ default: () => null }) });

  it('find a visit by literal, template or URL pattern, and not by a longer path', () => {
    expect(visits("page.goto(`${url}/news/my-orders`)", route('/news/my-orders'))).toBe(true);
    expect(visits('page.goto(`${url}/nba/team/${teamId}`)', route('/nba/team/:id'))).toBe(true);
    expect(visits(String.raw`await page.waitForURL(/\/news\/user\/\d+$/);`, route('/news/user/:id'))).toBe(true);
    expect(visits("page.goto(`${url}/news/user/7`)", route('/news'))).toBe(false);
    expect(visits("page.goto(`${url}/news/all-gods`)", route('/news/user/:id'))).toBe(false);
  });

  it('match a pages.md row by its route written with {id}', () => {
    expect(docPattern(route('/five-leagues/league/:leagueId/team/:id'))).toBe('/five-leagues/league/{leagueId}/team/{id}');
  });
});
