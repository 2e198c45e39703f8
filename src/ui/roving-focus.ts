/**
 * Roving tabindex over a row of choices (Tabs, SegmentedControl): one button takes Tab — the
 * chosen one, else the first enabled — and the keys of each widget move focus and the choice
 * together (`moveBy`).
 */
import { useRef } from 'react';

/** Where a key sends the focus: the next or previous enabled choice (wrapping), or an end. */
export type RovingStep = 'next' | 'previous' | 'first' | 'last';

export function useRovingFocus<Key extends string | number>(
  choices: readonly { key: Key; disabled?: boolean }[],
  chosen: Key,
  onChange: (key: Key) => void,
) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const enabled = choices.filter((choice) => !choice.disabled);
  // Some button must be reachable with Tab even if `chosen` matches none.
  const focusable = choices.some((choice) => choice.key === chosen) ? chosen : enabled[0]?.key;
  /** Focuses a choice's button and chooses it. */
  const moveTo = (key: Key) => {
    buttons.current.get(key)?.focus();
    if (key !== chosen) onChange(key);
  };
  return {
    buttons,
    /**
     * What every choice's button takes from the roving focus: its ref and its place in the Tab
     * order (a plain button, never a form's submit).
     */
    buttonProps: (key: Key) => ({
      ref: (element: HTMLButtonElement | null) => {
        if (element) buttons.current.set(key, element);
        else buttons.current.delete(key);
      },
      tabIndex: key === focusable ? 0 : -1,
      type: 'button' as const,
    }),
    moveBy: (step: RovingStep) => {
      const last = enabled.length - 1;
      if (last < 0) return;
      const current = enabled.findIndex((choice) => choice.key === chosen);
      const index = {
        next: current >= last ? 0 : current + 1,
        previous: current <= 0 ? last : current - 1,
        first: 0,
        last,
      }[step];
      moveTo(enabled[index]!.key);
    },
  };
}
