/**
 * The football domain's one store: state in initial-state.ts, actions in slices beside it (each
 * calls the api module, never the network; their resources are kept by football-families.ts),
 * the keys pages select with in keys.ts. It loads with the football pages, not with the app's
 * first screen. First screens (the competitions, a league's dates and day, the tables, a team, a
 * player, the tournaments' dates) are kept as last-seen data.
 */
import { createDomainStore, slices } from '../../../platform/store/domain-store';
import { FOOTBALL_DOMAIN } from '../football-domain-id';
import { initialFootballState, type FootballState } from './initial-state';
import { createScheduleActions, type ScheduleActions } from './schedule-actions';
import { createTablesActions, type TablesActions } from './tables-actions';
import { createTeamActions, type TeamActions } from './team-actions';

export type FootballActions = ScheduleActions & TablesActions & TeamActions;

export const useFootballStore = createDomainStore<FootballState, FootballActions>(
  FOOTBALL_DOMAIN,
  initialFootballState,
  slices(createScheduleActions, createTablesActions, createTeamActions),
);
