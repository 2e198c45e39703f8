/**
 * A live timeline: what a live feature shows behind the video — a match centre's events, the
 * tracker's states, a room's chat lines, its 竞猜, its red envelope — per key (a match, a room),
 * declared once from its snapshot call and the items its push message brings. It owns the lifecycle
 * they share: the snapshot on first use (pushed items kept meanwhile), items merged by number
 * (timeline-order.ts), a hole or a reconnect → a snapshot again (since what is had in full), a
 * server that numbers anew → start over, a capped length, one load status, a few retries, and
 * "unavailable" when its call is declared `optional` and the backend answers 404. What a
 * feature shows of it is its own view rule, read at the fan's playhead.
 */
import type { Call } from '../../contracts/http';
import type { ChannelName } from '../../contracts/push';
import { isUnavailable } from '../http/http-error';
import { subscribeChannels } from '../socket/push-connection';
import { socketSelectors, useSocketStore } from '../socket/socket-store';
import { createDomainStore } from './domain-store';
import { keyedFamily, withoutIds } from './keyed';
import { contiguousUpTo, mergeByOrder } from './timeline-order';

/** unknown until the call first answered; unavailable: the backend lacks our optional call (404). */
export type TimelineAvailability = 'unknown' | 'available' | 'unavailable';

export interface Timeline<Item, Head> {
  /** loading: the first snapshot on its way (pushed items are kept meanwhile); failed: it failed. */
  status: 'loading' | 'ready' | 'failed';
  /** What the feature keeps beside its items (a match centre's line-ups); null before the first snapshot. */
  head: Head | null;
  items: readonly Item[];
}

export interface TimelineSnapshot<Item, Head> {
  items: readonly Item[];
  head: Head;
  /** The number the next item will carry: where an empty answer starts, and whether the server numbers anew. */
  next?: number;
}

export type TimelineKey = number | string;

export interface LiveTimelineDeclaration<Key extends TimelineKey, Item, Head> {
  /** The domain whose stores it joins (reset, logout). */
  domain: string;
  /** The snapshot: everything now, or (`since`, a repair of numbered items) what came after that number. */
  snapshot(key: Key, since: number | undefined): Promise<TimelineSnapshot<Item, Head>>;
  /** The snapshot's call: declared `optional` (contracts), its 404 says the backend lacks it, and the timeline is unavailable. */
  call?: Call;
  /** The key a pushed item belongs to. */
  keyOf(item: Item): Key;
  /** Numbered items (0, 1, 2… without holes): merged by number, a hole repaired. */
  orderOf?(item: Item): number;
  /** Else: how pushed or answered items merge into those held (views of one thing by id). */
  merge?(held: readonly Item[], added: readonly Item[]): readonly Item[];
  /** How an answer's head joins the one held (default: it replaces it). */
  mergeHead?(held: Head | null, answer: Head): Head;
  /** Pushed items that change the head too (the tracker's shots). */
  headWith?(head: Head, fresh: readonly Item[]): Head;
  /** Numbered items kept per key at most (the newest). */
  cap?: number;
  /** Keys kept at most; past it the least recently used goes (a screen still showing it asks again). */
  keysKept?: number;
  /** The key's push channel: held while the key is, and subscribed again (a reconnect) → a snapshot. */
  channel?(key: Key): ChannelName;
  /** A failed snapshot asked again: at most `attempts` in all, `afterMs` apart. */
  retry?: { attempts: number; afterMs: number };
  /** What of a timeline is the user's: taken away at logout (and another login), then asked again. */
  personal?(timeline: Timeline<Item, Head>): Partial<Timeline<Item, Head>>;
}

/** What a timeline tells a feature that follows its items one by one (the room's release queue). */
export type TimelineEvent<Key, Item> =
  | { kind: 'admitted'; key: Key; items: readonly Item[] }
  /** The server numbers the key anew (it restarted): what was had is gone. */
  | { kind: 'restarted'; key: Key };

export interface LiveTimelineState<Item, Head> {
  availability: TimelineAvailability;
  timelines: Readonly<Record<string, Timeline<Item, Head>>>;
}

export interface LiveTimelineActions<Key extends TimelineKey, Item, Head> {
  /** Loads the key's timeline once (again after a failure or once it was let go). */
  ensure(key: Key): Promise<void>;
  /** A screen shows the key: ensured, its channel held and its reconnects repaired until the returned call. */
  hold(key: Key): () => void;
  /** Pushed items, any keys; a key no screen asked for is left out. */
  receive(items: readonly Item[]): void;
  /** Asks the snapshot again (since what is had in full); once more after the one on its way. */
  refresh(key: Key): Promise<void>;
  /** A feature's own change of a key's timeline (a vote's answer, a pushed split). */
  update(key: Key, change: (timeline: Timeline<Item, Head>) => Partial<Timeline<Item, Head>>): void;
  /** Asks whether the backend has the call (with this key) while nobody knows and no call on its way will tell. */
  probe(key: Key): void;
  listen(listener: (event: TimelineEvent<Key, Item>) => void): () => void;
}

