/**
 * The profit curve over a period: cumulative profit after each settled bet, from 0 at the
 * period's start — red above zero, green below (the Chinese convention), the zero line dashed.
 * An SVG of its own (a chart library would not fit the page's 30 KB); the figures it shows are
 * also its label for screen readers.
 */
import type { BettingReport } from '../../../contracts/ranking';
import { rankingWords } from '../ranking-messages';
import { useMessages } from '../../../platform/i18n/messages';
import type { PeriodRange } from '../ranking-paths';
import { formatSigned } from '../rules/money';
import { curveGeometry, profitCurve } from '../rules/profit-curve';
import { periodDay } from '../rules/ranking-tabs';
import styles from './profit-curve.module.css';

const BOX = { width: 320, height: 120, inset: 6 };

interface ProfitCurveProps {
  bets: readonly BettingReport[];
  period: PeriodRange;
  now: number;
  /** The period had more bets than were read: the curve has the newest only. */
  partial?: boolean;
}

export function ProfitCurve({ bets, period, now, partial = false }: ProfitCurveProps) {
  const messages = useMessages(rankingWords);
  const points = profitCurve(bets, period);
  const until = Math.min(period.endDate, Math.max(now, period.startDate + 1));
  const shape = curveGeometry(points, BOX, until);
  const tone = shape.last > 0 ? styles.up : shape.last < 0 ? styles.down : styles.flat;
  const label = messages.curveLabel(
    formatSigned(0),
    formatSigned(shape.last),
    formatSigned(shape.high),
    formatSigned(shape.low),
  );
  return (
    <figure className={`${styles.curve} ${tone}`}>
      <figcaption className={styles.caption}>
        <span>{messages.curveTitle}</span>
        <span className={styles.last}>{formatSigned(shape.last)}</span>
      </figcaption>
      {points.length < 2 ? (
        <p className={styles.empty}>{messages.curveEmpty}</p>
      ) : (
        <svg
          className={styles.chart}
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
        >
          <path className={styles.area} d={shape.area} />
          <line
            className={styles.zero}
            x1={0}
            x2={BOX.width}
            y1={shape.zeroY}
            y2={shape.zeroY}
            vectorEffect="non-scaling-stroke"
          />
          <path className={styles.line} d={shape.line} vectorEffect="non-scaling-stroke" />
        </svg>
      )}
      <span className={styles.axis} aria-hidden="true">
        <span>{periodDay(period.startDate)}</span>
        {partial && <span>{messages.curvePartial}</span>}
        <span>{periodDay(until)}</span>
      </span>
    </figure>
  );
}
