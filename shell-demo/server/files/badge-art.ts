/** Badges: club crests, competition badges and game icons, in the seed's colours with a short name. */
import { hashString, pickBy } from '../seed';
import { CLUB_COLOURS, fitSize, GRADIENTS, initials, linear, svg, text } from './svg-kit';

const CLUB_SHORT = ['FC', 'AC', 'SC', 'UTD', 'CITY', 'RVR', 'ATL', 'RSC', 'SV', 'OL', 'CF', 'AS'];
const LEAGUE_SHORT = ['联赛', '杯赛', '超级杯', 'LIGA', 'CUP', 'PRO'];
const SHIELD = 'M60 5 L111 19 V60 C111 97 89 121 60 135 C31 121 9 97 9 60 V19 Z';

/** Club crest: a shield in club colours with a pattern and the club's short name. */
export function crest(seed: string, label?: string): string {
  const hash = hashString(`crest:${seed}`);
  const [primary, secondary] = pickBy(CLUB_COLOURS, hash);
  const name = initials(label, pickBy(CLUB_SHORT, hash >>> 7));
  const patterns = [
    '',
    [20, 44, 68, 92].map((x) => `<rect x="${x}" y="0" width="12" height="140" fill="${secondary}"/>`).join(''),
    `<path d="M0 30 L30 0 H52 L0 52z M120 88 L68 140 H90 L120 110z" fill="${secondary}"/><path d="M-10 130 L130 -10 V14 L14 130z" fill="${secondary}"/>`,
    `<rect x="60" y="0" width="60" height="140" fill="${secondary}"/>`,
    `<path d="M0 0 H120 V24 L60 50 L0 24z" fill="${secondary}"/>`,
  ];
  const pattern = pickBy(patterns, hash >>> 3);
  const size = fitSize(name, 84, 34, 14);
  return svg(
    120,
    140,
    `<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>` +
      `<path d="${SHIELD}" fill="${primary}"/>` +
      `<g clip-path="url(#s)">${pattern}` +
      `<rect x="0" y="56" width="120" height="36" fill="${secondary}"/>` +
      `<rect x="0" y="56" width="120" height="36" fill="none" stroke="${primary}" stroke-width="3"/>` +
      `<path d="M0 0 H120 L0 120z" fill="#fff" opacity=".12"/></g>` +
      `<path d="M60 22 l4 8.5 9.3 1.2-6.8 6.4 1.7 9.2L60 42.8l-8.2 4.5 1.7-9.2-6.8-6.4 9.3-1.2z" fill="${secondary}" stroke="${primary}" stroke-width="1.5"/>` +
      text(
        name,
        60,
        74,
        size,
        primary,
        'font-weight="800" text-anchor="middle" dominant-baseline="central" letter-spacing=".5"',
      ) +
      `<path d="${SHIELD}" fill="none" stroke="#0b1b36" stroke-opacity=".55" stroke-width="4"/>` +
      `<path d="M60 12 L104 24 V60 C104 92 85 113 60 126 C35 113 16 92 16 60 V24 Z" fill="none" stroke="${secondary}" stroke-opacity=".7" stroke-width="2"/>`,
  );
}

/** Competition badge: a ringed disc with a trophy and the competition's short name. */
export function league(seed: string, label?: string): string {
  const hash = hashString(`league:${seed}`);
  const gradient = pickBy(GRADIENTS, hash);
  const name = initials(label, pickBy(LEAGUE_SHORT, hash >>> 6));
  return svg(
    120,
    120,
    `<defs>${linear('g', gradient)}</defs>` +
      `<circle cx="60" cy="60" r="58" fill="url(#g)"/>` +
      `<circle cx="60" cy="60" r="50" fill="#0b1b36" opacity=".85"/>` +
      `<circle cx="60" cy="60" r="50" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5" stroke-dasharray="3 4"/>` +
      `<path d="M46 28h28v10c0 9-6 15-14 15s-14-6-14-15z" fill="${gradient[1]}"/>` +
      `<path d="M46 31h-7c0 8 4 12 9 12M74 31h7c0 8-4 12-9 12" fill="none" stroke="${gradient[1]}" stroke-width="3"/>` +
      `<rect x="56" y="52" width="8" height="8" fill="${gradient[1]}"/><rect x="49" y="59" width="22" height="5" rx="2" fill="${gradient[1]}"/>` +
      text(
        name,
        60,
        84,
        fitSize(name, 76, 24, 12),
        '#fff',
        'font-weight="700" text-anchor="middle" dominant-baseline="central"',
      ),
  );
}

/** Game icon (96x96): a rounded gradient tile with the game's short name. */
export function game(seed: string, label?: string): string {
  const hash = hashString(`game:${seed}`);
  const gradient = pickBy(GRADIENTS, hash);
  const name = initials(label, seed.slice(0, 3).toUpperCase());
  return svg(
    96,
    96,
    `<defs>${linear('g', gradient)}</defs>` +
      `<rect width="96" height="96" rx="22" fill="url(#g)"/>` +
      `<path d="M0 22a22 22 0 0 1 22-22h52a22 22 0 0 1 22 22v18C64 52 32 52 0 40z" fill="#fff" opacity=".14"/>` +
      `<circle cx="74" cy="74" r="30" fill="#fff" opacity=".08"/>` +
      text(
        name,
        48,
        50,
        fitSize(name, 70, 34, 14),
        '#fff',
        'font-weight="800" text-anchor="middle" dominant-baseline="central"',
      ),
  );
}
