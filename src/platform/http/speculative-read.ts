/**
 * A read started before its parameters are certain, with the values they will most likely have,
 * and taken by the first real read whose parameters turn out the same. A right guess takes a
 * round trip off the first screen (the anchor list asked for beside the config whose game id it
 * needs, not after it); a wrong one, or one that failed or waited too long, costs one request
 * the server answers for nothing, and the real read goes out as it would have.
 */

/** How long a guessed answer may wait to be taken: past it, the real read asks afresh. */
export const SPECULATION_KEPT_MS = 10_000;

export interface SpeculativeRead<Q, T> {
  /** Starts a read with the likely parameters (unless one is already waiting to be taken). */
  guess(query: Q): void;
  /** The guess's answer when it was for these parameters (taken once), else a read of its own. */
  read(query: Q): Promise<T>;
}

export interface SpeculativeReadOptions<Q, T> {
  read(query: Q): Promise<T>;
  /** Whether a guess made for `a` answers a read of `b`. */
  sameQuery(a: Q, b: Q): boolean;
  now?: () => number;
}

export function speculativeRead<Q, T>({
  read,
  sameQuery,
  now = () => Date.now(),
}: SpeculativeReadOptions<Q, T>): SpeculativeRead<Q, T> {
  let waiting: { query: Q; answer: Promise<T>; at: number } | null = null;
  return {
    guess(query) {
      if (waiting && now() - waiting.at <= SPECULATION_KEPT_MS) return;
      const answer = read(query);
      // Unread until taken: its failure is the real read's to meet, by asking again.
      answer.catch(() => undefined);
      waiting = { query, answer, at: now() };
    },
    read(query) {
      const guessed = waiting;
      waiting = null;
      if (!guessed || now() - guessed.at > SPECULATION_KEPT_MS || !sameQuery(guessed.query, query)) return read(query);
      return guessed.answer.catch(() => read(query));
    },
  };
}
