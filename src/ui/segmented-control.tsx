import type { KeyboardEvent } from 'react';
import { useRovingFocus, type RovingStep } from './roving-focus';
import styles from './segmented-control.module.css';

/** A choice; its value is a string or a number (a code the calls send), passed back as it is. */
export interface SegmentOption<Value extends string | number = string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

/** One switch: its choices, the chosen one, what choosing does, and its name. */
export interface SegmentedChoice<Value extends string | number> {
  options: readonly SegmentOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Names the group for screen readers: '排序方式'. */
  ariaLabel: string;
}

interface SegmentedControlProps<Value extends string | number> extends SegmentedChoice<Value> {
  size?: 's' | 'm';
  /** Segments share the full width. */
  block?: boolean;
  className?: string;
}

/** A radio group: every arrow key moves the choice, wrapping at the ends. */
const RADIO_STEPS: Record<string, RovingStep> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
};

/** A small set of mutually exclusive choices (radiogroup: arrow keys move and select). */
export function SegmentedControl<Value extends string | number>({
  options,
  value,
  onChange,
  ariaLabel,
  size = 'm',
  block = false,
  className,
}: SegmentedControlProps<Value>) {
  const roving = useRovingFocus(
    options.map((option) => ({ key: option.value, disabled: option.disabled })),
    value,
    onChange,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = RADIO_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    roving.moveBy(step);
  };

  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      className={[styles.group, styles[size], block && styles.block, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            {...roving.buttonProps(option.value)}
            role="radio"
            aria-checked={checked}
            disabled={option.disabled}
            className={checked ? `${styles.segment} ${styles.checked}` : styles.segment}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
