/**
 * Keyed families: the one way to hold "a team's page by id", "a day's schedule by
 * date", "an expert's tips by expert" — one loader of the kit per key (a resource, a paged
 * feed), made on first use, its state in one field of the store keyed by the key's id.
 *
 * - Typed key: the family's key (a number, a date string, a `{ league, season }`) maps to the
 *   field's id through `idOf` (default `String(key)`).
 * - Cleared on reset (every loader and its answers on the way), and at logout for the user's
 *   data (`personal`: the store's clearUserData forgets the user).
 * - Bounded: at most `cap` keys (KEYED_CAP, 50, by default). Using a key (load, loadMore...)
 *   makes it the newest; past the cap the key used longest ago goes — its loader, its answers
 *   on the way and its state — so a long session holds at most `cap` teams, days or tips. A
 *   page on screen uses its key at every load, so what goes is what the user left long ago;
 *   coming back loads it again (with last-seen data where the family keeps some).
 *
 * The families of resources and `keyedIn` are keyed-resources.ts's: no first screen holds one,
 * so they load with the pages that do.
 */
import type { FeedPage, PagedFeed, PagedFeedLoader } from './paged-feed';
import { emptyFeed, pagedFeedLoader } from './paged-feed';
import { idleResource, type Resource } from './resource';
import type { StoreScope } from './store-scope';

/** Keys a family holds at most unless it says otherwise. */
export const KEYED_CAP = 50;

export type KeyId = string | number;
export type ResourceMap<T> = Readonly<Record<string, Resource<T>>>;
export type FeedMap<Item, Query> = Readonly<Record<string, PagedFeed<Item, Query>>>;

/** The resource of an id, or the idle one (a stable value for selectors). */
export const resourceAt = <T>(map: ResourceMap<T>, id: KeyId | null): Resource<T> =>
  (id === null ? undefined : map[id]) ?? idleResource<T>();

export interface KeyedFamilyOptions<Key, Member> {
  scope: StoreScope;
  /** The member of a key (made on first use). */
  create(key: Key, id: string): Member;
  idOf?(key: Key): KeyId;
  /** The state of these ids leaves the store (evicted, dropped, cleared). */
  forget(ids: readonly string[]): void;
  /** Keys held at most (default KEYED_CAP). */
  cap?: number;
  /** The user's data (flags, orders): cleared at logout and at another user's login. */
  personal?: boolean;
}

export interface KeyedFamily<Key, Member> {
  /** The key's member; the key becomes the most recently used. */
  use(key: Key): Member;
  /** The key's member, its answers on the way and its state go. */
  drop(key: Key): void;
  /** Every key goes (reset does it; so does logout for a personal family). */
  clear(): void;
  /** Ids held, least recently used first (tests, docs/performance.md). */
  ids(): string[];
}

interface Droppable {
  drop(): void;
}

export function keyedFamily<Key, Member extends Droppable>(
  options: KeyedFamilyOptions<Key, Member>,
): KeyedFamily<Key, Member> {
  const { scope } = options;
  const cap = Math.max(1, options.cap ?? KEYED_CAP);
  const idOf = (key: Key) => String(options.idOf ? options.idOf(key) : key);
  /** Insertion order is use order: the first entry is the least recently used. */
  const members = new Map<string, Member>();

  const remove = (ids: readonly string[]) => {
    for (const id of ids) {
      members.get(id)?.drop();
      members.delete(id);
    }
    if (ids.length > 0) options.forget(ids);
  };
  const clear = () => remove([...members.keys()]);
  // Reset puts the store's initial state back itself: only the loaders go.
  scope.onReset(() => members.clear());
  if (options.personal) scope.onForgetUser(clear);

  return {
    use: (key) => {
      const id = idOf(key);
      let member = members.get(id);
      if (member) members.delete(id);
      else member = options.create(key, id);
      members.set(id, member);
      // Past the cap, the keys used longest ago go.
      remove([...members.keys()].slice(0, Math.max(0, members.size - cap)));
      return member;
    },
    drop: (key) => remove(members.has(idOf(key)) ? [idOf(key)] : []),
    clear,
    ids: () => [...members.keys()],
  };
}

/** Where a family's map lives: one field of the store. */
export interface FieldOf<Store, Field extends keyof Store> {
  scope: StoreScope;
  get: () => Store;
  set: (partial: Partial<Store>) => void;
  field: Field;
  /** After these ids left (evicted, dropped, cleared): what the store keeps beside the field goes too. */
  onForget?(ids: readonly string[]): void;
}

/** `map` without `ids` (a copy). */
export const withoutIds = <V>(map: Readonly<Record<string, V>>, ids: readonly string[]): Record<string, V> => {
  const next = { ...map };
  for (const id of ids) delete next[id];
  return next;
};

/** A field's map, read and written (the store's other fields untouched). */
export function fieldMap<Store, Field extends keyof Store, V>({ get, set, field, onForget }: FieldOf<Store, Field>) {
  const read = () => get()[field] as unknown as Readonly<Record<string, V>>;
  const write = (next: Readonly<Record<string, V>>) => set({ [field]: next } as unknown as Partial<Store>);
  const forget = (ids: readonly string[]) => {
    write(withoutIds(read(), ids));
    onForget?.(ids);
  };
  return { read, write, forget };
}

export interface KeyedFeedOptions<Store, Field extends keyof Store, Key, Item, Query> extends FieldOf<Store, Field> {
  /** The key's query before its first load (e.g. the tip id, a default sort). */
  initialQuery(key: Key): Query;
  fetchPage(key: Key, query: Query, page: number): Promise<FeedPage<Item>>;
  idOfItem(item: Item): string | number;
  idOf?(key: Key): KeyId;
  sameQuery?(a: Query, b: Query): boolean;
  cap?: number;
  personal?: boolean;
}

export interface KeyedFeeds<Key, Item, Query> {
  /** The key's feed loader (load, loadMore, refresh, setQuery...); the key becomes the newest. */
  feed(key: Key): PagedFeedLoader<Item, Query>;
  read(key: Key): PagedFeed<Item, Query>;
  drop(key: Key): void;
  clear(): void;
  ids(): string[];
}

/** A paged feed per key, in one field of the store (`Record<id, PagedFeed>`). */
export function keyedFeeds<Store, Field extends keyof Store, Key, Item, Query>(
  options: KeyedFeedOptions<Store, Field, Key, Item, Query>,
): KeyedFeeds<Key, Item, Query> {
  const map = fieldMap<Store, Field, PagedFeed<Item, Query>>(options);
  const idOf = (key: Key) => String(options.idOf ? options.idOf(key) : key);
  const empty = (key: Key) => emptyFeed<Item, Query>(options.initialQuery(key));
  const family = keyedFamily<Key, PagedFeedLoader<Item, Query>>({
    scope: options.scope,
    idOf: options.idOf,
    cap: options.cap,
    personal: options.personal,
    forget: map.forget,
    create: (key, id) =>
      pagedFeedLoader<Item, Query>({
        scope: options.scope,
        slot: {
          get: () => map.read()[id] ?? empty(key),
          set: (next) => map.write({ ...map.read(), [id]: next }),
        },
        fetchPage: (query, page) => options.fetchPage(key, query, page),
        idOf: options.idOfItem,
        sameQuery: options.sameQuery,
      }),
  });
  return {
    feed: family.use,
    read: (key) => map.read()[idOf(key)] ?? empty(key),
    drop: family.drop,
    clear: family.clear,
    ids: family.ids,
  };
}
