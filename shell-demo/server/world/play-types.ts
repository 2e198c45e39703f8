/**
 * How a match unfolds and what it leaves: the script drawn for it before kickoff (phases,
 * goals, line-ups, the basketball periods), and the stat lines and totals derived from results.
 */
import type { FootballStatusId } from './status';
import type { FootballPosition } from './team-types';

export interface FootballGoal {
  kind: 'goal' | 'penalty' | 'own-goal';
  /** Display minute (45 during first-half stoppage, with extraMinute > 0). */
  minute: number;
  extraMinute: number;
  /** The team credited with the goal. */
  teamId: number;
  /** The scorer (for an own goal: the defender of the other team). */
  playerId: number;
  assistId: number | null;
  at: number;
}

/** A football player's figures in one match; summed over a season, with appearances, they are the totals. */
export interface FootballStatLine {
  playerId: number;
  teamId: number;
  minutesPlayed: number;
  goals: number;
  assists: number;
  shotsOnTarget: number;
  saves: number;
}

export interface FootballPlayerTotals extends FootballStatLine {
  appearances: number;
}

export interface LineupEntry {
  playerId: number;
  shirtNumber: number;
  position: FootballPosition;
  starter: boolean;
  /** Minute the player came on (0 for starters) and went off (null: played to the end, or never came on). */
  minuteOn: number | null;
  minuteOff: number | null;
}

/** An NBA player's figures: in one game (the box line) or summed over a season (the totals). */
export interface NbaStatFigures {
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  blocks: number;
  steals: number;
}

export interface NbaBoxLine extends NbaStatFigures {
  playerId: number;
  teamId: number;
  starter: boolean;
}

export interface NbaPlayerTotals extends NbaStatFigures {
  playerId: number;
  teamId: number;
  games: number;
}

export interface FootballPhase {
  statusId: FootballStatusId;
  /** Offsets from kickoff, in minutes of real time. */
  from: number;
  to: number;
  /** Display minute at the phase start (0, 45, 90, 105); a break shows `baseMinute`. */
  baseMinute: number;
  /** Regular length of a playing phase (45 or 15); 0 for breaks and the shootout. */
  regularLength: number;
}

export interface FootballScript {
  matchId: number;
  homeId: number;
  awayId: number;
  phases: FootballPhase[];
  /** Offset (minutes) at which the match is over. */
  endsAfter: number;
  /** Goals in order; here `at` is relative to kickoff (ms), on the match it becomes absolute. */
  goals: FootballGoal[];
  /** Shootout kicks in order (home kicks first); `penalties.home/away` are the final counts. */
  penalties: { home: number; away: number; kicks: { side: 'home' | 'away'; scored: boolean }[] } | null;
  lineups: { home: LineupEntry[]; away: LineupEntry[] };
  statLines: FootballStatLine[];
}

export interface BasketballScript {
  matchId: number;
  homePeriods: number[];
  awayPeriods: number[];
  box: NbaBoxLine[];
}
