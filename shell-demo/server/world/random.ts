/**
 * Seeded randomness for the world. Every generator is derived from the world seed and the
 * entity it serves (`rngFor(seed, 'match', id)`), so the order in which things are built —
 * eagerly, lazily, or by the simulator — never changes what they look like.
 */
import { seededRandom } from '../seed';

/** Mixes numbers and strings into one well-spread 32-bit seed (FNV-1a over the parts, then a final avalanche). */
export function mixSeed(...parts: readonly (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = typeof part === 'number' ? String(part) : part;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0xff; // part separator, so ('ab','c') and ('a','bc') differ
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export class Rng {
  private readonly nextFloat: () => number;

  constructor(seed: number) {
    this.nextFloat = seededRandom(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextFloat();
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.nextFloat() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.nextFloat() * (max - min);
  }

  chance(probability: number): boolean {
    return this.nextFloat() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.nextFloat() * list.length)] as T;
  }

  /** Index chosen with probability proportional to its weight (all weights ≥ 0, at least one > 0). */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    let remaining = this.nextFloat() * total;
    for (let index = 0; index < weights.length; index += 1) {
      remaining -= weights[index] ?? 0;
      if (remaining < 0) return index;
    }
    return weights.length - 1;
  }

  /** Approximately normal (sum of three uniforms), cheap and bounded. */
  normal(mean: number, deviation: number): number {
    const sum = this.nextFloat() + this.nextFloat() + this.nextFloat() - 1.5;
    return mean + sum * 2 * deviation;
  }

  /** Poisson by inversion; fine for the small means of football goals. */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.nextFloat();
    while (product > limit && count < 20) {
      count += 1;
      product *= this.nextFloat();
    }
    return count;
  }

  /** A new array in random order (Fisher–Yates). */
  shuffle<T>(list: readonly T[]): T[] {
    const copy = list.slice();
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.nextFloat() * (index + 1));
      const held = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = held;
    }
    return copy;
  }
}

/** The generator of one entity: same seed and keys, same sequence. */
export function rngFor(seed: number, ...keys: readonly (number | string)[]): Rng {
  return new Rng(mixSeed(seed, ...keys));
}
