/**
 * Keyed families: one loader per key in one field of a store, read/drop, cleared on
 * reset and (personal data) at logout, last-seen per key, and bounded — past the cap the key
 * used longest ago goes with its state. Domain tests rely on these semantics and do not repeat them.
 */
import { keyedFamily, keyedFeeds, KEYED_CAP, type FeedMap, type ResourceMap } from '@src/platform/store/keyed';
import { keyedIn, keyedResources } from '@src/platform/store/keyed-resources';
import { StoreScope } from '@src/platform/store/store-scope';
import { deferred, setUpAppWorld } from '../../../support/app-world';

interface State {
  teams: ResourceMap<string>;
  pages: FeedMap<{ id: number }, string>;
}

function store() {
  let state: State = { teams: {}, pages: {} };
  const scope = new StoreScope();
  const get = () => state;
  const set = (partial: Partial<State>) => (state = { ...state, ...partial });
  /** The `teams` family answering `t<id>` at once, with `options`. */
  const teamsWith = (options: { cap?: number; personal?: boolean; onFresh?: (id: number, team: string) => void }) =>
    keyedResources({ scope, get, set, field: 'teams', fetch: (id: number) => Promise.resolve(`t${id}`), ...options });
  /** The `pages` family (a feed per key, `newest` first) asking `fetchPage`. */
  const pagesOf = (
    fetchPage: (key: number, query: string, page: number) => Promise<{ list: { id: number }[]; isLastPage: boolean }>,
  ) =>
    keyedFeeds({
      scope,
      get,
      set,
      field: 'pages',
      initialQuery: () => 'newest',
      fetchPage,
      idOfItem: (item) => item.id,
    });
  return { scope, get, set, state: () => state, teamsWith, pagesOf };
}

beforeEach(() => setUpAppWorld());

it('loads each key into its own entry, reads it and drops it (its answer on the way lands nowhere)', async () => {
  const { scope, get, set, state } = store();
  const fetch = jest.fn((id: number) => Promise.resolve(`team ${id}`));
  const teams = keyedResources({ scope, get, set, field: 'teams', fetch });
  await teams.load(7);
  await teams.load(8);
  expect(teams.read(7)).toMatchObject({ status: 'ready', data: 'team 7' });
  expect(state().teams['8']?.data).toBe('team 8');
  expect(teams.read(9).status).toBe('idle');

  const late = deferred<string>();
  fetch.mockReturnValueOnce(late.promise);
  const loading = teams.load(7);
  teams.drop(7);
  late.resolve('late');
  await loading;
  expect(state().teams['7']).toBeUndefined();
  expect(teams.ids()).toEqual(['8']);
});

it('keyedIn binds the families of one store: resources and feeds land in their fields', async () => {
  const { scope, get, set, state } = store();
  const keyed = keyedIn<State>({ scope, get, set });
  const teams = keyed.resources({ field: 'teams', fetch: (id: number) => Promise.resolve(`team ${id}`) });
  const pages = keyed.feeds({
    field: 'pages',
    initialQuery: (key: string) => key,
    fetchPage: () => Promise.resolve({ list: [{ id: 1 }], isLastPage: true }),
    idOfItem: (item: { id: number }) => item.id,
  });
  await teams.load(3);
  await pages.feed('a').load();
  expect(state().teams['3']?.data).toBe('team 3');
  expect(state().pages['a']?.list).toEqual([{ id: 1 }]);
});

it('a typed key maps to its id; concurrent loads of a key share one request', async () => {
  const { scope, get, set, state } = store();
  const fetch = jest.fn((key: { league: number; season: string }) => Promise.resolve(`${key.league}/${key.season}`));
  const tables = keyedResources({
    scope,
    get,
    set,
    field: 'teams',
    fetch,
    idOf: (key) => `${key.league}:${key.season}`,
  });
  await Promise.all([tables.load({ league: 1, season: '2024' }), tables.load({ league: 1, season: '2024' })]);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(state().teams['1:2024']?.data).toBe('1/2024');
});

it('keeps at most the cap of keys: the least recently used goes, with its state', async () => {
  const { state, teamsWith } = store();
  const teams = teamsWith({ cap: 3 });
  for (const id of [1, 2, 3]) await teams.load(id);
  await teams.load(1); // 1 is the newest again: 2 is the oldest
  await teams.load(4);
  expect(teams.ids()).toEqual(['3', '1', '4']);
  expect(Object.keys(state().teams).sort()).toEqual(['1', '3', '4']);
});

it('has a documented default cap', () => {
  const { scope } = store();
  const family = keyedFamily({ scope, create: () => ({ drop: () => undefined }), forget: () => undefined });
  for (let key = 0; key < KEYED_CAP + 10; key += 1) family.use(key);
  expect(KEYED_CAP).toBe(50);
  expect(family.ids()).toHaveLength(KEYED_CAP);
  expect(family.ids()[0]).toBe('10');
});

