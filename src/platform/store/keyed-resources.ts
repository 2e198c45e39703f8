/**
 * A resource per key (keyed.ts's families, for "a team's page by id"), and `keyedIn`, the families
 * of one store. Apart from keyed.ts so that they load with the pages that hold them: the first
 * screen's only family is the anchor home's moments feed.
 */
import {
  fieldMap,
  keyedFamily,
  keyedFeeds,
  resourceAt,
  type FieldOf,
  type KeyedFeedOptions,
  type KeyedFeeds,
  type KeyId,
} from './keyed';
import {
  idleResource,
  resourceLoader,
  type LastSeenOptions,
  type Resource,
  type ResourceLoader,
  type ResourceOptions,
} from './resource';

export interface KeyedResourceOptions<Store, Field extends keyof Store, Key, T>
  extends FieldOf<Store, Field>, Pick<ResourceOptions<T>, 'refreshFailedNotice' | 'concurrency' | 'now'> {
  fetch(key: Key): Promise<T>;
  idOf?(key: Key): KeyId;
  /** Keep the key's last good answer on the device (first screens). */
  lastSeen?(key: Key): LastSeenOptions<T>;
  onFresh?(key: Key, data: T): void;
  cap?: number;
  personal?: boolean;
}

export interface KeyedResources<Key, T> {
  /** First load or refresh of the key (concurrent calls share one request unless `latest`). */
  load(key: Key): Promise<void>;
  /** The key's resource as the store holds it now (idle if none). */
  read(key: Key): Resource<T>;
  drop(key: Key): void;
  clear(): void;
  ids(): string[];
}

/** A key's loader, and the key its last load came with. */
type KeyedLoader<Key> = ResourceLoader & { latestKey: Key };

/** A resource per key, in one field of the store (`Record<id, Resource<T>>`). */
export function keyedResources<Store, Field extends keyof Store, Key, T>(
  options: KeyedResourceOptions<Store, Field, Key, T>,
): KeyedResources<Key, T> {
  const map = fieldMap<Store, Field, Resource<T>>(options);
  const idOf = (key: Key) => String(options.idOf ? options.idOf(key) : key);
  const family = keyedFamily<Key, KeyedLoader<Key>>({
    scope: options.scope,
    idOf: options.idOf,
    cap: options.cap,
    personal: options.personal,
    forget: map.forget,
    create: (key, id) => {
      // The key a load last came with: a key may carry more than its id (what to fetch now).
      const member: KeyedLoader<Key> = {
        latestKey: key,
        ...resourceLoader<T>({
          scope: options.scope,
          slot: {
            get: () => map.read()[id] ?? idleResource<T>(),
            set: (next) => map.write({ ...map.read(), [id]: next }),
          },
          fetch: () => options.fetch(member.latestKey),
          lastSeen: options.lastSeen?.(key),
          onFresh: options.onFresh && ((data) => options.onFresh?.(key, data)),
          refreshFailedNotice: options.refreshFailedNotice,
          concurrency: options.concurrency,
          now: options.now,
        }),
      };
      return member;
    },
  });
  return {
    load: (key) => {
      const member = family.use(key);
      member.latestKey = key;
      return member.load();
    },
    read: (key) => resourceAt(map.read(), idOf(key)),
    drop: family.drop,
    clear: family.clear,
    ids: family.ids,
  };
}

type StoreOf<Store> = Pick<FieldOf<Store, keyof Store>, 'scope' | 'get' | 'set'>;

/**
 * The families of one store, each in a field of it: `const keyed = keyedIn({ scope, get, set })`
 * once per slice, then `keyed.resources({ field, fetch })` and `keyed.feeds({ field, ... })`.
 */
export function keyedIn<Store>(store: StoreOf<Store>) {
  return {
    resources: <Field extends keyof Store, Key, T>(
      options: Omit<KeyedResourceOptions<Store, Field, Key, T>, keyof StoreOf<Store>>,
    ): KeyedResources<Key, T> => keyedResources<Store, Field, Key, T>({ ...store, ...options }),
    feeds: <Field extends keyof Store, Key, Item, Query>(
      options: Omit<KeyedFeedOptions<Store, Field, Key, Item, Query>, keyof StoreOf<Store>>,
    ): KeyedFeeds<Key, Item, Query> => keyedFeeds<Store, Field, Key, Item, Query>({ ...store, ...options }),
  };
}
