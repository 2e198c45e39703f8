/**
 * What the slices of the anchors store share: the typed set/get, and a scope that outlives
 * single actions — an epoch that `reset()` moves on (answers of calls started before a reset
 * are dropped) and the timers that `reset()` clears.
 */
import type { StoreApi } from 'zustand';
import { isHttpError } from '../../../platform/http/http-error';
import type { AnchorsStore } from './anchors-store';

export type SetAnchors = StoreApi<AnchorsStore>['setState'];
export type GetAnchors = StoreApi<AnchorsStore>['getState'];

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

  /** Runs on reset (for helpers with their own timers). */
  onReset(dispose: () => void): void {
    this.disposers.add(dispose);
  }

  reset(): void {
    this.generation += 1;
    for (const dispose of [...this.disposers]) dispose();
  }
}

export type Slice<Actions> = (set: SetAnchors, get: GetAnchors, scope: StoreScope) => Actions;

/** A call aborted on purpose (unmount, abort-all) is not a failure to show. */
export const isCancelled = (error: unknown): boolean => isHttpError(error) && error.kind === 'cancelled';

export const errorMessage = (error: unknown, fallback: string): string =>
  isHttpError(error) || error instanceof Error ? error.message : fallback;
