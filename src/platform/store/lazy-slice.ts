/**
 * A slice of a store whose code is a chunk of its own, loaded at the slice's first call or
 * when `preload()` asks for it (the first screen's chunk carries only these
 * forwarders, not the actions of pages the first screen does not show). Only asynchronous
 * actions can be forwarded: until the chunk is there each waits for it, then runs; once it is
 * there they run at once, as if the slice had been built with the store (same set, get and
 * scope, built once). A chunk that failed to load is asked for again at the next call.
 */
import type { Slice } from './domain-store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list: the forwarders keep each action's own type
type AsyncActions<Actions> = { [Name in keyof Actions]: (...args: any[]) => Promise<unknown> };

export interface LazySlice<Store, Actions> {
  /** The forwarders, to spread into the store's actions. */
  create: Slice<Store, Actions>;
  /** Loads the slice's chunk now (a route starts it beside its page's chunk). */
  preload(): Promise<void>;
  /**
   * A route's page chunk, with this slice's chunk started beside it (a route's `load`). The
   * slice's failure is left to its first call, which asks again and reports.
   */
  beside<Page>(page: Promise<Page>): Promise<Page>;
  /** Whether the chunk is there: a synchronous action (logout) can then run the slice's at once. */
  isLoaded(): boolean;
}

export function lazySlice<Store, Actions extends AsyncActions<Actions>>(
  load: () => Promise<Slice<Store, Actions>>,
  names: readonly (keyof Actions & string)[],
): LazySlice<Store, Actions> {
  let loaded: Slice<Store, Actions> | null = null;
  let loading: Promise<Slice<Store, Actions>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (create) => (loaded = create),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  const preload = () => loadOnce().then(() => undefined);
  return {
    preload,
    isLoaded: () => loaded !== null,
    beside: (page) => {
      preload().catch(() => undefined);
      return page;
    },
    create: (set, get, scope) => {
      let built: Actions | null = null;
      const slice = (create: Slice<Store, Actions>) => (built ??= create(set, get, scope));
      const forwarders: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
      for (const name of names) {
        forwarders[name] = (...args) =>
          loaded ? slice(loaded)[name](...args) : loadOnce().then((create) => slice(create)[name](...args));
      }
      return forwarders as unknown as Actions;
    },
  };
}
