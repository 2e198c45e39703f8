/**
 * The spoiler-safe value for the live room (rules/spoiler-delay.ts): what was current `delayMs`
 * ago, or the latest value when `realTime` is on. Re-renders exactly when the shown value changes:
 * one timer, set from nextChangeIn, instead of polling. An unknown delay (null: the player has no
 * measurement yet, or failed) shows the latest value, as there is no picture to stay behind.
 */
import { useEffect, useReducer } from 'react';
import { nextChangeIn, scoreAt } from '../../rules/spoiler-delay';
import { type History } from '../../../match/rules/live-history';

export function useDelayedValue<T>(history: History<T>, delayMs: number | null, realTime: boolean): T | undefined {
  const delay = realTime || delayMs === null ? 0 : Math.max(0, delayMs);
  const [tick, wake] = useReducer((count: number) => count + 1, 0);
  // Read in render: a new history or delay must be judged at the time of this render.
  const now = Date.now();

  useEffect(() => {
    const wait = nextChangeIn(history, Date.now(), delay);
    if (wait === null) return;
    const timer = setTimeout(wake, wait);
    return () => clearTimeout(timer);
  }, [history, delay, tick]);

  return scoreAt(history, now, delay);
}
