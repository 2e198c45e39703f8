/**
 * The conformance test of docs/adding-a-domain.md (issue 22 §5): a domain is one folder and one
 * line in src/app/domains.ts, and what it must bring besides is checked here, for every
 * descriptor — a row of docs/pages.md per route, a bench budget a scenario measures, and an
 * end-to-end visit of each route (a test under tests/e2e that names its path).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_BUDGETS } from '../../../bench/domain-budgets';
import budgets from '../../../bench/budgets.json';
import { DOMAINS } from '../../../src/app/domains';
import type { RouteEntry } from '../../../src/platform/domain/domain-descriptor';

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
  expect(routed.map((domain) => domain.id).sort()).toEqual(['anchors', 'football', 'nba', 'news', 'ranking']);
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

describe('the checks themselves', () => {
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
