/**
 * The football store's state: every piece of server data the pages show, kept as resources by
 * key (store/keys.ts) — the competitions, a league's dates and days, a cup's stages, tables,
 * statistics, teams, players, the two tournaments. Selections of the kept-alive pages (league,
 * tab, date) live in the pages' own state.
 */
import type {
  BestPlayer,
  CompetitionSeason,
  FootballMatch,
  FootballStage,
  HomeAwayRow,
  MatchDay,
  PlayerBasic,
  PlayerSeasonStat,
  PlayerStatRow,
  StandingTable,
  TeamLeader,
  TeamLineUp,
  TeamSeasonItem,
  TeamStatRow,
} from '../../../contracts/football';
import type { ResourceMap } from '../../../platform/store/keyed';
import { idleResource, type Resource } from '../../../platform/store/resource';
import type { StateSlice } from '../../../platform/store/domain-store';

export interface FootballState {
  competitions: Resource<CompetitionSeason[]>;
  dates: ResourceMap<MatchDay[]>;
  stages: ResourceMap<FootballStage[]>;
  /** League days, cup stages, tournament days and stages, a team's matches. */
  matches: ResourceMap<FootballMatch[]>;
  tables: ResourceMap<StandingTable>;
  homeAway: ResourceMap<HomeAwayRow[]>;
  playerRanking: ResourceMap<PlayerStatRow[]>;
  teamStats: ResourceMap<TeamStatRow[]>;
  lineUps: ResourceMap<TeamLineUp>;
  teamSeasons: ResourceMap<TeamSeasonItem[]>;
  bestPlayers: ResourceMap<BestPlayer[]>;
  leaders: ResourceMap<TeamLeader[]>;
  players: ResourceMap<PlayerBasic>;
  playerStats: ResourceMap<PlayerSeasonStat>;
}

export const initialFootballState: FootballState = {
  competitions: idleResource(),
  dates: {},
  stages: {},
  matches: {},
  tables: {},
  homeAway: {},
  playerRanking: {},
  teamStats: {},
  lineUps: {},
  teamSeasons: {},
  bestPlayers: {},
  leaders: {},
  players: {},
  playerStats: {},
};

/** A slice of the football store: its state, and the sibling actions it calls (`Needs`). */
export type FootballSlice<Actions, Needs = unknown> = StateSlice<FootballState, Actions, Needs>;
