/**
 * Roving tabindex over a row of choices (Tabs, SegmentedControl): one button takes Tab — the
 * chosen one, else the first enabled — and the keys of each widget move focus and the choice
 * together (`moveTo`).
 */
import { useRef } from 'react';

export function useRovingFocus<Key extends string | number>(
  choices: readonly { key: Key; disabled?: boolean }[],
  chosen: Key,
  onChange: (key: Key) => void,
) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const enabled = choices.filter((choice) => !choice.disabled);
  // Some button must be reachable with Tab even if `chosen` matches none.
  const focusable = choices.some((choice) => choice.key === chosen) ? chosen : enabled[0]?.key;
  return {
    buttons,
    enabled,
    /** The ref of a choice's button. */
    refFor: (key: Key) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    tabIndexOf: (key: Key) => (key === focusable ? 0 : -1),
    /** Focuses a choice's button and chooses it. */
    moveTo: (key: Key) => {
      buttons.current.get(key)?.focus();
      if (key !== chosen) onChange(key);
    },
  };
}
