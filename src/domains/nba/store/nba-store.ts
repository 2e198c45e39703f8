/**
 * The NBA domain's one store: state in initial-state.ts, actions in slices beside it (each calls
 * the api module, never the network), selectors in selectors.ts. It loads with the NBA pages,
 * not with the app's first screen.
 */
import { createDomainStore, slices, type DomainStore } from '../../../platform/store/domain-store';
import { NBA_DOMAIN } from '../nba-domain-id';
import { initialNbaState, type NbaState } from './initial-state';
import { createScheduleActions, type ScheduleActions } from './schedule-actions';
import { createTablesActions, type TablesActions } from './tables-actions';
import { createTeamActions, type TeamActions } from './team-actions';

export type NbaActions = ScheduleActions & TablesActions & TeamActions;
export type NbaStore = DomainStore<NbaState, NbaActions>;

export const useNbaStore = createDomainStore<NbaState, NbaActions>(
  NBA_DOMAIN,
  initialNbaState,
  slices(createScheduleActions, createTablesActions, createTeamActions),
);
