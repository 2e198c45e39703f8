/**
 * A map whose entries are forgotten after `ttlMs` (by the server clock) and beyond `maxEntries`
 * (oldest first): what the server keeps per request (idempotency answers) stays bounded in time
 * and memory however many requests arrive.
 */
import { FairShare, type FairShareLimits } from './fair-share';

export interface ExpiringMapLimits {
  ttlMs: number;
  maxEntries: number;
}

export class ExpiringMap<K, V> {
  /** Insertion order is age order: a key set again moves to the end. */
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly now: () => number,
    readonly limits: ExpiringMapLimits,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Changes the value of a live key without renewing its time (a counter over a fixed window); else `set`. */
  setKeepingExpiry(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry && this.now() < entry.expiresAt) entry.value = value;
    else this.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** The keys not past their time, oldest first. */
  keys(): K[] {
    const now = this.now();
    return [...this.entries].flatMap(([key, entry]) => (now < entry.expiresAt ? [key] : []));
  }

  set(key: K, value: V): void {
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.limits.ttlMs });
    // The oldest entries expire first: drop those past their time, then any beyond the count.
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && now < entry.expiresAt) break;
      this.entries.delete(oldest);
    }
  }
}

/** How long an owner's entries outlive its last activity, and the owners kept: per client address and in all. */
export interface OwnersKept extends FairShareLimits {
  ttlMs: number;
}

/**
 * An ExpiringMap per owner (a user): each owner keeps its own latest `perOwner.maxEntries`, so
 * one owner's flood of keys forgets only that owner's entries, never another's. The owners kept
 * are shared fairly by the client addresses they act from (fair-share.ts): an address keeps at
 * most `perHolder` of them and at `total` the address keeping the most gives up its least
 * recently active — so one address logging in name after name forgets only its own users'
 * entries, never another address's users'.
 */
export class ExpiringMapsByOwner<K, V> {
  /** Each owner's map and last activity, least recently active first. */
  private readonly maps = new Map<string, { map: ExpiringMap<K, V>; activeAt: number }>();
  private readonly share: FairShare<string>;

  constructor(
    private readonly now: () => number,
    private readonly perOwner: ExpiringMapLimits,
    private readonly owners: OwnersKept,
  ) {
    this.share = new FairShare(owners);
  }

  /** Owners kept. */
  get size(): number {
    return this.maps.size;
  }

  /** The owner's value under `key`, without making or renewing anything. */
  peek(owner: string, key: K): V | undefined {
    const kept = this.maps.get(owner);
    return kept && this.now() < kept.activeAt + this.owners.ttlMs ? kept.map.get(key) : undefined;
  }

  /** The owner's map, made on first use; asking renews the owner's place among the kept of `client`. */
  of(owner: string, client: string): ExpiringMap<K, V> {
    const now = this.now();
    for (const [idle, kept] of this.maps) {
      if (now < kept.activeAt + this.owners.ttlMs) break;
      this.forget(idle);
    }
    const map = this.maps.get(owner)?.map ?? new ExpiringMap<K, V>(this.now, this.perOwner);
    this.forget(owner);
    const displaced = this.share.displaced(client);
    if (displaced !== undefined) this.forget(displaced);
    this.maps.set(owner, { map, activeAt: now });
    this.share.add(client, owner);
    return map;
  }

  private forget(owner: string): void {
    this.maps.delete(owner);
    this.share.release(owner);
  }
}
