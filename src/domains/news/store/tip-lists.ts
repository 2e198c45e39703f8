/**
 * Every tip the store holds, wherever it is shown — the feed, an expert's lists, details, orders
 * — changed by one function (a follow, a purchase, a settlement must show the same everywhere).
 */
import type { TipMessage } from '../../../contracts/news';
import type { PagedFeed } from '../../../platform/store/paged-feed';
import type { Resource } from '../../../platform/store/resource';
import type { NewsState } from './initial-state';

type TipUpdate = <T extends TipMessage>(tip: T) => T;

function mapFeed<F extends PagedFeed<TipMessage, unknown>>(feed: F, update: TipUpdate): F {
  let changed = false;
  const list = feed.list.map((tip) => {
    const next = update(tip);
    if (next !== tip) changed = true;
    return next;
  });
  return changed ? { ...feed, list } : feed;
}

function mapResource<T extends TipMessage>(resource: Resource<T>, update: TipUpdate): Resource<T> {
  if (!resource.data) return resource;
  const next = update(resource.data);
  return next === resource.data ? resource : { ...resource, data: next };
}

function mapRecord<V>(record: Readonly<Record<string, V>>, update: (value: V) => V): Readonly<Record<string, V>> {
  let changed = false;
  const next: Record<string, V> = {};
  for (const key of Object.keys(record)) {
    const value = record[key]!;
    const updated = update(value);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return changed ? next : record;
}

export function mapAllTips(state: NewsState, update: TipUpdate): Partial<NewsState> {
  return {
    feed: mapFeed(state.feed, update),
    expertTips: mapRecord(state.expertTips, (feed) => mapFeed(feed, update)),
    tips: mapRecord(state.tips, (resource) => mapResource(resource, update)),
    orders: mapFeed(state.orders, update),
    allOrders: state.allOrders.data
      ? (() => {
          const list = state.allOrders.data.map((tip) => update(tip));
          return list.some((tip, index) => tip !== state.allOrders.data![index])
            ? { ...state.allOrders, data: list }
            : state.allOrders;
        })()
      : state.allOrders,
  };
}
