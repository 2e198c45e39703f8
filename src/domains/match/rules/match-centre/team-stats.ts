/**
 * Team statistics counted from the events: football possession, shots, on target,
 * corners, fouls, cards, offsides, saves; basketball from the box score (rules/match-centre/box-score).
 */
import { FootballEventKind, type MatchCentreEvent } from '../../../../contracts/match-centre';

/** Figures counted from events, one per name. */
export type Counts<K extends string> = Record<K, number>;
export const zeroCounts = <K extends string>(names: readonly K[]): Counts<K> =>
  Object.fromEntries(names.map((name) => [name, 0])) as Counts<K>;

const COUNTED = ['shots', 'onTarget', 'corners', 'fouls', 'yellowCards', 'redCards', 'offsides', 'saves'] as const;

export interface FootballTeamStats extends Counts<(typeof COUNTED)[number]> {
  /** Share of the ball, 0–100 (50 before any minute is known). */
  possession: number;
}

const emptyStats = (): FootballTeamStats => ({ possession: 50, ...zeroCounts(COUNTED) });

/** Events that count one of a figure, whatever their detail. */
const COUNTED_BY_KIND: ReadonlyMap<string, (typeof COUNTED)[number]> = new Map([
  [FootballEventKind.PenaltyMissed, 'shots'],
  [FootballEventKind.Corner, 'corners'],
  [FootballEventKind.Foul, 'fouls'],
  [FootballEventKind.Offside, 'offsides'],
  [FootballEventKind.Save, 'saves'],
]);

export function footballTeamStats(events: readonly MatchCentreEvent[]): {
  home: FootballTeamStats;
  away: FootballTeamStats;
} {
  const home = emptyStats();
  const away = emptyStats();
  let possessionSum = 0;
  let possessionMinutes = 0;
  for (const event of events) {
    if (event.kind === FootballEventKind.Possession) {
      const share = event.numbers.possession;
      if (share !== undefined) {
        possessionSum += share;
        possessionMinutes += 1;
      }
      continue;
    }
    const stats = event.side === 'home' ? home : event.side === 'away' ? away : null;
    if (!stats) continue;
    const counted = COUNTED_BY_KIND.get(event.kind);
    if (counted) stats[counted] += 1;
    switch (event.kind) {
      case FootballEventKind.Goal:
        // An own goal is no shot of the side it counts for.
        if (event.detail !== 'own-goal') {
          stats.shots += 1;
          stats.onTarget += 1;
        }
        break;
      case FootballEventKind.Shot:
        stats.shots += 1;
        if (event.detail === 'on-target') stats.onTarget += 1;
        break;
      case FootballEventKind.Card:
        if (event.detail === 'yellow') stats.yellowCards += 1;
        else stats.redCards += 1;
        break;
    }
  }
  if (possessionMinutes > 0) {
    home.possession = Math.round(possessionSum / possessionMinutes);
    away.possession = 100 - home.possession;
  }
  return { home, away };
}
