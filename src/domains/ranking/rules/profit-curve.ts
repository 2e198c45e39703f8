/**
 * The profit curve of a bettor's page: cumulative profit over the period, one step per settled
 * bet (in settling order), starting at 0 at the period's start — and its drawing in an SVG box.
 */
import type { BettingReport } from '../../../contracts/ranking';
import type { PeriodRange } from '../ranking-paths';

export interface CurvePoint {
  at: number;
  total: number;
}

/** The points: (start, 0), then the running total after each bet settled in the period. */
export function profitCurve(bets: readonly BettingReport[], period: PeriodRange): CurvePoint[] {
  const settled = bets
    .filter((bet) => bet.settledAt !== null && bet.settledAt >= period.startDate && bet.settledAt <= period.endDate)
    .sort((a, b) => a.settledAt! - b.settledAt! || a.id - b.id);
  const points: CurvePoint[] = [{ at: period.startDate, total: 0 }];
  let total = 0;
  for (const bet of settled) {
    total = Math.round((total + bet.profit) * 100) / 100;
    points.push({ at: bet.settledAt!, total });
  }
  return points;
}

export interface CurveBox {
  width: number;
  height: number;
  /** Room kept inside the box so the line's ends and its stroke are not cut. */
  inset: number;
}

export interface CurveGeometry {
  /** SVG path of the line: flat between bets, a step at each (profit changes when a bet settles). */
  line: string;
  /** The line closed down to the zero line (a fill). */
  area: string;
  zeroY: number;
  /** Where the line ends: the last total, carried on to `until`. */
  end: { x: number; y: number };
  high: number;
  low: number;
  last: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Places the points in the box: time across (from the period's start to `until`, the period's
 * end or now if sooner), profit up, the zero line always inside the box. The total holds between
 * bets, so the line is drawn in steps and carried on flat to `until`.
 */
export function curveGeometry(points: readonly CurvePoint[], box: CurveBox, until: number): CurveGeometry {
  const first = points[0] ?? { at: until, total: 0 };
  const totals = points.map((point) => point.total);
  const high = Math.max(0, ...totals);
  const low = Math.min(0, ...totals);
  const span = high - low || 1;
  const from = first.at;
  const to = Math.max(from + 1, until, ...points.map((point) => point.at));
  const x = (at: number) => round1(box.inset + ((at - from) / (to - from)) * (box.width - 2 * box.inset));
  const y = (total: number) => round1(box.inset + ((high - total) / span) * (box.height - 2 * box.inset));
  const steps = points.slice(1).map((point) => `H${x(point.at)} V${y(point.total)}`);
  const lastPoint = points[points.length - 1] ?? first;
  const end = { x: x(to), y: y(lastPoint.total) };
  const line = [`M${x(first.at)},${y(first.total)}`, ...steps, `H${end.x}`].join(' ');
  const zeroY = y(0);
  return {
    line,
    area: `${line} V${zeroY} H${x(first.at)} Z`,
    zeroY,
    end,
    high,
    low,
    last: lastPoint.total,
  };
}
