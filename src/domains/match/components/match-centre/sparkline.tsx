/**
 * A small momentum sparkline: values in −1…1 (home above the line, away below) as
 * one SVG path, redrawn — never appended to — on each update.
 */
import { memo } from 'react';
import styles from './sparkline.module.css';

const WIDTH = 60;
const HEIGHT = 18;

export function sparklinePath(values: readonly number[], width = WIDTH, height = HEIGHT): string {
  if (values.length === 0) return '';
  const middle = height / 2;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const y = middle - Math.max(-1, Math.min(1, value)) * (middle - 1);
      return `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('');
}

export const Sparkline = memo(function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  return (
    <svg
      className={styles.sparkline}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <line x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className={styles.axis} />
      <path d={sparklinePath(values)} className={styles.line} />
    </svg>
  );
});
