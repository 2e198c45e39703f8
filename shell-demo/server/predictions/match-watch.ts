/**
 * What the predictions see of a match: its scripts (what a question is planned from), and the
 * facts a prediction is decided by — the goals seen since its first prediction opened, with
 * their times (the world's listed ones, and the development control's at the moment they are
 * seen), a goal taken back, the periods, the end.
 */
import type { WorldMatch } from '../world/match-types';
import { ensureBasketballScript, ensureFootballScript } from '../world/scripts';
import { BasketballStatus, FootballStatus, isBasketballTerminal, isFootballTerminal } from '../world/status';
import { basketballLock } from './match-clock';
import type { MatchFacts, MatchScripts } from './prediction-kinds';

/** What the rooms have seen of a match since its first prediction opened. */
export interface MatchWatch {
  seen: { home: number; away: number; listed: number };
  goals: { at: number; side: 'home' | 'away' }[];
  goalsBefore: number;
  takenBackAt: number | null;
}

type ScriptWorld = Parameters<typeof ensureFootballScript>[0];

export const scriptsOf = (match: WorldMatch, world: ScriptWorld): MatchScripts =>
  match.sport === 'football'
    ? {
        sport: 'football',
        kickoff: match.matchDate,
        notStarted: match.statusId === FootballStatus.notStarted,
        script: ensureFootballScript(world, match),
      }
    : {
        sport: 'basketball',
        kickoff: match.matchDate,
        notStarted: match.statusId === BasketballStatus.notStarted,
        script: ensureBasketballScript(world, match as Extract<WorldMatch, { sport: 'basketball' }>),
      };

function matchState(match: WorldMatch): MatchFacts['state'] {
  if (match.sport === 'football') {
    if (match.statusId === FootballStatus.finished) return 'finished';
    return isFootballTerminal(match.statusId) || match.statusId > FootballStatus.finished ? 'abandoned' : 'playing';
  }
  if (match.statusId === BasketballStatus.finished) return 'finished';
  return isBasketballTerminal(match.statusId) || match.statusId > BasketballStatus.finished ? 'abandoned' : 'playing';
}

/** The first look at a match: its score now is the past no prediction is about. */
export function watchOf(match: WorldMatch): MatchWatch {
  const listed = match.sport === 'football' ? match.goals.length : 0;
  return {
    seen: { home: match.homeScore, away: match.awayScore, listed },
    goals: [],
    goalsBefore: match.homeScore + match.awayScore,
    takenBackAt: null,
  };
}

/** Looks at the match for what happened since the last look: goals the world listed (with their time) and goals it did not (the development control's: now). */
function observe(match: WorldMatch, watch: MatchWatch, now: number): void {
  if (match.sport !== 'football') return;
  const listed = match.goals.slice(watch.seen.listed).map((goal) => ({
    at: goal.at,
    side: goal.teamId === match.homeId ? ('home' as const) : ('away' as const),
  }));
  const home = match.homeScore - watch.seen.home;
  const away = match.awayScore - watch.seen.away;
  if (home < 0 || away < 0) watch.takenBackAt ??= now;
  const unlisted = (side: 'home' | 'away', count: number) =>
    Array.from({ length: Math.max(0, count - listed.filter((goal) => goal.side === side).length) }, () => ({
      at: now,
      side,
    }));
  watch.goals.push(...listed, ...unlisted('home', home), ...unlisted('away', away));
  watch.goals.sort((a, b) => a.at - b.at);
  watch.seen = { home: match.homeScore, away: match.awayScore, listed: match.goals.length };
}

/**
 * Looks at the match again (at server time `now`) and gives the facts a prediction is decided by;
 * `worldNow` is the world's time (what has happened).
 */
export function matchFacts(match: WorldMatch, watch: MatchWatch, now: number, worldNow: number): MatchFacts {
  observe(match, watch, now);
  return {
    now: worldNow,
    state: matchState(match),
    endedAt: match.endedAt,
    goals: watch.goals,
    goalsBefore: watch.goalsBefore,
    takenBackAt: watch.takenBackAt,
    periods:
      match.sport === 'basketball'
        ? { home: match.homePeriodScores, away: match.awayPeriodScores }
        : { home: [], away: [] },
    score: { home: match.homeScore, away: match.awayScore },
  };
}

/** Goals (football) or the period's points so far (basketball): what a line is drawn from. */
export function scoreSoFar(match: WorldMatch, world: ScriptWorld, now: number): number {
  if (match.sport === 'football') return match.homeScore + match.awayScore;
  const lock = basketballLock(ensureBasketballScript(world, match), match.matchDate, now, now);
  if (!lock) return 0;
  return (match.homePeriodScores[lock.period - 1] ?? 0) + (match.awayPeriodScores[lock.period - 1] ?? 0);
}
