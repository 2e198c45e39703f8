/**
 * What the tips calls keep per user that the world lacks, for the server's lifetime: follows of
 * experts, purchases, comment likes and reports, the user's own comments (a 红包 claim lives in
 * the cells every gateway shares: news-lottery.ts). A user's own acts, never forgotten while the
 * server runs; a user who has none keeps nothing (reads and take-backs make no entry), so logging
 * in names costs no memory until they act.
 * One per started server (made by routes/news.ts), so tests start from scratch.
 */
import type { Router } from '../router';
import type { ServerContext } from '../server-context';

/** One room of the tips calls: registers its calls over the server's one NewsState. */
export type NewsRoom = (router: Router, server: ServerContext, state: NewsState) => void;

export interface Purchase {
  payTime: number;
  price: number;
  /** A missed 不中退 tip paid its share back already. */
  refunded: boolean;
}

const NO_PURCHASES: ReadonlyMap<number, Purchase> = new Map();

export class NewsState {
  /** Expert ids each uid follows, in the order followed. */
  private readonly follows = new Map<string, Set<number>>();
  /** Followers per expert beyond the world's count. */
  private readonly addedFollowers = new Map<number, number>();
  private readonly purchases = new Map<string, Map<number, Purchase>>();
  readonly likes = new Map<string, Set<number>>();
  readonly reports = new Map<string, Set<number>>();
  /** Comments added through publish: comment id → author uid. */
  readonly authors = new Map<number, string>();
  /** Per `${uid}:${tipId}`, the top-level comments the user published on the tip (a set: 我的评论 filters by it). */
  readonly ownComments = new Map<string, Set<number>>();

  /** The world's follower count of an expert (`base`) with the users' follows. */
  followerCount(expertId: number, base: number): number {
    return base + (this.addedFollowers.get(expertId) ?? 0);
  }

  isFollowing(uid: string | null, expertId: number): boolean {
    return uid ? (this.follows.get(uid)?.has(expertId) ?? false) : false;
  }

  /** Followed experts, newest follow first. */
  followedBy(uid: string): number[] {
    return [...(this.follows.get(uid) ?? [])].reverse();
  }

  /** Follows or unfollows; idempotent: following twice counts once. */
  setFollowing(uid: string, expertId: number, follow: boolean): void {
    if (!setMembership(this.follows, uid, expertId, follow)) return;
    this.addedFollowers.set(expertId, (this.addedFollowers.get(expertId) ?? 0) + (follow ? 1 : -1));
  }

  /** A user's purchases by tip id, in the order bought (reading keeps nothing for a user who bought none). */
  purchasesOf(uid: string): ReadonlyMap<number, Purchase> {
    return this.purchases.get(uid) ?? NO_PURCHASES;
  }

  addPurchase(uid: string, tipId: number, purchase: Purchase): void {
    let map = this.purchases.get(uid);
    if (!map) this.purchases.set(uid, (map = new Map()));
    map.set(tipId, purchase);
  }

  /** The tips a user bought, in the order bought; none for a visitor. */
  boughtTipIds(uid: string | null): number[] {
    return uid ? [...(this.purchases.get(uid)?.keys() ?? [])] : [];
  }

  purchase(uid: string | null, tipId: number): Purchase | undefined {
    return uid ? this.purchases.get(uid)?.get(tipId) : undefined;
  }
}

/** The set under `key`, made on first use. */
export function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}

/**
 * Puts `item` in or out of the set under `key`; true when that changed it. The set is made by the
 * first item and dropped with its last: taking back what was never there keeps nothing.
 */
export function setMembership<K, V>(map: Map<K, Set<V>>, key: K, item: V, member: boolean): boolean {
  const set = map.get(key);
  if (member === (set?.has(item) ?? false)) return false;
  if (member) setOf(map, key).add(item);
  else if (set!.delete(item) && set!.size === 0) map.delete(key);
  return true;
}
