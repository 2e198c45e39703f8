/**
 * The anchors domain's one store (design section 4): state in initial-state.ts, actions in
 * slices beside it (each calls the api module, never the network), selectors in selectors.ts.
 * Built with the platform's store kit: `reset()` drops everything, stops timers and makes
 * answers still on their way land nowhere; `clearUserData()` runs at logout.
 */
import { createDomainStore, type GetState, type SetState, type Slice } from '../../../platform/store/domain-store';
import type { DomainStoreActions } from '../../../platform/store/domain-store';
import { ANCHORS_DOMAIN } from '../anchors-domain-id';
import { createAllStreamersActions, type AllStreamersActions } from './all-streamers-actions';
import { createHomeActions, type HomeActions } from './home-actions';
import { initialAnchorsState, type AnchorsState } from './initial-state';
import { createLiveActions, type LiveActions } from './live-actions';
import { createMomentActions, type MomentActions } from './moments-actions';
import { createRankActions, type RankActions } from './rank-actions';
import { createRoomActions, type RoomActions } from './room-actions';
import { createSubscriptionActions, type SubscriptionActions } from './subscriptions-actions';

export type AnchorsActions = HomeActions &
  MomentActions &
  SubscriptionActions &
  RoomActions &
  RankActions &
  AllStreamersActions &
  LiveActions;

export type AnchorsStore = AnchorsState & AnchorsActions & DomainStoreActions;
export type SetAnchors = SetState<AnchorsStore>;
export type GetAnchors = GetState<AnchorsStore>;
export type AnchorsSlice<Actions> = Slice<AnchorsStore, Actions>;

export const useAnchorsStore = createDomainStore<AnchorsState, AnchorsActions>(
  ANCHORS_DOMAIN,
  initialAnchorsState,
  (set, get, scope) => ({
    ...createHomeActions(set, get, scope),
    ...createMomentActions(set, get, scope),
    ...createSubscriptionActions(set, get, scope),
    ...createRoomActions(set, get, scope),
    ...createRankActions(set, get, scope),
    ...createAllStreamersActions(set, get, scope),
    ...createLiveActions(set, get, scope),
  }),
);
