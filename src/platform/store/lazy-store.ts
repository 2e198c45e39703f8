/**
 * The one way to reach a store that loads later than the code that needs it: a store whose module
 * comes with its pages' chunks, reached from what loads with the app — a descriptor's push handler,
 * session follow-up or banner follower. The store's module hands itself over as it loads
 * (`newsStore.provide(useNewsStore)`); until then `current()` is null and a message for it is
 * dropped: before a page that shows the store was opened there is nothing on screen to update.
 * What must happen even so (a banner's follow) asks for the module with `load`.
 *
 * A store whose push messages travel only on channels its own chunk holds hands them over with
 * itself (`provide(store, RoomCrowdPush)`), and its descriptor registers their handlers in
 * `whileProvided`: the messages' payload schemas then load with the store, not on the first screen,
 * and are registered before any of the store's hooks subscribes to their channels.
 *
 * The handle is a light file of its own beside the descriptor, which both import: the store does
 * not import the descriptor (which loads the pages), the descriptor not the store. A store of the
 * first screen whose actions are heavy is a different case: `lazySlice` (lazy-slice.ts).
 */

export interface LazyStore<Store, Messages = undefined> {
  /** The store once its module has loaded; null before. */
  current(): Store | null;
  /**
   * The store, after `importModule` (the store's module, `() => import('./store/news-store')`) has
   * loaded it when no page had yet. Rejects when the chunk does not load.
   */
  load(importModule: () => Promise<unknown>): Promise<Store>;
  /** Called once by the store's module as it loads, with the store it created (and its push messages). */
  provide(store: Store, ...messages: Messages extends undefined ? [] : [messages: Messages]): void;
  /**
   * Runs `start` with the store and its messages once its module has provided them (at once when it
   * has); the returned function undoes what `start` did (the stops it returned), or cancels it.
   */
  whileProvided(start: (store: Store, messages: Messages) => readonly (() => void)[]): () => void;
}

export function lazyStore<Store, Messages = undefined>(name: string): LazyStore<Store, Messages> {
  let provided: { store: Store; messages: Messages } | null = null;
  const waiting = new Set<(store: Store, messages: Messages) => void>();
  return {
    current: () => provided?.store ?? null,
    load: async (importModule) => {
      if (provided === null) await importModule();
      if (provided === null) throw new Error(`lazy store ${name}: its module loaded without providing it`);
      return provided.store;
    },
    provide: (store, ...messages) => {
      provided = { store, messages: messages[0] as Messages };
      for (const run of [...waiting]) run(store, provided.messages);
      waiting.clear();
    },
    whileProvided: (start) => {
      let stops: readonly (() => void)[] | null = null;
      const run = (store: Store, messages: Messages) => {
        stops = start(store, messages);
      };
      if (provided) run(provided.store, provided.messages);
      else waiting.add(run);
      return () => {
        waiting.delete(run);
        stops?.forEach((stop) => stop());
        stops = null;
      };
    },
  };
}