it('reset forgets every loader and lands answers on the way nowhere', async () => {
  const { scope, get, set, state } = store();
  const late = deferred<string>();
  const fetch = jest.fn<Promise<string>, [number]>().mockReturnValueOnce(late.promise);
  const teams = keyedResources({ scope, get, set, field: 'teams', fetch });
  const loading = teams.load(1);
  scope.reset();
  set({ teams: {} });
  late.resolve('late');
  await loading;
  expect(state().teams).toEqual({});
  expect(teams.ids()).toEqual([]);
});

it('a personal family is cleared when the user is forgotten (logout); a public one stays', async () => {
  const { scope, get, set, state, teamsWith, pagesOf } = store();
  const mine = teamsWith({ personal: true });
  const everyone = pagesOf((key) => Promise.resolve({ list: [{ id: key }], isLastPage: true }));
  await mine.load(1);
  await everyone.feed(5).load();
  const late = deferred<string>();
  const refetch = keyedResources({ scope, get, set, field: 'teams', fetch: () => late.promise, personal: true });
  const loading = refetch.load(2);
  scope.forgetUser();
  late.resolve('previous user');
  await loading;
  expect(state().teams).toEqual({});
  expect(state().pages['5']?.list).toEqual([{ id: 5 }]);
});

it('keyed feeds: a feed per key with its own query, page 1 and more', async () => {
  const fetchPage = jest.fn((key: number, _query: string, page: number) =>
    Promise.resolve({ list: [{ id: key * 100 + page }], isLastPage: page === 2 }),
  );
  const feeds = store().pagesOf(fetchPage);
  expect(feeds.read(3)).toMatchObject({ status: 'idle', query: 'newest' });
  await feeds.feed(3).load();
  await feeds.feed(3).loadMore();
  expect(feeds.read(3)).toMatchObject({ status: 'ready', isLastPage: true, list: [{ id: 301 }, { id: 302 }] });
  expect(fetchPage).toHaveBeenLastCalledWith(3, 'newest', 2);
});

it('keeps the last good answer per key on the device', async () => {
  const first = store();
  const options = {
    field: 'teams' as const,
    lastSeen: (id: number) => ({
      name: `test:team:${id}`,
      version: 1,
      accept: (data: unknown): data is string => typeof data === 'string',
    }),
  };
  const teams = keyedResources({ ...first, ...options, fetch: (id: number) => Promise.resolve(`team ${id}`) });
  await teams.load(4);
  const next = store();
  const never = deferred<string>();
  const again = keyedResources({ ...next, ...options, fetch: () => never.promise });
  void again.load(4);
  expect(again.read(4)).toMatchObject({ status: 'ready', data: 'team 4', stale: true, refreshing: true });
  expect(again.read(5).status).toBe('idle');
});

it('holds exactly its cap of keys before the oldest goes', async () => {
  const { state, teamsWith } = store();
  const teams = teamsWith({ cap: 3 });
  for (const id of [1, 2, 3]) await teams.load(id);
  expect(teams.ids()).toEqual(['1', '2', '3']);
  expect(Object.keys(state().teams).sort()).toEqual(['1', '2', '3']);
});

it('dropping a key it does not hold, or clearing an empty family, forgets nothing', () => {
  const { scope } = store();
  const forget = jest.fn();
  const family = keyedFamily({ scope, create: () => ({ drop: () => undefined }), forget });
  family.clear();
  family.use(1);
  family.drop(2);
  expect(forget).not.toHaveBeenCalled();
  family.drop(1);
  expect(forget).toHaveBeenCalledWith(['1']);
});

it('tells each fresh answer to onFresh with its key', async () => {
  const onFresh = jest.fn();
  const teams = store().teamsWith({ onFresh });
  await teams.load(7);
  expect(onFresh).toHaveBeenCalledWith(7, 't7');
});

it('fetches with the key the load came with, not the one that made the entry (a key may carry more than its id)', async () => {
  const { scope, get, set } = store();
  const fetch = jest.fn((key: { id: number; since: string }) => Promise.resolve(`${key.id} since ${key.since}`));
  const teams = keyedResources({ scope, get, set, field: 'teams', fetch, idOf: (key) => key.id });
  await teams.load({ id: 1, since: 'monday' });
  await teams.load({ id: 1, since: 'tuesday' });
  expect(fetch).toHaveBeenLastCalledWith({ id: 1, since: 'tuesday' });
  expect(teams.read({ id: 1, since: 'any' }).data).toBe('1 since tuesday');
});
