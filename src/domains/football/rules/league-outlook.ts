/**
 * "What does this team need?" in the last weeks of a league: for each team and each
 * place that matters in its league (the title, the Champions League places, the Europa League
 * place, relegation), whether it is already decided — clinched, or out of reach — and what its
 * next match's win, draw or loss would decide.
 *
 * A league's remaining fixtures are too many to try every combination (10 matches a round), so
 * the rule is the one the press uses, on points: a team has clinched a top-k place when fewer
 * than k others can still reach its points (a tie counts against it: the tie-breakers may go
 * either way), and is out of it when k others already have more than it can reach. Both claims
 * are certain; "open" covers what only more rounds (or goals) will settle.
 */
import type { StandingRow } from '../../../contracts/football';

export interface LeagueTeamState {
  teamId: number;
  points: number;
  /** Matches still to play. */
  remaining: number;
  nextMatch: { opponentId: number } | null;
}

/** A place that matters: the top `places` (title 1, Champions League 4, ...) or the bottom `places` (relegation). */
export interface LeagueZone {
  key: 'title' | 'champions-league' | 'europa-league' | 'relegation';
  side: 'top' | 'bottom';
  places: number;
}

export type ZoneVerdict = 'clinched' | 'out' | 'open';

export interface ZoneOutlook {
  zone: LeagueZone['key'];
  verdict: ZoneVerdict;
  /** Top zones: points still needed to clinch whatever the others do (null: no longer possible or already clinched). */
  pointsToClinch: number | null;
  /** What the next match's outcome would decide (null without a next match). */
  next: Record<'win' | 'draw' | 'loss', ZoneVerdict> | null;
}

export interface LeagueTeamOutlook {
  teamId: number;
  zones: ZoneOutlook[];
}

const maxPoints = (team: LeagueTeamState) => team.points + 3 * team.remaining;

/**
 * For a bottom zone, "clinched" means relegated and "out" means safe: the verdicts keep the
 * zone's own sense (the team is in it, or cannot be).
 */
function zoneVerdict(
  team: LeagueTeamState,
  others: readonly LeagueTeamState[],
  zone: LeagueZone,
  size: number,
): ZoneVerdict {
  const ownMin = team.points;
  const ownMax = maxPoints(team);
  if (zone.side === 'top') {
    const canPass = others.filter((other) => maxPoints(other) >= ownMin).length;
    const alreadyAbove = others.filter((other) => other.points > ownMax).length;
    if (canPass < zone.places) return 'clinched';
    if (alreadyAbove >= zone.places) return 'out';
    return 'open';
  }
  const safePlaces = size - zone.places;
  const surelyBelow = others.filter((other) => maxPoints(other) < ownMin).length;
  const alreadyAbove = others.filter((other) => other.points > ownMax).length;
  if (surelyBelow >= zone.places) return 'out';
  if (alreadyAbove >= safePlaces) return 'clinched';
  return 'open';
}

/** Null once nothing more is needed (clinched), for a bottom zone, or when more is needed than the matches left give. */
function pointsToClinch(team: LeagueTeamState, others: readonly LeagueTeamState[], zone: LeagueZone): number | null {
  if (zone.side !== 'top') return null;
  const maxima = others.map(maxPoints).sort((a, b) => b - a);
  // To be sure of a top-k place, finish above the k-th best of what the others can reach.
  const threshold = maxima[zone.places - 1];
  const needed = threshold === undefined ? 0 : threshold + 1 - team.points;
  if (needed <= 0) return null;
  return needed <= 3 * team.remaining ? needed : null;
}

const RESULT_POINTS = { win: 3, draw: 1, loss: 0 } as const;

export function leagueOutlook(teams: readonly LeagueTeamState[], zones: readonly LeagueZone[]): LeagueTeamOutlook[] {
  const size = teams.length;
  return teams.map((team) => {
    const others = teams.filter((other) => other.teamId !== team.teamId);
    return {
      teamId: team.teamId,
      zones: zones.map((zone) => {
        const verdict = zoneVerdict(team, others, zone, size);
        let next: ZoneOutlook['next'] = null;
        if (team.nextMatch && team.remaining > 0) {
          const opponentId = team.nextMatch.opponentId;
          next = { win: 'open', draw: 'open', loss: 'open' };
          for (const result of ['win', 'draw', 'loss'] as const) {
            const after = { ...team, points: team.points + RESULT_POINTS[result], remaining: team.remaining - 1 };
            const opponentPoints = RESULT_POINTS[result === 'win' ? 'loss' : result === 'loss' ? 'win' : 'draw'];
            const othersAfter = others.map((other) =>
              other.teamId === opponentId && other.remaining > 0
                ? { ...other, points: other.points + opponentPoints, remaining: other.remaining - 1 }
                : other,
            );
            next[result] = zoneVerdict(after, othersAfter, zone, size);
          }
        }
        return {
          zone: zone.key,
          verdict,
          pointsToClinch: pointsToClinch(team, others, zone),
          next,
        };
      }),
    };
  });
}

/** The last weeks: when the leaders have this many matches left or fewer, the table shows the outlook. */
export const LAST_WEEKS_MATCHES = 5;

/** Whether the outlook is worth showing: the last weeks, or something already decided. */
export function showsLeagueOutlook(teams: readonly LeagueTeamState[], outlooks: readonly LeagueTeamOutlook[]): boolean {
  const fewestLeft = Math.min(...teams.map((team) => team.remaining));
  return (
    fewestLeft <= LAST_WEEKS_MATCHES ||
    outlooks.some((outlook) => outlook.zones.some((zone) => zone.verdict !== 'open'))
  );
}

/**
 * A league table's outlook when it is worth showing (the last weeks, or something decided), else
 * null — so for an empty table too: no one has matches left to count, nothing is decided.
 */
export function tableOutlook(
  rows: readonly Pick<StandingRow, 'teamId' | 'points' | 'remaining' | 'nextMatch'>[],
  zones: readonly LeagueZone[],
): LeagueTeamOutlook[] | null {
  const states = rows.map((row) => ({
    teamId: row.teamId,
    points: row.points,
    remaining: row.remaining,
    nextMatch: row.nextMatch,
  }));
  const outlooks = leagueOutlook(states, zones);
  return showsLeagueOutlook(states, outlooks) ? outlooks : null;
}
