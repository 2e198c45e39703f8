/**
 * What the actions of one store share beyond its state: an epoch that `reset()` moves on, so
 * answers of calls started before a reset (logout, unmount, the `t` parameter) land nowhere,
 * and the timers and helpers that `reset()` stops.
 */
import { isHttpError } from '../http/http-error';

export class StoreScope {
  private generation = 0;
  private readonly disposers = new Set<() => void>();

  /** The current epoch: compare after an await with `isCurrent`. */
  epoch(): number {
    return this.generation;
  }

  isCurrent(epoch: number): boolean {
    return epoch === this.generation;
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

export const errorMessage = (error: unknown, fallback: string): string =>
  isHttpError(error) || error instanceof Error ? error.message : fallback;
