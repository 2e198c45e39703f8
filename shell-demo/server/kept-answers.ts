/**
 * Idempotent calls (a purchase, a lottery claim, a mall exchange): the first answer per (user,
 * idempotency key) — a success or a business refusal — is kept and replayed, so a retry acts once
 * and a replay never does what the first refused. A key sent again for another request (another
 * tip, another item) is refused by `reused`.
 *
 * How long, and how many, answers are kept per user: a client retries within seconds, so a day is
 * ample; the count bounds what a flood of fresh keys can hold — and being per user, one user's
 * flood forgets only that user's answers, never another's.
 */
import { ApiError } from './api-error';
import { ExpiringMapsByOwner } from './expiring-map';

export const KEPT_ANSWERS = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 200 } as const;
/** Users whose answers are kept (the sessions' count): the oldest one's go beyond it. */
const USERS_KEPT = { ttlMs: KEPT_ANSWERS.ttlMs, maxEntries: 10_000 } as const;

type Kept<T> = { request: string; data: T } | { request: string; error: ApiError };

export class KeptAnswers<T> {
  private readonly answers: ExpiringMapsByOwner<string, Kept<T>>;

  constructor(
    now: () => number,
    /** The refusal of a key sent again for another request; without it the first answer is replayed. */
    private readonly reused?: () => ApiError,
  ) {
    this.answers = new ExpiringMapsByOwner<string, Kept<T>>(now, KEPT_ANSWERS, USERS_KEPT);
  }

  /** `act` once per (uid, key): later calls answer, or refuse, as the first did. `request` names what was asked. */
  once(uid: string, key: string, request: string, act: () => T): T {
    const answers = this.answers.of(uid);
    const kept = answers.get(key);
    if (kept) {
      if (this.reused && kept.request !== request) throw this.reused();
      if ('error' in kept) throw kept.error;
      return kept.data;
    }
    try {
      const data = act();
      answers.set(key, { request, data });
      return data;
    } catch (error) {
      // Parameters are read before `act`: a refusal here is the business's, kept like an answer.
      if (error instanceof ApiError) answers.set(key, { request, error });
      throw error;
    }
  }
}
