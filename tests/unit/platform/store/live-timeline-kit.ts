/**
 * A live timeline over a fake snapshot call: numbered items of key 1 by default, answers made
 * from numbers, the events it tells kept in order.
 */
import { resetDomainStores } from '@src/platform/store/domain-store';
import {
  liveTimeline,
  type LiveTimelineDeclaration,
  type TimelineEvent,
  type TimelineSnapshot,
} from '@src/platform/store/live-timeline';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { deferred, setUpAppWorld } from '../../../support/app-world';
import { testCall } from '../../../support/test-calls';

export const DOMAIN = 'timeline-test';
export type Item = { key: number; n: number };
export type Head = { name: string };
export const item = (n: number, key = 1): Item => ({ key, n });
export const numbered = (...ns: number[]) => ns.map((n) => item(n));
export const answer = (ns: number[], next?: number, name = 'head'): TimelineSnapshot<Item, Head> => ({
  items: numbered(...ns),
  head: { name },
  ...(next !== undefined && { next }),
});
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A snapshot call as contracts declare it, optional or not. */
export const call = (optional: boolean) => testCall({ method: 'POST', path: '/snapshot', encoding: 'form', optional });

export function timelineOf(declaration: Partial<LiveTimelineDeclaration<number, Item, Head>> = {}) {
  const snapshot = jest.fn<Promise<TimelineSnapshot<Item, Head>>, [number, number | undefined]>();
  const store = liveTimeline<number, Item, Head>({
    domain: DOMAIN,
    snapshot,
    keyOf: (pushed) => pushed.key,
    orderOf: (pushed) => pushed.n,
    ...declaration,
  });
  const events: TimelineEvent<number, Item>[] = [];
  store.getState().listen((event) => events.push(event));
  const of = (key = 1) => store.getState().timelines[String(key)];
  const ns = (key = 1) => of(key)?.items.map((held) => held.n);
  return { store, snapshot, events, of, ns, actions: () => store.getState() };
}

/** The timeline's first snapshot of `key` on its way: `answered` answers it, `using` is its `ensure`. */
export function firstSnapshotHeld(t: ReturnType<typeof timelineOf>, key = 1) {
  const answered = deferred<TimelineSnapshot<Item, Head>>();
  t.snapshot.mockReturnValue(answered.promise);
  return { answered, using: t.actions().ensure(key) };
}

/** A fresh app world, the test's timelines gone, no channel subscribed. */
export function setUpTimelines(): void {
  setUpAppWorld();
  resetDomainStores(DOMAIN);
  useSocketStore.setState({ subscribeList: [] });
}
