/**
 * The conformance test of docs/adding-a-domain.md: a domain is one folder and one line in
 * src/app/domains.ts, and what it must bring besides is checked here, for every descriptor
 * (tests/support/domain-recipe.ts holds the checks) — and that domains link to each other only by
 * the descriptors' named links: every link, redirect and storage key a descriptor declares is its
 * own, and no domain writes another domain's path.
 */
import path from 'node:path';
import { DOMAIN_BUDGETS } from '../../../bench/domain-budgets';
import { DOMAINS } from '../../../src/app/domains';
import type { RouteEntry } from '../../../src/platform/domain/domain-descriptor';
import { DOMAIN_LINKS, linkTo, type DomainLinkName } from '../../../src/platform/domain/domain-links';
import { DOMAIN_PANELS, type DomainPanelName } from '../../../src/platform/domain/domain-panels';
import { docPattern, domainRecipe, visits } from '../../support/domain-recipe';

const recipe = domainRecipe(path.resolve(__dirname, '../../..'), DOMAINS);
const { routed, routes } = recipe;

it('knows every domain of the app and every route of each', () => {
  // Every folder of src/domains is a domain of the list (a new one is one folder and one line).
  expect(recipe.unlisted()).toEqual([]);
  expect(routed.map((domain) => domain.id)).toEqual(
    expect.arrayContaining(['anchors', 'live-room', 'football', 'nba', 'news', 'ranking']),
  );
  expect(routes.length).toBeGreaterThanOrEqual(26);
  expect(new Set(routes.map(([, route]) => route.id)).size).toBe(routes.length);
});

describe.each(routes.map(([domain, route]) => [`${domain} ${route.pattern}`, route] as const))(
  'route %s',
  (_name, route) => {
    it('has a row in docs/pages.md', () => {
      expect(recipe.pagesRows(route)).toHaveLength(1);
    });

    it('is visited by an end-to-end test', () => {
      expect(recipe.visitors(route)).not.toEqual([]);
    });
  },
);

describe.each(routed.map((domain) => [domain.id, domain] as const))('domain %s', (_id, domain) => {
  it('has bench budgets that a scenario measures', () => {
    const { keys, unmeasured } = recipe.budgets(domain, DOMAIN_BUDGETS);
    expect(keys).not.toEqual([]);
    expect(unmeasured).toEqual([]);
  });
});

/** A route pattern's parameter names: `/five-leagues/league/:leagueId/team/:id` → leagueId, id. */
const paramsOf = (pattern: string): string[] => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

describe('links between domains', () => {
  const declared = DOMAINS.flatMap((domain) =>
    Object.entries(domain.links).map(([name, pattern]) => ({ domain, name, pattern })),
  );

  it.each(Object.keys(DOMAIN_LINKS) as DomainLinkName[])(
    '%s is declared by its domain, as one of its routes, with its parameters',
    (name) => {
      const owners = declared.filter((link) => link.name === name);
      expect(owners.map((link) => link.domain.id)).toEqual([name.split('.')[0]]);
      const [{ domain, pattern }] = owners as [(typeof owners)[number]];
      expect(domain.routes.map((route) => route.pattern)).toContain(pattern);
      expect(paramsOf(pattern).sort()).toEqual([...DOMAIN_LINKS[name]].sort());
    },
  );

  it('builds the paths from the patterns', () => {
    expect(linkTo('live-room.room', { id: 7 })).toBe('/anchor/detail/7');
    expect(linkTo('nba.home')).toBe('/nba');
  });

  it('declares no link outside the catalogue', () => {
    expect(declared.map((link) => link.name).filter((name) => !Object.hasOwn(DOMAIN_LINKS, name))).toEqual([]);
  });

  const panels = DOMAINS.flatMap((domain) => Object.keys(domain.panels).map((name) => ({ domain, name })));

  it.each(Object.keys(DOMAIN_PANELS) as DomainPanelName[])('panel %s is declared by its domain, once', (name) => {
    expect(panels.filter((panel) => panel.name === name).map((panel) => panel.domain.id)).toEqual([name.split('.')[0]]);
  });

  it('declares no panel outside the catalogue', () => {
    expect(panels.map((panel) => panel.name).filter((name) => !Object.hasOwn(DOMAIN_PANELS, name))).toEqual([]);
  });

  it("lights a header tab by a link to the tab's page", () => {
    const tabbed = routes.flatMap(([, route]) => (route.tab ? [linkTo(route.tab)] : []));
    const tabPaths = DOMAINS.flatMap((domain) => domain.headerTabs.map((tab) => tab.path));
    expect(tabbed.length).toBeGreaterThan(0);
    for (const path of tabbed) expect(tabPaths).toContain(path);
  });

  it('redirects only to routes of the descriptor that declares the redirect, each path once', () => {
    const redirects = DOMAINS.flatMap((domain) =>
      Object.entries(domain.redirects).map(([from, to]) => ({ domain, from, to })),
    );
    expect(redirects.map(({ from }) => from).sort()).toEqual(['/', '/news1']);
    for (const { domain, to } of redirects) expect(domain.routes.map((route) => route.pattern)).toContain(to);
  });

  it('keeps storage keys unique, each declared by the descriptor of the domain that uses it', () => {
    expect(recipe.duplicateStorageKeys()).toEqual([]);
    for (const domain of DOMAINS) {
      const { declared, used } = recipe.storageKeys(domain);
      expect(declared).toEqual(used);
    }
  });

  it.each(DOMAINS.map((domain) => [domain.id] as const))(
    '%s writes no path of another domain (it asks for a named link)',
    (domain) => {
      const sources = recipe.sourcesOf(domain);
      expect(sources.length).toBeGreaterThan(0);
      expect(recipe.foreignPaths(domain, sources)).toEqual([]);
    },
  );
});

