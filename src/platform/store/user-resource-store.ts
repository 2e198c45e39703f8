/**
 * An app store that holds one thing of the signed-in user's (the gold account, the comment rule):
 * `load` fetches it, `clearUserData` forgets it at logout or another user's login, so a user
 * never sees the previous one's.
 */
import { createDomainStore, fieldSlot } from './domain-store';
import { idleResource, resourceLoader, type Resource, type ResourceOptions } from './resource';

/** Exported: the stores built here are exported, and their declarations name it. */
export interface UserResourceActions {
  /** Fetches it; when `loadsWhen` says no (a visitor has none), forgets it instead. */
  load(): Promise<void>;
  clearUserData(): void;
}

export function createUserResourceStore<Field extends string, T>(
  field: Field,
  { loadsWhen, ...options }: Omit<ResourceOptions<T>, 'scope' | 'slot'> & { loadsWhen?: () => boolean },
) {
  type State = Record<Field, Resource<T>>;
  const initialState = { [field]: idleResource<T>() } as State;
  return createDomainStore<State, UserResourceActions>('app', initialState, (set, get, scope) => {
    const resource = resourceLoader<T>({ ...options, scope, slot: fieldSlot(get, set, field) });
    return {
      load: async () => {
        if (loadsWhen && !loadsWhen()) resource.forget();
        else await resource.load();
      },
      clearUserData: () => resource.forget(),
    };
  });
}
