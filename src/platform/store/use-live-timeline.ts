/**
 * A live timeline on screen (live-timeline.ts): the key's timeline, loaded while `enabled` — held
 * (its channel, its reconnects repaired) with `hold` — and asked for again when the store has let
 * it go (it keeps the most recently used keys).
 */
import { useEffect } from 'react';
import type { LiveTimelineStore, Timeline, TimelineKey } from './live-timeline';

export interface TimelineUse {
  /** Loaded only while true (default). */
  enabled?: boolean;
  /** Holds the key's channel and repairs what a reconnect missed while shown (a screen, not a list row). */
  hold?: boolean;
}

export function useLiveTimeline<Key extends TimelineKey, Item, Head>(
  store: LiveTimelineStore<Key, Item, Head>,
  key: Key,
  { enabled = true, hold = false }: TimelineUse = {},
): Timeline<Item, Head> | undefined {
  const timeline = store((state) => state.timelines[String(key)]);
  const gone = timeline === undefined;
  useEffect(() => {
    if (!enabled) return;
    if (hold) return store.getState().hold(key);
    void store.getState().ensure(key);
  }, [store, key, enabled, hold, gone]);
  return timeline;
}
