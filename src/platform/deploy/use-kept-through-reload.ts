import { useEffect, useRef } from 'react';
import { keepThroughReload, takeKept } from './reload-keeps';

/**
 * An input's draft kept through a reload (reload-keeps.ts): the text an earlier page kept under
 * `key` is handed to `restore` when the input mounts (only while it is empty), and the current
 * `value` is kept when the page hides. `key` null: nothing yet to keep it under.
 */
export function useKeptThroughReload(key: string | null, value: string, restore: (draft: string) => void): void {
  const latest = useRef({ value, restore });
  latest.current = { value, restore };
  useEffect(() => {
    if (key === null) return;
    const kept = takeKept(key);
    if (kept !== null && latest.current.value === '') latest.current.restore(kept);
    return keepThroughReload(key, () => latest.current.value);
  }, [key]);
}
