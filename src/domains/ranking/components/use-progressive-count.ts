/**
 * How many rows of a long list to render: the first screen at once, then a batch more in each
 * following task (in a transition), so that a list of 100 entries with their reports never
 * renders, commits and lays out in one long task. Starts over when `total` shrinks below it or
 * the component is keyed anew (another list).
 */
import { startTransition, useEffect, useState } from 'react';

export const FIRST_BATCH = 6;
export const NEXT_BATCH = 8;

export function useProgressiveCount(total: number, first = FIRST_BATCH, step = NEXT_BATCH): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count >= total) return;
    // A new task after the browser had its turn (paint, input), not a microtask.
    const timer = setTimeout(() => startTransition(() => setCount((current) => Math.min(total, current + step))), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
