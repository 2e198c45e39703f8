/**
 * The room's momentum graph: football attack momentum per minute as bars above the
 * line (home) and below (away); basketball the lead tracker as an area. One SVG whose paths are
 * redrawn on each update — never appended to.
 */
import { memo } from 'react';
import type { LeadPoint } from '../../rules/match-centre/basketball-runs';
import styles from './match-centre-panel.module.css';

const WIDTH = 340;
const HEIGHT = 80;
const MIDDLE = HEIGHT / 2;

/** Two paths of bars: home above the middle line, away below. */
export function momentumBars(values: readonly number[]): { home: string; away: string } {
  const width = WIDTH / Math.max(1, values.length);
  let home = '';
  let away = '';
  values.forEach((value, index) => {
    if (value === 0) return;
    const x = (index * width).toFixed(1);
    const w = Math.max(1, width - 0.6).toFixed(1);
    const h = (Math.min(1, Math.abs(value)) * (MIDDLE - 2)).toFixed(1);
    if (value > 0) home += `M${x} ${MIDDLE}v-${h}h${w}v${h}z`;
    else away += `M${x} ${MIDDLE}v${h}h${w}v-${h}z`;
  });
  return { home, away };
}

/** The margin over game time as a line (home leads above). */
export function leadPath(points: readonly LeadPoint[], totalSeconds: number): string {
  const scale = Math.max(10, ...points.map((point) => Math.abs(point.margin)));
  return points
    .map((point, index) => {
      const x = (point.seconds / totalSeconds) * WIDTH;
      const y = MIDDLE - (point.margin / scale) * (MIDDLE - 2);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('');
}

export const MomentumChart = memo(function MomentumChart({
  momentum,
  lead,
  totalSeconds,
  label,
}: {
  momentum?: readonly number[];
  lead?: readonly LeadPoint[];
  totalSeconds?: number;
  label: string;
}) {
  const bars = momentum ? momentumBars(momentum) : null;
  return (
    <svg
      className={styles.momentum}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="momentum-chart"
    >
      <line x1="0" x2={WIDTH} y1={MIDDLE} y2={MIDDLE} className={styles.axis} />
      {momentum &&
        [45, 90].map((minute) => {
          const x = (minute / momentum.length) * WIDTH;
          return <line key={minute} x1={x} x2={x} y1="0" y2={HEIGHT} className={styles.grid} />;
        })}
      {bars && <path d={bars.home} className={styles.homeBars} />}
      {bars && <path d={bars.away} className={styles.awayBars} />}
      {lead && <path d={leadPath(lead, totalSeconds ?? 2880)} className={styles.leadLine} />}
    </svg>
  );
});
