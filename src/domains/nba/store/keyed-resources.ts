/**
 * A family of resources in one field of the NBA store, one per key (a day, a team, a season's
 * view): each key gets its own loader (platform/store/resource — skeleton, refresh in place,
 * last-seen), created on first use.
 */
import {
  idleResource,
  resourceLoader,
  type LastSeenOptions,
  type Resource,
  type ResourceLoader,
} from '../../../platform/store/resource';
import type { StoreScope } from '../../../platform/store/store-scope';
import type { ResourceMap } from './initial-state';

export interface KeyedResourceOptions<Store, Field extends keyof Store, T> {
  scope: StoreScope;
  get: () => Store;
  set: (partial: Partial<Store>) => void;
  field: Field;
  fetch: (key: string) => Promise<T>;
  /** Keep the last good answer of this key on the device (the first screen of a page). */
  lastSeen?: (key: string) => LastSeenOptions<T>;
}

export interface KeyedResources {
  load(key: string): Promise<void>;
}

export function keyedResources<Store, Field extends keyof Store, T>(
  options: KeyedResourceOptions<Store, Field, T>,
): KeyedResources {
  const { scope, get, set, field } = options;
  const loaders = new Map<string, ResourceLoader>();
  const mapOf = () => get()[field] as unknown as ResourceMap<T>;
  const loaderOf = (key: string): ResourceLoader => {
    let loader = loaders.get(key);
    if (!loader) {
      loader = resourceLoader<T>({
        scope,
        slot: {
          get: (): Resource<T> => mapOf()[key] ?? idleResource<T>(),
          set: (next) => set({ [field]: { ...mapOf(), [key]: next } } as unknown as Partial<Store>),
        },
        fetch: () => options.fetch(key),
        lastSeen: options.lastSeen?.(key),
      });
      loaders.set(key, loader);
    }
    return loader;
  };
  return { load: (key) => loaderOf(key).load() };
}
