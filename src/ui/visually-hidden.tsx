import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (e.g. what a red dot means). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
