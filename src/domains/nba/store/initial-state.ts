/**
 * The NBA store's state: server data as received, each piece a resource (platform/store/resource)
 * keyed by what it is for — the schedule keyed by date (spec "schedule keyed by date"), standings
 * per season and view, a player ranking per statistic (spec "playerRanking per scope"), a team's
 * lineup per team — and the choices of the kept-alive /nba page, which survive its visits.
 */
import {
  NbaRankingOrder,
  NbaStatScope,
  type NbaGame,
  type NbaHomeAwayGroup,
  type NbaLineUp,
  type NbaMatchDate,
  type NbaPlayerDetail,
  type NbaPlayerRankItem,
  type NbaRankingGroup,
  type NbaRankingOrderCode,
  type NbaStatScopeCode,
  type NbaTeamData,
  type NbaTeamPlayer,
} from '../../../contracts/nba';
import type { ResourceMap } from '../../../platform/store/keyed';
import { CURRENT_SEASON_ID, type NbaView } from '../rules/nba-kinds';
import type { StandingsTable, StandingsView } from '../rules/nba-tables';
import type { StateSlice } from '../../../platform/store/domain-store';

export type { ResourceMap };

/** The parts of /nba. */
export type NbaSection = 'schedule' | 'standings' | 'players';

/** The games of one knockout stage (one list call). */
export interface KnockoutStage {
  stageId: number;
  games: NbaGame[];
}

export interface NbaTopicState {
  seasonId: number;
  section: NbaSection;
  view: NbaView;
  /** The chosen day ('YYYY-MM-DD') per season and view (`scheduleKey`). */
  days: Readonly<Record<string, string>>;
  standingsView: StandingsView;
  standingsTable: StandingsTable;
  statScope: NbaStatScopeCode;
  rankingOrder: NbaRankingOrderCode;
  /** The bracket tie whose games are listed under it, per season and view. */
  ties: Readonly<Record<string, string>>;
}

export interface NbaState {
  topic: NbaTopicState;
  /** Match date items per `${seasonId}:${view}` (regular, playoffs). */
  dates: ResourceMap<NbaMatchDate[]>;
  /** The schedule keyed by date: games per `${seasonId}:${view}:${day}`. */
  schedule: ResourceMap<NbaGame[]>;
  /** Knockout stages per `${seasonId}:${view}` (playoffs, cup), in round order. */
  knockout: ResourceMap<KnockoutStage[]>;
  /** Standings and home-away per `${seasonId}:${standingsView}`. */
  standings: ResourceMap<NbaRankingGroup[]>;
  homeAway: ResourceMap<NbaHomeAwayGroup[]>;
  /** Player rankings (top 10) per `${seasonId}:${scope}:${order}`. */
  playerRanking: ResourceMap<NbaPlayerRankItem[]>;
  /** Per team id. */
  lineUps: ResourceMap<NbaLineUp>;
  teamPlayers: ResourceMap<NbaTeamPlayer[]>;
  /** Per `${teamId}:${seasonId}:${kind}`. */
  teamGames: ResourceMap<NbaGame[]>;
  teamData: ResourceMap<NbaTeamData>;
  /** Per player id. */
  players: ResourceMap<NbaPlayerDetail>;
}

export const initialTopicState: NbaTopicState = {
  seasonId: CURRENT_SEASON_ID,
  section: 'schedule',
  view: 'regular',
  days: {},
  standingsView: 'east',
  standingsTable: 'record',
  statScope: NbaStatScope.Points,
  rankingOrder: NbaRankingOrder.PerGame,
  ties: {},
};

export const initialNbaState: NbaState = {
  topic: initialTopicState,
  dates: {},
  schedule: {},
  knockout: {},
  standings: {},
  homeAway: {},
  playerRanking: {},
  lineUps: {},
  teamPlayers: {},
  teamGames: {},
  teamData: {},
  players: {},
};

export const scheduleKey = (seasonId: number, view: NbaView): string => `${seasonId}:${view}`;
export const dayKey = (seasonId: number, view: NbaView, day: string): string => `${seasonId}:${view}:${day}`;
export const standingsKey = (seasonId: number, view: StandingsView): string => `${seasonId}:${view}`;
export const rankingKey = (seasonId: number, scope: number, order: number): string => `${seasonId}:${scope}:${order}`;
export const teamSeasonKey = (teamId: number, seasonId: number, kind: number): string =>
  `${teamId}:${seasonId}:${kind}`;

/** A slice of the nba store: its state, and the sibling actions it calls (`Needs`). */
export type NbaSlice<Actions, Needs = unknown> = StateSlice<NbaState, Actions, Needs>;
