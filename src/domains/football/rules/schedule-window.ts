/**
 * A team's season on its page: the last matches played and the next ones, the rest behind
 * 查看全部 — 38 league matches in a row would push everything else off the page.
 */
import type { FootballMatch } from '../../../contracts/football';
import { matchPhase } from '../../match/rules/match-status';

export const RECENT_MATCHES = 3;
export const NEXT_MATCHES = 3;

export function scheduleWindow(
  matches: readonly FootballMatch[],
  before = RECENT_MATCHES,
  after = NEXT_MATCHES,
): FootballMatch[] {
  const sorted = [...matches].sort((a, b) => a.matchDate - b.matchDate || a.id - b.id);
  // Played: finished, or another final state (cancelled, abandoned); the rest is to come or being played.
  const upcomingFrom = sorted.findIndex((match) => {
    const phase = matchPhase('football', match.statusId);
    return phase === 'not-started' || phase === 'in-play';
  });
  const split = upcomingFrom < 0 ? sorted.length : upcomingFrom;
  return [...sorted.slice(Math.max(0, split - before), split), ...sorted.slice(split, split + after)];
}
