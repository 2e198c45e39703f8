/**
 * Team statistics counted from the events (issue 25): football possession, shots, on target,
 * corners, fouls, cards, offsides, saves; basketball from the box score (rules/match-centre/box-score).
 */
import { FootballEventKind, type MatchCentreEvent } from '../../../../contracts/match-centre';

export interface FootballTeamStats {
  /** Share of the ball, 0–100 (50 before any minute is known). */
  possession: number;
  shots: number;
  onTarget: number;
  corners: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  offsides: number;
  saves: number;
}

const emptyStats = (): FootballTeamStats => ({
  possession: 50,
  shots: 0,
  onTarget: 0,
  corners: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
  offsides: 0,
  saves: 0,
});

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
      case FootballEventKind.PenaltyMissed:
        stats.shots += 1;
        break;
      case FootballEventKind.Corner:
        stats.corners += 1;
        break;
      case FootballEventKind.Foul:
        stats.fouls += 1;
        break;
      case FootballEventKind.Offside:
        stats.offsides += 1;
        break;
      case FootballEventKind.Save:
        stats.saves += 1;
        break;
      case FootballEventKind.Card:
        if (event.detail === 'yellow') stats.yellowCards += 1;
        else stats.redCards += 1;
        break;
      default:
        break;
    }
  }
  if (possessionMinutes > 0) {
    home.possession = Math.round(possessionSum / possessionMinutes);
    away.possession = 100 - home.possession;
  }
  return { home, away };
}
