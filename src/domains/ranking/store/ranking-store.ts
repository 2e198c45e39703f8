/**
 * The ranking domain's one store: state in initial-state.ts, actions in
 * slices (each calls the api module, never the network), selectors in selectors.ts. It loads
 * with the ranking pages, never with the app's first screen; `reset()` and `clearUserData()`
 * reach it through the domain's descriptor once it exists.
 */
import { createDomainStore, slices } from '../../../platform/store/domain-store';
import { RANKING_DOMAIN } from '../ranking-domain-id';
import { createBettorActions, type BettorActions } from './bettor-actions';
import { createBoardActions, type BoardActions } from './board-actions';
import { initialRankingState, type RankingState } from './initial-state';
import { createVoteActions, type VoteActions } from './vote-actions';

export type RankingActions = BoardActions & BettorActions & VoteActions;

export const useRankingStore = createDomainStore<RankingState, RankingActions>(
  RANKING_DOMAIN,
  initialRankingState,
  slices(createBoardActions, createBettorActions, createVoteActions),
);
