/**
 * A map whose entries are forgotten after `ttlMs` (by the server clock) and beyond `maxEntries`
 * (oldest first): what the server keeps per request (idempotency answers) stays bounded in time
 * and memory however many requests arrive.
 */
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

/**
 * An ExpiringMap per owner (a user): each owner keeps its own latest `perOwner.maxEntries`, so
 * one owner's flood of keys forgets only that owner's entries, never another's. The owners kept
 * are bounded too (`owners`): the least recently active owner's entries go first.
 */
export class ExpiringMapsByOwner<K, V> {
  private readonly owners: ExpiringMap<string, ExpiringMap<K, V>>;

  constructor(
    private readonly now: () => number,
    private readonly perOwner: ExpiringMapLimits,
    owners: ExpiringMapLimits,
  ) {
    this.owners = new ExpiringMap(now, owners);
  }

  /** The owner's value under `key`, without making or renewing anything. */
  peek(owner: string, key: K): V | undefined {
    return this.owners.get(owner)?.get(key);
  }

  /** The owner's map, made on first use; asking renews the owner's place among the kept. */
  of(owner: string): ExpiringMap<K, V> {
    const map = this.owners.get(owner) ?? new ExpiringMap<K, V>(this.now, this.perOwner);
    this.owners.set(owner, map);
    return map;
  }
}
