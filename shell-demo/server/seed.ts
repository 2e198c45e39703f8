/**
 * Deterministic pseudo-randomness: the same seed always gives the same pictures and rows,
 * so screenshots and tests stay stable across restarts.
 */

/** FNV-1a, 32 bit: a fast, well-spread hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: a tiny, fast seeded generator of floats in [0, 1) — the one generator of the
 * server, the world (world/random.ts), the tests and the bench. A string seed is hashed first.
 */
export function seededRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of a non-empty list, chosen by an integer such as a hash. */
export function pickBy<T>(list: readonly T[], hash: number): T {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[Math.abs(Math.floor(hash)) % list.length] as T;
}

/** One element of a non-empty list, chosen by a generator. */
export function pickRandom<T>(list: readonly T[], random: () => number): T {
  return pickBy(list, Math.floor(random() * list.length));
}

/** An integer in [min, max], from a generator. */
export function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
