import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** The class itself, for a heading or another element that is not a span. */
export const visuallyHiddenClass = styles.hidden;

/** Text for screen readers only (e.g. what a red dot means). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
