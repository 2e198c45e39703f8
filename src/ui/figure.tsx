/**
 * Figures: a label and its value, side by side in a grid of up to four — an
 * expert's record and the user's ledger (label above), a bettor's period as stat tiles (value
 * over label, on a tile).
 */
import type { ReactNode } from 'react';
import styles from './figure.module.css';

interface FigureProps {
  label: string;
  value: string;
  /** A stat tile: the value over its label, on a muted tile. */
  tile?: boolean;
  /** A class for the value (a win/lose tone). */
  valueClassName?: string;
}

export function Figure({ label, value, tile = false, valueClassName }: FigureProps) {
  return (
    <div className={tile ? `${styles.figure} ${styles.tile}` : styles.figure}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}

/** The grid of figures; `tone` colours every value (brand, gold). */
export function FigureGrid({ children, tone }: { children: ReactNode; tone?: 'brand' | 'gold' }) {
  return <dl className={tone ? `${styles.grid} ${styles[tone]}` : styles.grid}>{children}</dl>;
}
