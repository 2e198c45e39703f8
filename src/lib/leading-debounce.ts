/**
 * Runs the first call at once and ignores further calls until `waitMs` have passed since the
 * last accepted one (spec: navigation debounce 1000 ms, leading only). Returns whether the
 * call ran, so a caller can tell a refused double tap from a jump.
 */
export function leadingDebounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  waitMs: number,
  now: () => number = Date.now,
): (...args: Args) => boolean {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const time = now();
    if (time - lastRun < waitMs) return false;
    lastRun = time;
    run(...args);
    return true;
  };
}