describe('the checks themselves', () => {
  it("find another domain's path in a literal or a template, not in a comment", () => {
    const source = (text: string) => [{ file: 'x.ts', source: text }];
    expect(recipe.foreignPaths('match', source('const room = (id: number) => `/anchor/detail/${id}`;'))).toHaveLength(
      1,
    );
    expect(recipe.foreignPaths('match', source("const topics = [{ path: '/nba' }];"))).toHaveLength(1);
    expect(recipe.foreignPaths('anchors', source("const home = '/anchor';"))).toEqual([]);
    expect(
      recipe.foreignPaths('match', source('/** Leads to `/nba`. */\n// or /anchor/detail/7\nconst x = 1;')),
    ).toEqual([]);
    expect(recipe.foreignPaths('match', source("const jump = '/newSport/match-detail';"))).toEqual([]);
  });

  const route = (pattern: string): RouteEntry => ({
    id: pattern,
    pattern,
    header: false,
    keepAlive: false,
    load: async () => ({ default: () => null }),
  });

  it('find a visit by literal, template or URL pattern, and not by a longer path', () => {
    expect(visits('page.goto(`${url}/news/my-orders`)', route('/news/my-orders'))).toBe(true);
    expect(visits('page.goto(`${url}/nba/team/${teamId}`)', route('/nba/team/:id'))).toBe(true);
    expect(visits(String.raw`await page.waitForURL(/\/news\/user\/\d+$/);`, route('/news/user/:id'))).toBe(true);
    expect(visits('page.goto(`${url}/news/user/7`)', route('/news'))).toBe(false);
    expect(visits('page.goto(`${url}/news/all-gods`)', route('/news/user/:id'))).toBe(false);
  });

  it('list what a domain lacks: its folder, its pages.md row, its end-to-end visit, its budget', () => {
    const page = async () => ({ default: () => null });
    const stray = {
      ...DOMAINS[0]!,
      id: 'stray',
      routes: [{ id: 'stray', pattern: '/stray', header: false, keepAlive: false, load: page }],
      links: {},
      redirects: {},
      storageKeys: [],
    };
    expect(domainRecipe(path.resolve(__dirname, '../../..'), [...DOMAINS, stray]).gaps(DOMAIN_BUDGETS)).toEqual([
      'stray: a folder of src/domains and a line of src/app/domains.ts go together',
      'stray /stray: 0 rows of docs/pages.md (one is right)',
      'stray /stray: no end-to-end test visits it',
      'stray: no bench budget',
    ]);
    expect(recipe.gaps(DOMAIN_BUDGETS)).toEqual([]);
  });

  it('match a pages.md row by its route written with {id}', () => {
    expect(docPattern(route('/five-leagues/league/:leagueId/team/:id'))).toBe(
      '/five-leagues/league/{leagueId}/team/{id}',
    );
  });
});
