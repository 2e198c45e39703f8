/**
 * The anchors domain's one store: state in initial-state.ts, actions in
 * slices beside it (each calls the api module, never the network), selectors in selectors.ts.
 * Built with the platform's store kit: `reset()` drops everything, stops timers and makes
 * answers still on their way land nowhere; `clearUserData()` runs at logout.
 */
import { createDomainStore, slices, type DomainStore } from '../../../platform/store/domain-store';
import { ANCHORS_DOMAIN } from '../anchors-domain-id';
import { lazySlice } from '../../../platform/store/lazy-slice';
import type { AllStreamersActions } from './all-streamers-actions';
import { createHomeActions, type HomeActions } from './home-actions';
import { initialAnchorsState, type AnchorsState } from './initial-state';
import { createLiveActions, type LiveActions } from './live-actions';
import { createMomentActions, type MomentActions } from './moments-actions';
import type { RankActions } from './rank-actions';
import { createViewActions, type ViewActions } from './view-actions';

export type AnchorsActions = HomeActions &
  MomentActions &
  RankActions &
  AllStreamersActions &
  LiveActions &
  ViewActions;

export type AnchorsStore = DomainStore<AnchorsState, AnchorsActions>;

/**
 * The slices of other pages than the first screen's, each a chunk loaded at its first call or its
 * route's `preload()`; the moments' calls (moments-actions.ts) are a chunk of their own too.
 */
export const allStreamersSlice = lazySlice<AnchorsStore, AllStreamersActions>(
  () =>
    import(/* webpackChunkName: "anchors-all-streamers-actions" */ './all-streamers-actions').then(
      (slice) => slice.createAllStreamersActions,
    ),
  ['loadAllStreamers', 'loadStreamerProfile'],
);
export const rankSlice = lazySlice<AnchorsStore, RankActions>(
  () =>
    import(/* webpackChunkName: "anchors-rank-actions" */ './rank-actions').then((slice) => slice.createRankActions),
  ['loadRank'],
);

export const useAnchorsStore = createDomainStore<AnchorsState, AnchorsActions>(
  ANCHORS_DOMAIN,
  initialAnchorsState,
  slices(
    createHomeActions,
    createMomentActions,
    rankSlice.create,
    allStreamersSlice.create,
    createLiveActions,
    createViewActions,
  ),
);
