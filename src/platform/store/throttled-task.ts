/**
 * Runs an async task at most once per `waitMs` (live bookings "refresh
 * throttled 1000 ms"). A request inside the window is not dropped: it is coalesced into one
 * trailing run at the window's end, so the latest state is always fetched after the last
 * request (a follow followed at once by a re-fetch still sees the follow).
 */
export interface ThrottledTask {
  /** Resolves when the run that serves this request has finished. */
  request(): Promise<void>;
  /** Drops a waiting trailing run and forgets the window (reset, logout). */
  cancel(): void;
}

export function throttledTask(
  task: () => Promise<void>,
  waitMs: number,
  timers: { setTimeout(run: () => void, ms: number): () => void },
  now: () => number = Date.now,
): ThrottledTask {
  let lastStart = Number.NEGATIVE_INFINITY;
  let cancelTimer: (() => void) | null = null;
  let waiting: (() => void)[] = [];

  const run = () => {
    cancelTimer = null;
    lastStart = now();
    const served = waiting;
    waiting = [];
    task()
      .catch(() => undefined)
      .finally(() => served.forEach((resolve) => resolve()));
  };

  return {
    request: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (cancelTimer) return;
        const wait = lastStart + waitMs - now();
        if (wait <= 0) run();
        else cancelTimer = timers.setTimeout(run, wait);
      }),
    cancel: () => {
      cancelTimer?.();
      cancelTimer = null;
      lastStart = Number.NEGATIVE_INFINITY;
      const served = waiting;
      waiting = [];
      served.forEach((resolve) => resolve());
    },
  };
}
