/**
 * The anchors domain's one store (design section 4): state in initial-state.ts, actions in
 * slices beside it (each calls the api module, never the network), selectors in selectors.ts.
 * `reset()` drops everything, stops timers and makes answers still on their way land nowhere.
 */
import { create } from 'zustand';
import { createAllHostsActions, type AllHostsActions } from './all-hosts-actions';
import { createHomeActions, type HomeActions } from './home-actions';
import { initialAnchorsState, type AnchorsState } from './initial-state';
import { createLiveActions, type LiveActions } from './live-actions';
import { createMomentActions, type MomentActions } from './moments-actions';
import { createRankActions, type RankActions } from './rank-actions';
import { createRoomActions, type RoomActions } from './room-actions';
import { StoreScope } from './store-kit';
import { createSubscriptionActions, type SubscriptionActions } from './subscriptions-actions';

export type AnchorsStore = AnchorsState &
  HomeActions &
  MomentActions &
  SubscriptionActions &
  RoomActions &
  RankActions &
  AllHostsActions &
  LiveActions & {
    reset(): void;
  };

export const useAnchorsStore = create<AnchorsStore>()((set, get) => {
  const scope = new StoreScope();
  return {
    ...initialAnchorsState,
    ...createHomeActions(set, get, scope),
    ...createMomentActions(set, get, scope),
    ...createSubscriptionActions(set, get, scope),
    ...createRoomActions(set, get, scope),
    ...createRankActions(set, get, scope),
    ...createAllHostsActions(set, get, scope),
    ...createLiveActions(set, get, scope),
    reset: () => {
      scope.reset();
      set({ ...initialAnchorsState });
    },
  };
});
