/**
 * The still drawing under the tracker: a football pitch (105 × 68 m) or a basketball court
 * (28 × 15 m) in the view's units — 100 across, `FIELD_HEIGHT` down, the home side's goal or
 * basket on the left. Drawn once per match: memo, no props that change with play.
 */
import { memo, type ReactNode } from 'react';

export type FieldSport = 'football' | 'basketball';

/** The field's height in the view's units (the width is 100). */
export const FIELD_HEIGHT: Record<FieldSport, number> = { football: 64.8, basketball: 53.6 };

/** Where the baskets are, 0–100 across. */
const BASKET_X = 5.6;
/** Room around the field, so a ball on the goal line and a goal's pulse are not cut off. */
export const FIELD_MARGIN = 2.5;
/** The chalk, the same in both themes: presentation attributes, no class of their own. */
const LINE_COLOUR = 'rgb(255 255 255 / 70%)';
const LINES = { fill: 'none', stroke: LINE_COLOUR, strokeWidth: 0.35 } as const;

/** The right half's markings are the left half's, mirrored about the halfway line. */
const MIRROR = 'matrix(-1 0 0 1 100 0)';

/** Each half's markings drawn from the left half's, the second time mirrored. */
const bothHalves = (half: ReactNode) => (
  <>
    <g>{half}</g>
    <g transform={MIRROR}>{half}</g>
  </>
);

function FootballPitch() {
  const h = FIELD_HEIGHT.football;
  const box = (width: number, height: number) => <rect x={0.4} y={(h - height) / 2} width={width} height={height} />;
  return (
    <g {...LINES}>
      <rect x={0.4} y={0.4} width={99.2} height={h - 0.8} />
      <line x1={50} y1={0.4} x2={50} y2={h - 0.4} />
      <circle cx={50} cy={h / 2} r={8.7} />
      {bothHalves(
        <>
          <rect x={-2} y={h / 2 - 3.5} width={2.4} height={7} />
          {box(15.7, 38.4)}
          {box(5.2, 17.5)}
          <circle fill={LINE_COLOUR} cx={10.5} cy={h / 2} r={0.5} />
        </>,
      )}
    </g>
  );
}

function BasketballCourt() {
  const h = FIELD_HEIGHT.basketball;
  const lane = 17.5;
  return (
    <g {...LINES}>
      <rect x={0.4} y={0.4} width={99.2} height={h - 0.8} />
      <line x1={50} y1={0.4} x2={50} y2={h - 0.4} />
      <circle cx={50} cy={h / 2} r={6.4} />
      {bothHalves(
        <>
          <rect x={0.4} y={(h - lane) / 2} width={20.3} height={lane} />
          {/* The three-point line: straight 3.1 from the sidelines, then an arc of 24.1 round the basket. */}
          <path d="M0.4 3.1H9.97A24.1 24.1 0 0 1 9.97 50.5H0.4" />
          <circle cx={BASKET_X} cy={h / 2} r={0.8} />
        </>,
      )}
    </g>
  );
}

/** The grass or the court's wood is the drawing's background (the stylesheet's, by data-sport). */
export const TrackerField = memo(function TrackerField({ sport }: { sport: FieldSport }) {
  return sport === 'football' ? <FootballPitch /> : <BasketballCourt />;
});
