/**
 * What the actions of one store share beyond its state: an epoch that `reset()` moves on, so
 * answers of calls started before a reset (logout, unmount, the `t` parameter) land nowhere,
 * and the timers and helpers that `reset()` stops.
 */
import { isHttpError } from '../http/http-error';

export class StoreScope {
  private generation = 0;
  /** Moves on at logout and at another user's login (forgetUser). */
  private user = 0;
  private readonly disposers = new Set<() => void>();
  private readonly userForgetters = new Set<() => void>();

  /** The current epoch: compare after an await with `isCurrent`. */
  epoch(): number {
    return this.generation;
  }

  isCurrent(epoch: number): boolean {
    return epoch === this.generation;
  }

  /**
   * For calls made for the current user: true until a reset or until the user's data is
   * forgotten (logout, another login) — an answer for the previous user then lands nowhere.
   */
  userTicket(): () => boolean {
    const generation = this.generation;
    const user = this.user;
    return () => generation === this.generation && user === this.user;
  }

  /** The user's data goes (createDomainStore calls it before the store's clearUserData). */
  forgetUser(): void {
    this.user += 1;
    for (const forget of [...this.userForgetters]) forget();
  }

  /** Runs when the user's data is forgotten (helpers that hold the user's data: keyed families). */
  onForgetUser(forget: () => void): void {
    this.userForgetters.add(forget);
  }

  /** A timeout that reset() clears. */
  setTimeout(run: () => void, ms: number): () => void {
    const timer = setTimeout(() => {
      this.disposers.delete(cancel);
      run();
    }, ms);
    const cancel = () => {
      clearTimeout(timer);
      this.disposers.delete(cancel);
    };
    this.disposers.add(cancel);
    return cancel;
  }

  /** Runs on every reset (helpers with state of their own). */
  onReset(dispose: () => void): void {
    this.disposers.add(dispose);
  }

  reset(): void {
    this.generation += 1;
    for (const dispose of [...this.disposers]) {
      // Timeouts remove themselves; helpers stay registered for the next reset.
      dispose();
    }
  }
}

/** A call aborted on purpose (unmount, abort-all) is not a failure to show. */
export const isCancelled = (error: unknown): boolean => isHttpError(error) && error.kind === 'cancelled';
