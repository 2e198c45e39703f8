/**
 * The one way to reach a store that loads later than the code that needs it: a store whose module
 * comes with its pages' chunks, reached from what loads with the app — a descriptor's push handler,
 * session follow-up or banner follower. The store's module hands itself over as it loads
 * (`newsStore.provide(useNewsStore)`); until then `current()` is null and a message for it is
 * dropped: before a page that shows the store was opened there is nothing on screen to update.
 * What must happen even so (a banner's follow) asks for the module with `load`.
 *
 * The handle is a light file of its own beside the descriptor, which both import: the store does
 * not import the descriptor (which loads the pages), the descriptor not the store. A store of the
 * first screen whose actions are heavy is a different case: `lazySlice` (lazy-slice.ts).
 */

export interface LazyStore<Store> {
  /** The store once its module has loaded; null before. */
  current(): Store | null;
  /**
   * The store, after `importModule` (the store's module, `() => import('./store/news-store')`) has
   * loaded it when no page had yet. Rejects when the chunk does not load.
   */
  load(importModule: () => Promise<unknown>): Promise<Store>;
  /** Called once by the store's module as it loads, with the store it created. */
  provide(store: Store): void;
}

export function lazyStore<Store>(name: string): LazyStore<Store> {
  let provided: Store | null = null;
  return {
    current: () => provided,
    load: async (importModule) => {
      if (provided === null) await importModule();
      if (provided === null) throw new Error(`lazy store ${name}: its module loaded without providing it`);
      return provided;
    },
    provide: (store) => {
      provided = store;
    },
  };
}
