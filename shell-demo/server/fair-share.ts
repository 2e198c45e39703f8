/**
 * What the server keeps on behalf of its clients, shared fairly instead of first come, first
 * served. Each thing kept has a holder (a client address, a user); a holder keeps at most
 * `perHolder` things, all holders together at most `total`. Before a holder adds one more:
 * at its own quota its own oldest makes room (or the caller refuses it: its choice); at the total
 * the oldest thing of the holder keeping the most makes room — the adder's own when it keeps as
 * many. So a client that fills its quota, or the whole store, only ever displaces its own things
 * and never refuses another's. The counts go down as things are released (ended, expired, deleted).
 */
export interface FairShareLimits {
  perHolder: number;
  total: number;
}

/** The first of an insertion-ordered collection: the oldest. */
const oldestOf = <T>(items: Iterable<T>): T | undefined => {
  for (const item of items) return item;
  return undefined;
};

export class FairShare<T> {
  /** Each holder's things, oldest first. */
  private readonly byHolder = new Map<string, Set<T>>();
  private readonly holders = new Map<T, string>();
  /** Holders by how many things they keep, and the most any keeps: the largest holder without a search. */
  private readonly holdersByCount = new Map<number, Set<string>>();
  private most = 0;

  constructor(readonly limits: FairShareLimits) {}

  /** Things kept, all holders together. */
  get size(): number {
    return this.holders.size;
  }

  countOf(holder: string): number {
    return this.byHolder.get(holder)?.size ?? 0;
  }

  holderOf(item: T): string | undefined {
    return this.holders.get(item);
  }

  /** The holder keeps its quota: one more displaces its own oldest. */
  isFull(holder: string): boolean {
    return this.countOf(holder) >= this.limits.perHolder;
  }

  /** What must be released before `holder` adds one; undefined while there is room. */
  displaced(holder: string): T | undefined {
    const own = this.byHolder.get(holder);
    if (own && own.size >= this.limits.perHolder) return oldestOf(own);
    if (this.size < this.limits.total) return undefined;
    if (own && own.size >= this.most) return oldestOf(own);
    const largest = oldestOf(this.holdersByCount.get(this.most) ?? []);
    return largest === undefined ? undefined : oldestOf(this.byHolder.get(largest) ?? []);
  }

  /** Counts `item` as `holder`'s newest (once: an item kept already stays where it is). */
  add(holder: string, item: T): void {
    if (this.holders.has(item)) return;
    let own = this.byHolder.get(holder);
    if (!own) this.byHolder.set(holder, (own = new Set()));
    this.recount(holder, own.size, own.size + 1);
    own.add(item);
    this.holders.set(item, holder);
  }

  /** Stops counting `item`; false when it was not counted. */
  release(item: T): boolean {
    const holder = this.holders.get(item);
    if (holder === undefined) return false;
    this.holders.delete(item);
    const own = this.byHolder.get(holder)!;
    own.delete(item);
    this.recount(holder, own.size + 1, own.size);
    if (own.size === 0) this.byHolder.delete(holder);
    return true;
  }

  private recount(holder: string, before: number, after: number): void {
    const from = this.holdersByCount.get(before);
    from?.delete(holder);
    if (from?.size === 0) this.holdersByCount.delete(before);
    if (after > 0) {
      let to = this.holdersByCount.get(after);
      if (!to) this.holdersByCount.set(after, (to = new Set()));
      to.add(holder);
    }
    if (after > this.most) this.most = after;
    else if (before === this.most && !this.holdersByCount.has(before)) this.most = after;
  }
}

/**
 * The client a peer address stands for: the address itself, an IPv4 one mapped into IPv6
 * included; an IPv6 address by its /64, the block one subscriber is given (it could otherwise
 * change address for every request).
 */
export function clientOf(peer: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer);
  if (mapped) return mapped[1]!;
  if (!peer.includes(':')) return peer;
  const groups = expandIpv6(peer.replace(/%.*$/, ''));
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : peer;
}

/** The eight groups of an IPv6 address, `::` expanded; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))
    ? groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    : null;
}