/** Repairs in a row before giving up until the next reconnect. */
export const MAX_REPAIRS = 3;

interface Keeping {
  key: TimelineKey;
  loading: boolean;
  again: boolean;
  failures: number;
  repairs: number;
  cancelRetry(): void;
  drop(): void;
}

export function liveTimeline<Key extends TimelineKey, Item, Head>(
  declaration: LiveTimelineDeclaration<Key, Item, Head>,
) {
  const { orderOf, cap } = declaration;
  const initial: LiveTimelineState<Item, Head> = { availability: 'unknown', timelines: {} };
  return createDomainStore<LiveTimelineState<Item, Head>, LiveTimelineActions<Key, Item, Head>>(
    declaration.domain,
    initial,
    (set, get, scope) => {
      const listeners = new Set<(event: TimelineEvent<Key, Item>) => void>();
      const tell = (event: TimelineEvent<Key, Item>) => listeners.forEach((listener) => listener(event));
      /** The keys kept, by id: their loads, retries and repairs (the state holds their timelines). */
      const kept = new Map<string, Keeping>();
      scope.onReset(() => kept.clear());
      const family = keyedFamily<Key, Keeping>({
        scope,
        cap: declaration.keysKept,
        create: (key, id) => {
          const keeping: Keeping = {
            key,
            loading: false,
            again: false,
            failures: 0,
            repairs: 0,
            cancelRetry: () => undefined,
            drop: () => {
              keeping.cancelRetry();
              kept.delete(id);
            },
          };
          kept.set(id, keeping);
          return keeping;
        },
        forget: (ids) => set((state) => ({ timelines: withoutIds(state.timelines, ids) })),
      });
      const at = (key: Key) => get().timelines[String(key)];
      const put = (key: Key, timeline: Timeline<Item, Head>) =>
        set((state) => ({ timelines: { ...state.timelines, [String(key)]: timeline } }));
      const hasGap = (items: readonly Item[]) => orderOf !== undefined && contiguousUpTo(items, orderOf).gap;
      const merged = (held: readonly Item[], added: readonly Item[]) =>
        orderOf ? mergeByOrder(held, added, orderOf, cap) : { items: declaration.merge!(held, added), fresh: added };

      /** An answer joined to what is held; `asked`: the number it was asked since (a repair). */
      const absorb = (
        key: Key,
        held: Timeline<Item, Head>,
        answer: TimelineSnapshot<Item, Head>,
        asked: number | undefined,
      ) => {
        const head = declaration.mergeHead ? declaration.mergeHead(held.head, answer.head) : answer.head;
        if (!orderOf) return { status: 'ready' as const, head, items: merged(held.items, answer.items).items };
        const restarted = asked !== undefined && answer.next !== undefined && answer.next <= asked;
        if (restarted) tell({ kind: 'restarted', key });
        const first = answer.items[0];
        const start = first === undefined ? answer.next : orderOf(first);
        // What is held before a hole the answer does not reach back over is given up.
        const joins = !restarted && (start === undefined || (asked !== undefined && start <= asked + 1));
        const keep = restarted ? [] : joins ? held.items : held.items.filter((item) => orderOf(item) >= start!);
        const { items, fresh } = mergeByOrder(keep, answer.items, orderOf, cap);
        if (fresh.length > 0) tell({ kind: 'admitted', key, items: fresh });
        return {
          status: 'ready' as const,
          head: declaration.headWith ? declaration.headWith(head, keep) : head,
          items,
        };
      };

      const fail = (key: Key, keeping: Keeping, error: unknown) => {
        if (declaration.call && isUnavailable(declaration.call, error)) {
          // Unavailable first: a screen that sees its timeline let go must not ask for it again.
          set({ availability: 'unavailable', timelines: {} });
          family.clear();
          return;
        }
        const held = at(key);
        if (held && held.status !== 'ready') put(key, { ...held, status: 'failed' });
        keeping.failures += 1;
        const retry = declaration.retry;
        if (retry && keeping.failures < retry.attempts) {
          keeping.cancelRetry = scope.setTimeout(() => void load(key), retry.afterMs);
        }
      };

      /** `again`: asked again once the call on its way answered (a hole is looked for after any answer anyway). */
      const load = async (key: Key, again = true): Promise<void> => {
        if (get().availability === 'unavailable') return;
        const keeping = family.use(key);
        if (keeping.loading) {
          keeping.again ||= again;
          return;
        }
        keeping.loading = true;
        keeping.again = false;
        keeping.cancelRetry();
        const epoch = scope.epoch();
        const current = scope.userTicket();
        const before = at(key);
        const asked = before?.status === 'ready' && orderOf ? contiguousUpTo(before.items, orderOf).upTo : -1;
        const since = asked < 0 ? undefined : asked;
        try {
          const answer = await declaration.snapshot(key, since);
          if (current()) {
            keeping.failures = 0;
            const held = at(key);
            // Let go meanwhile: no screen keeps the answer.
            if (held) put(key, absorb(key, held, answer, since));
            // Once unavailable (another key's 404), an answer on its way does not bring it back.
            if (get().availability === 'unknown') set({ availability: 'available' });
          }
        } catch (error) {
          if (current()) fail(key, keeping, error);
        } finally {
          keeping.loading = false;
        }
        if (!scope.isCurrent(epoch)) return;
        const after = at(key);
        const gap = after?.status === 'ready' && hasGap(after.items);
        keeping.repairs = gap ? keeping.repairs + 1 : 0;
        if (keeping.again || (gap && keeping.repairs < MAX_REPAIRS)) await load(key);
      };

      const ensure = async (key: Key): Promise<void> => {
        if (get().availability === 'unavailable') return;
        const held = at(key);
        family.use(key);
        if (held && held.status !== 'failed') return;
        // Loading again after a failure: a second ask meanwhile (重试 tapped twice) sends nothing.
        put(key, { head: null, items: [], ...held, status: 'loading' });
        await load(key);
      };

      /** The key's channel subscribed again after it was not (a reconnect): what was published meanwhile came by no push. */
      const watchReconnects = (key: Key, channel: ChannelName) => {
        const subscribed = socketSelectors.isSubscribed(channel);
        let was = subscribed(useSocketStore.getState());
        return useSocketStore.subscribe((state) => {
          const now = subscribed(state);
          if (now && !was && at(key)?.status === 'ready') {
            family.use(key).repairs = 0;
            void load(key);
          }
          was = now;
        });
      };

      return {
        ensure,
        hold: (key) => {
          void ensure(key);
          const channel = declaration.channel?.(key);
          if (channel === undefined) return () => undefined;
          const stops = [subscribeChannels([channel]), watchReconnects(key, channel)];
          return () => stops.forEach((stop) => stop());
        },
        receive: (added) => {
          const byKey = new Map<string, { key: Key; items: Item[] }>();
          for (const item of added) {
            const key = declaration.keyOf(item);
            const id = String(key);
            // A key no screen asked for: its snapshot brings the item when one does.
            if (!get().timelines[id]) continue;
            const group = byKey.get(id) ?? { key, items: [] };
            group.items.push(item);
            byKey.set(id, group);
          }
          for (const { key, items } of byKey.values()) {
            const held = at(key)!;
            const next = merged(held.items, items);
            if (next.items === held.items) continue;
            const head =
              declaration.headWith && held.head !== null ? declaration.headWith(held.head, next.fresh) : held.head;
            put(key, { ...held, head, items: next.items });
            // Changed items always bring fresh ones (an unchanged merge is the held list, passed over above).
            tell({ kind: 'admitted', key, items: next.fresh });
            // A missed message: a snapshot fills it (one on its way will anyway).
            if (held.status === 'ready' && hasGap(next.items)) void load(key, false);
          }
        },
        refresh: (key) => (at(key) ? load(key) : Promise.resolve()),
        update: (key, change) => {
          const held = at(key);
          if (held) put(key, { ...held, ...change(held) });
        },
        probe: (key) => {
          const { availability, timelines } = get();
          // Known already, or a call on its way will tell.
          if (availability !== 'unknown' || Object.values(timelines).some((timeline) => timeline.status === 'loading'))
            return;
          void ensure(key);
        },
        listen: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        ...(declaration.personal && {
          clearUserData: () => {
            const personal = declaration.personal!;
            set((state) => ({
              timelines: Object.fromEntries(
                Object.entries(state.timelines).map(([id, timeline]) => [id, { ...timeline, ...personal(timeline) }]),
              ),
            }));
            for (const keeping of [...kept.values()]) void load(keeping.key as Key);
          },
        }),
      };
    },
  );
}

export type LiveTimelineStore<Key extends TimelineKey, Item, Head> = ReturnType<typeof liveTimeline<Key, Item, Head>>;
