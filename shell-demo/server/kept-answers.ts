/**
 * Idempotent calls (a purchase, a lottery claim, a mall exchange): the first answer per (user,
 * idempotency key) — a success or a business refusal — is kept and replayed, so a retry acts once
 * and a replay never does what the first refused. A key sent again for another request (another
 * tip, another item) is refused by `reused`.
 *
 * How long, and how many, answers are kept per user: a client retries within seconds, so a day is
 * ample; the count bounds what a flood of fresh keys can hold — and being per user, one user's
 * flood forgets only that user's answers, never another's. The users kept are shared fairly by
 * the addresses they call from (expiring-map.ts), so one address's flood of logins forgets only
 * its own users' answers.
 */
import { ApiError } from './api-error';
import { ExpiringMapsByOwner } from './expiring-map';
import type { ServerContext } from './server-context';
import { usersKeptFor } from './sessions';

export const KEPT_ANSWERS = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 200 } as const;

type Kept<T> = { request: string; data: T } | { request: string; error: ApiError };

export class KeptAnswers<T> {
  private readonly answers: ExpiringMapsByOwner<string, Kept<T>>;

  constructor(
    server: Pick<ServerContext, 'now' | 'usersKept'>,
    /** The refusal of a key sent again for another request; without it the first answer is replayed. */
    private readonly reused?: () => ApiError,
  ) {
    const users = usersKeptFor(server.usersKept, KEPT_ANSWERS.ttlMs);
    this.answers = new ExpiringMapsByOwner<string, Kept<T>>(server.now, KEPT_ANSWERS, users);
  }

  /**
   * `act` once per (uid, key): later calls answer, or refuse, as the first did. `request` names
   * what was asked; `client` is the address the user calls from (its users' answers are kept fairly).
   */
  once(uid: string, client: string, key: string, request: string, act: () => T): T {
    const answers = this.answers.of(uid, client);
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
