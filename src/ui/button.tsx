import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 's' | 'm' | 'l';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Shows a spinner and ignores taps until it turns false. */
  loading?: boolean;
  icon?: ReactNode;
  /**
   * May return a promise: the button then counts as loading until it settles, so a paid
   * action cannot run twice from a double tap, even before the parent re-renders.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
}

export function Button({
  variant = 'primary',
  size = 'm',
  block = false,
  loading = false,
  disabled = false,
  icon,
  onClick,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  // A ref, not state: a second tap in the same frame must already see the first one.
  const runningRef = useRef(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || disabled || runningRef.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      runningRef.current = true;
      setPending(true);
      const settle = () => {
        runningRef.current = false;
        setPending(false);
      };
      // The caller reports its own failure; the button only has to become usable again.
      (result as Promise<unknown>).then(settle, settle);
    }
  };

  const classes = [styles.button, styles[variant], styles[size], block && styles.block, busy && styles.busy, className]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      {...rest}
      // While busy the button stays focusable (a real `disabled` would drop focus) but says so.
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner size="s" /> : icon}
      {children != null && <span className={styles.label}>{children}</span>}
    </button>
  );
}
