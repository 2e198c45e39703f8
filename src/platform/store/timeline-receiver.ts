/**
 * A live timeline as a descriptor's push handler reaches it (live-timeline.ts): light, it loads
 * with the app, while the timeline's store comes later with its screens (its `lazyStore` handle).
 */
import type { PushHandler } from '../socket/push-handlers';

/** What a push handler asks of a live timeline's store. */
export interface TimelineReceiver<Item> {
  getState(): { receive(items: readonly Item[]): void };
}

/** Hands an animation frame's items to the timeline in one update; nothing while `store()` is null (not loaded yet). */
export const receiveInto = <Item>(store: () => TimelineReceiver<Item> | null): PushHandler<Item> => ({
  apply: (value) => store()?.getState().receive([value]),
  applyBatch: (items) =>
    store()
      ?.getState()
      .receive(items.map((item) => item.value)),
});
