/**
 * Resources by key (a league's day, a team's season...): one `resourceLoader` of the store kit per
 * key, made on first use — skeleton, refresh in place, failed refresh keeps the data, last-seen
 * data where the page's first screen wants it. A key's latest fetch is used; `reset()` of the
 * store forgets every loader.
 */
import {
  idleResource,
  resourceLoader,
  type LastSeenOptions,
  type Resource,
  type ResourceLoader,
} from '../../../platform/store/resource';
import type { StoreScope } from '../../../platform/store/store-scope';

export type ResourceMap<T> = Readonly<Record<string, Resource<T>>>;

export interface KeyedOptions<State, T> {
  scope: StoreScope;
  get: () => State;
  set: (update: (state: State) => Partial<State>) => void;
  read: (state: State) => ResourceMap<T>;
  write: (state: State, map: ResourceMap<T>) => Partial<State>;
  /** Keep the key's last good answer on the device (first screens). */
  lastSeen?: (key: string) => LastSeenOptions<T>;
}

/** `load(key, fetch)`: first load or refresh of that key, concurrent calls sharing one request. */
export function keyedResources<State, T>(options: KeyedOptions<State, T>) {
  const { scope, get, set, read, write } = options;
  const loaders = new Map<string, ResourceLoader>();
  const fetches = new Map<string, () => Promise<T>>();
  scope.onReset(() => {
    loaders.clear();
    fetches.clear();
  });
  return (key: string, fetch: () => Promise<T>): Promise<void> => {
    fetches.set(key, fetch);
    let loader = loaders.get(key);
    if (!loader) {
      loader = resourceLoader<T>({
        scope,
        slot: {
          get: () => read(get())[key] ?? idleResource<T>(),
          set: (resource) => set((state) => write(state, { ...read(state), [key]: resource })),
        },
        fetch: () => fetches.get(key)!(),
        lastSeen: options.lastSeen?.(key),
      });
      loaders.set(key, loader);
    }
    return loader.load();
  };
}

/** The resource of a key, or the idle one (a stable value for selectors). */
export const resourceAt = <T>(map: ResourceMap<T>, key: string | null): Resource<T> =>
  (key === null ? undefined : map[key]) ?? idleResource<T>();
