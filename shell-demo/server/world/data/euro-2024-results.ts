/**
 * The real results of Euro 2024 (all 51 matches), which the world replays instead of drawing
 * scores: the football pages' "what does this team need?" is checked against a tournament whose
 * outcome is known. Scorers, line-ups and statistics are still drawn from the seed; the score after
 * 90 minutes, the goals of extra time and the shoot-out are the real ones.
 */

export interface FixedResult {
  /** Goals after 90 minutes. */
  home: number;
  away: number;
  /** Goals in extra time (knockouts level after 90 minutes). */
  extraHome?: number;
  extraAway?: number;
  /** The shoot-out (level after extra time). */
  penalties?: { home: number; away: number };
}

export type ResultRow = readonly [home: string, away: string, result: FixedResult];

const score = (home: number, away: number, extra?: Partial<FixedResult>): FixedResult => ({ home, away, ...extra });

/** By team code, home team first as UEFA listed the match: the 36 group matches (six per group, by matchday), then the knockouts. */
export const EURO_2024_RESULTS: readonly ResultRow[] = [
  // Group A
  ['GER', 'SCO', score(5, 1)],
  ['HUN', 'SUI', score(1, 3)],
  ['GER', 'HUN', score(2, 0)],
  ['SCO', 'SUI', score(1, 1)],
  ['SUI', 'GER', score(1, 1)],
  ['SCO', 'HUN', score(0, 1)],
  // Group B
  ['ESP', 'CRO', score(3, 0)],
  ['ITA', 'ALB', score(2, 1)],
  ['CRO', 'ALB', score(2, 2)],
  ['ESP', 'ITA', score(1, 0)],
  ['ALB', 'ESP', score(0, 1)],
  ['CRO', 'ITA', score(1, 1)],
  // Group C
  ['SVN', 'DEN', score(1, 1)],
  ['SRB', 'ENG', score(0, 1)],
  ['SVN', 'SRB', score(1, 1)],
  ['DEN', 'ENG', score(1, 1)],
  ['ENG', 'SVN', score(0, 0)],
  ['DEN', 'SRB', score(0, 0)],
  // Group D
  ['POL', 'NED', score(1, 2)],
  ['AUT', 'FRA', score(0, 1)],
  ['POL', 'AUT', score(1, 3)],
  ['NED', 'FRA', score(0, 0)],
  ['NED', 'AUT', score(2, 3)],
  ['FRA', 'POL', score(1, 1)],
  // Group E
  ['ROU', 'UKR', score(3, 0)],
  ['BEL', 'SVK', score(0, 1)],
  ['SVK', 'UKR', score(1, 2)],
  ['BEL', 'ROU', score(2, 0)],
  ['SVK', 'ROU', score(1, 1)],
  ['UKR', 'BEL', score(0, 0)],
  // Group F
  ['TUR', 'GEO', score(3, 1)],
  ['POR', 'CZE', score(2, 1)],
  ['GEO', 'CZE', score(1, 1)],
  ['TUR', 'POR', score(0, 3)],
  ['GEO', 'POR', score(2, 0)],
  ['CZE', 'TUR', score(1, 2)],
  // Round of 16
  ['SUI', 'ITA', score(2, 0)],
  ['GER', 'DEN', score(2, 0)],
  ['ENG', 'SVK', score(1, 1, { extraHome: 1, extraAway: 0 })],
  ['ESP', 'GEO', score(4, 1)],
  ['FRA', 'BEL', score(1, 0)],
  ['POR', 'SVN', score(0, 0, { extraHome: 0, extraAway: 0, penalties: { home: 3, away: 0 } })],
  ['ROU', 'NED', score(0, 3)],
  ['AUT', 'TUR', score(1, 2)],
  // Quarter-finals
  ['ESP', 'GER', score(1, 1, { extraHome: 1, extraAway: 0 })],
  ['POR', 'FRA', score(0, 0, { extraHome: 0, extraAway: 0, penalties: { home: 3, away: 5 } })],
  ['ENG', 'SUI', score(1, 1, { extraHome: 0, extraAway: 0, penalties: { home: 5, away: 3 } })],
  ['NED', 'TUR', score(2, 1)],
  // Semi-finals and the final
  ['ESP', 'FRA', score(2, 1)],
  ['NED', 'ENG', score(1, 2)],
  ['ESP', 'ENG', score(2, 1)],
];

const swapped = (result: FixedResult): FixedResult => ({
  home: result.away,
  away: result.home,
  ...(result.extraHome === undefined ? {} : { extraHome: result.extraAway ?? 0, extraAway: result.extraHome }),
  ...(result.penalties ? { penalties: { home: result.penalties.away, away: result.penalties.home } } : {}),
});

/**
 * The real result of the Euro 2024 match between two teams (by code), from the home team's side
 * as the world schedules it (a group fixture the world lists the other way round is mirrored).
 */
export function euro2024Result(homeCode: string, awayCode: string): FixedResult | undefined {
  for (const [home, away, result] of EURO_2024_RESULTS) {
    if (home === homeCode && away === awayCode) return result;
    if (home === awayCode && away === homeCode) return swapped(result);
  }
  return undefined;
}

/**
 * Disciplinary points (1 a yellow card, 3 a red) of the group stage, where the real tables needed
 * them: Denmark and Slovenia finished level on everything else in group C; UEFA counted a booking
 * of Slovenia's technical director, 7 points to Denmark's 6, and Denmark were second. The other
 * teams' totals are not recorded here (no other position depended on them).
 */
export const EURO_2024_DISCIPLINARY_POINTS: Readonly<Record<string, number>> = { DEN: 6, SVN: 7 };
