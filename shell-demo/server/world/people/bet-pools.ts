/** Which matches tips and betting reports are placed on, and what an insider "knows" of played ones. */
import { HOUR } from '../clock';
import { FIVE_LEAGUE_IDS } from '../ids';
import { regulationGoals, type KnownResult } from '../markets';
import { ensureBasketballScript, ensureFootballScript } from '../scripts';
import { BasketballStatus, FootballStatus } from '../status';
import type { WorldMatch } from '../match-types';
import type { World } from '../types';

export interface BetPools {
  /** Played well before now: settled by the time the world is built. */
  past: { football: WorldMatch[]; basketball: WorldMatch[] };
  /** Kicking off within the next day and a half (or being played, see `inPlay`): still waiting. */
  upcoming: { football: WorldMatch[]; basketball: WorldMatch[] };
}

export interface BetPoolOptions {
  /**
   * Also the matches that kicked off in the last three hours (being played, or just over and
   * settled while the world is built): the experts' tips, so that a fresh world has matches in
   * progress with tips (the ongoing-match selector of the tips page).
   */
  inPlay?: boolean;
}

const FIVE_LEAGUES = new Set<number>(FIVE_LEAGUE_IDS);

function isBettable(match: WorldMatch): boolean {
  if (match.homeId === 0 || match.awayId === 0) return false;
  if (match.sport === 'football')
    return FIVE_LEAGUES.has(match.competitionId) && match.statusId === FootballStatus.notStarted;
  return match.kind === 'regular' && match.statusId === BasketballStatus.notStarted;
}

export function betPools(world: World, now: number, pastDays: number, options: BetPoolOptions = {}): BetPools {
  const upcomingFrom = options.inPlay ? now - 3 * HOUR : now + HOUR / 3;
  const pools: BetPools = { past: { football: [], basketball: [] }, upcoming: { football: [], basketball: [] } };
  const sorted = [...world.matches.values()]
    .filter(isBettable)
    .sort((a, b) => a.matchDate - b.matchDate || a.id - b.id);
  for (const match of sorted) {
    if (match.matchDate >= now - pastDays * 24 * HOUR && match.matchDate <= now - 3 * HOUR)
      pools.past[match.sport].push(match);
    else if (match.matchDate > upcomingFrom && match.matchDate <= now + 36 * HOUR)
      pools.upcoming[match.sport].push(match);
  }
  return pools;
}

/** The score the bets on a match played by now are settled on (from its script: the result is already written). */
export function knownResult(world: World, match: WorldMatch): KnownResult {
  if (match.sport === 'football') {
    return regulationGoals(ensureFootballScript(world, match).goals, match.homeId);
  }
  // A finished game's script is gone (its box score lives in the season): its final score is the result.
  if (match.statusId === BasketballStatus.finished) return { homeScore: match.homeScore, awayScore: match.awayScore };
  const script = ensureBasketballScript(world, match);
  return {
    homeScore: script.homePeriods.reduce((sum, points) => sum + points, 0),
    awayScore: script.awayPeriods.reduce((sum, points) => sum + points, 0),
  };
}
