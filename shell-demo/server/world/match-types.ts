/**
 * Competitions, seasons, stages, knockout ties and the matches themselves. Field names follow
 * the app's contract where it names them (statusId, matchDate, homeId...).
 */
import type { FootballGoal, NbaBoxLine, NbaPlayerTotals } from './play-types';
import type { BasketballStatusId, FootballStatusId } from './status';

export type Sport = 'football' | 'basketball';

export type CompetitionKind = 'league' | 'cup' | 'tournament' | 'friendly';

export interface Competition {
  id: number;
  nameZh: string;
  nameEn: string;
  shortNameZh: string;
  kind: CompetitionKind;
  currentSeasonId: number;
}

export type StageKind = 'league' | 'group' | 'knockout';

export interface Stage {
  id: number;
  seasonId: number;
  nameZh: string;
  nameEn: string;
  kind: StageKind;
  /** Order in the season (0 first). */
  order: number;
  /** Group stages: A, B, ... */
  groupNames: string[];
  /** Knockout stages: 1 or 2 legs per tie. */
  legs: 1 | 2;
}

export interface FootballSeason {
  id: number;
  competitionId: number;
  /** 2026-27 (leagues) or 2026 (tournaments). */
  name: string;
  startDate: number;
  endDate: number;
  teamIds: number[];
  stages: Stage[];
  /** All fixtures of the season, by kickoff. */
  matchIds: number[];
  /** Group stages: team ids per group name. */
  groups: Record<string, number[]>;
  /** Knockout ties in bracket order per stage. */
  tieIds: number[];
}

/** Where a knockout slot's team comes from; resolved (teamId set) once the source is decided. */
export type TeamSource =
  | { kind: 'seed' }
  | { kind: 'group'; groupName: string; position: 1 | 2 }
  /** One of the best third-placed teams; `slot` indexes the tournament's third-place slots, each open to some groups. */
  | { kind: 'best-third'; slot: number; allowedGroups: string[] }
  | { kind: 'winner'; tieId: number }
  | { kind: 'loser'; tieId: number }
  | { kind: 'nba-cup-seed'; conference: 1 | 2; seed: number; cutoff: number };

export interface TeamSlot {
  teamId: number;
  source: TeamSource;
}

export interface KnockoutTie {
  id: number;
  sport: Sport;
  /** single match, two legs (aggregate, then extra time and penalties in leg 2), or an NBA best-of-7 series. */
  format: 'single' | 'two-legs' | 'best-of-7';
  seasonId: number;
  stageId: number;
  /** Position in the stage's bracket order (0 first). */
  order: number;
  /** Team A plays at home in the first (or only) leg. */
  teamA: TeamSlot;
  teamB: TeamSlot;
  matchIds: number[];
  winnerId: number;
  loserId: number;
}

export interface FootballMatch {
  id: number;
  sport: 'football';
  competitionId: number;
  seasonId: number;
  stageId: number;
  /** League round (1-based) or knockout leg. */
  round: number;
  groupName: string | null;
  tieId: number | null;
  matchDate: number;
  /** 0 while a knockout slot is not decided yet. */
  homeId: number;
  awayId: number;
  statusId: FootballStatusId;
  /** Display minute while playing (1–120), 0 before kickoff. */
  minute: number;
  /** Stoppage minutes shown as 45+2, 90+4. */
  extraMinute: number;
  homeScore: number;
  awayScore: number;
  homeHalfScore: number;
  awayHalfScore: number;
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
  goals: FootballGoal[];
  venue: string;
  /** Set when the match reaches a final status. */
  endedAt: number | null;
}

export interface BasketballMatch {
  id: number;
  sport: 'basketball';
  seasonId: number;
  kind: 'regular' | 'playoffs' | 'cup' | 'preseason' | 'allStar';
  stageId: number;
  matchDate: number;
  homeId: number;
  awayId: number;
  statusId: BasketballStatusId;
  /** 1–4 quarters, 5+ overtimes; 0 before tip-off. */
  period: number;
  /** Game clock of the current period in seconds. */
  clockSeconds: number;
  homeScore: number;
  awayScore: number;
  homePeriodScores: number[];
  awayPeriodScores: number[];
  /** Playoff series (`<seasonId>-<round>-<index>`) and game number, or cup tie. */
  seriesId: string | null;
  gameNumber: number;
  tieId: number | null;
  venue: string;
  endedAt: number | null;
}

export type WorldMatch = FootballMatch | BasketballMatch;

export interface NbaSeason {
  id: number;
  /** 23-24 */
  name: string;
  isCurrent: boolean;
  startDate: number;
  endDate: number;
  /** Every game of the season by tip-off (regular, cup, playoffs). */
  games: BasketballMatch[];
  tieIds: number[];
  gameById: Map<number, BasketballMatch>;
  playerTotals: Map<number, NbaPlayerTotals>;
  boxScores: Map<number, NbaBoxLine[]>;
}
