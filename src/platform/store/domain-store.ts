/**
 * A domain's store: zustand, with a StoreScope its actions share, a
 * `reset()` that puts the initial state back and makes answers still on their way land
 * nowhere, and a registration under its domain. The app resets every domain's stores
 * (unmount, the `t` parameter) and clears their user data (logout, another user) through the
 * domain descriptors, without knowing a store by name — stores of lazily loaded pages
 * included, which exist only once their page has been visited.
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { StoreScope } from './store-scope';

export type SetState<S> = StoreApi<S>['setState'];
export type GetState<S> = StoreApi<S>['getState'];

/** One field of a store, read and written (the other fields untouched): what a loader keeps its resource or feed in. */
export function fieldSlot<Store, Field extends keyof Store>(get: GetState<Store>, set: SetState<Store>, field: Field) {
  return {
    get: (): Store[Field] => get()[field],
    set: (next: Store[Field]) => set({ [field]: next } as unknown as Partial<Store>),
  };
}

/** A slice of a store's actions: built from the store's set, get and scope. */
export type Slice<Store, Actions> = (set: SetState<Store>, get: GetState<Store>, scope: StoreScope) => Actions;

/**
 * A domain's slice, typed on its state and on the sibling actions it calls (`Needs`), not on the
 * whole store: the store that puts the slices together imports them, and a slice that imported
 * the store back would close a circle.
 */
export type StateSlice<State, Actions, Needs = unknown> = Slice<DomainStore<State, Needs>, Actions>;

/** A domain's whole store: its state, its actions and the kit's `reset()`. */
export type DomainStore<State, Actions> = State & Actions & DomainStoreActions;

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer All) => void
  ? All
  : never;

/** One slice made of several, each given the same set, get and scope (a store split into files). */
export function slices<Store, Parts extends readonly Slice<Store, object>[]>(
  ...parts: Parts
): Slice<Store, Intersection<ReturnType<Parts[number]>>> {
  return (set, get, scope) =>
    Object.assign({}, ...parts.map((part) => part(set, get, scope))) as Intersection<ReturnType<Parts[number]>>;
}

export interface DomainStoreActions {
  /** Everything back to the initial state; pending answers are dropped. */
  reset(): void;
}

interface Registered {
  reset(): void;
  clearUserData?(): void;
}

const registry = new Map<string, Set<UseBoundStore<StoreApi<Registered>>>>();

/**
 * Creates and registers a domain's store. `actions` may define `clearUserData()` (what goes at
 * logout: the user's follows, orders...); it then runs at logout and at another user's login.
 */
export function createDomainStore<State extends object, Actions extends object>(
  domain: string,
  initialState: State,
  actions: Slice<State & Actions & DomainStoreActions, Actions>,
): UseBoundStore<StoreApi<State & Actions & DomainStoreActions>> {
  type Store = State & Actions & DomainStoreActions;
  const store = create<Store>()((set, get) => {
    const scope = new StoreScope();
    const built = actions(set, get, scope) as Actions & Partial<Registered>;
    const clearUserData = built.clearUserData;
    return {
      ...initialState,
      ...built,
      // Answers asked for the previous user (userTicket) land nowhere once their data is gone.
      ...(clearUserData && {
        clearUserData: () => {
          scope.forgetUser();
          clearUserData();
        },
      }),
      reset: () => {
        scope.reset();
        set({ ...initialState } as Partial<Store>);
      },
    } as Store;
  });
  const stores = registry.get(domain) ?? new Set();
  stores.add(store as unknown as UseBoundStore<StoreApi<Registered>>);
  registry.set(domain, stores);
  return store;
}

/** Resets every store the domain has created so far. */
export function resetDomainStores(domain: string): void {
  for (const store of registry.get(domain) ?? []) store.getState().reset();
}

/** Clears the user data of every store of the domain that keeps some. */
export function clearDomainUserData(domain: string): void {
  for (const store of registry.get(domain) ?? []) store.getState().clearUserData?.();
}
