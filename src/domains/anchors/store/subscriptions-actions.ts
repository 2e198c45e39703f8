/**
 * The user's follows and live bookings (spec sections 4 and 6): followed hosts and booked
 * matches (user/subscribe/info), loaded at login and refreshed at most once per second;
 * following or unfollowing re-fetches them; all of it is cleared at logout. Also the special
 * rooms a logged-in user may enter (only when the platform flag holds).
 */
import { notify } from '../../../platform/feedback/notify';
import { useGlobalStore } from '../../../platform/global/global-store';
import { isLoggedIn } from '../../../platform/session/session-store';
import {
  fetchSpecialRoomIds,
  fetchSubscriptionInfo,
  subscribe,
  unsubscribe,
  type SubscribeTarget,
} from '../api/anchors-api';
import { messages } from '../messages';
import { shouldFetchSpecialRooms } from '../rules/private-rooms';
import { withDisplay } from './derive';
import { initialAnchorsState, type SubscriptionsState } from './initial-state';
import type { Slice } from './store-kit';
import { throttledTask } from './throttled-task';

export const SUBSCRIPTIONS_REFRESH_MS = 1000;

export interface SubscriptionActions {
  /** Re-fetches follows and bookings (logged in only), throttled to SUBSCRIPTIONS_REFRESH_MS. */
  refreshSubscriptions(): Promise<void>;
  /** Follows a host or books a match; true when it worked (the failure was already shown). */
  follow(target: SubscribeTarget): Promise<boolean>;
  unfollow(target: SubscribeTarget): Promise<boolean>;
  /** The private rooms the user may enter, when logged in and the platform flag holds. */
  loadSpecialRooms(): Promise<void>;
  /** Logout: forgets follows, bookings and special rooms. */
  clearUserData(): void;
}

function withTarget(state: SubscriptionsState, target: SubscribeTarget, followed: boolean): SubscriptionsState {
  const toggle = (ids: number[], id: number) =>
    followed ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id);
  return 'subscribeHostId' in target
    ? { ...state, hostIds: toggle(state.hostIds, target.subscribeHostId) }
    : { ...state, matchIds: toggle(state.matchIds, target.subscribeMatchId) };
}

export const createSubscriptionActions: Slice<SubscriptionActions> = (set, get, scope) => {
  let request = 0;
  const refresh = throttledTask(
    async () => {
      if (!isLoggedIn()) return;
      const epoch = scope.epoch();
      const mine = ++request;
      const hadData = get().subscriptions.status === 'ready';
      if (!hadData) set((state) => ({ subscriptions: { ...state.subscriptions, status: 'loading' } }));
      try {
        const info = await fetchSubscriptionInfo({ silent: true });
        // An older answer that arrives after a newer one is dropped.
        if (!scope.isCurrent(epoch) || mine !== request || !isLoggedIn()) return;
        set({ subscriptions: { status: 'ready', hostIds: info.subscribeHostId, matchIds: info.subscribeMatchId } });
      } catch {
        if (!scope.isCurrent(epoch) || mine !== request) return;
        if (!hadData) set((state) => ({ subscriptions: { ...state.subscriptions, status: 'failed' } }));
      }
    },
    SUBSCRIPTIONS_REFRESH_MS,
    scope,
  );
  scope.onReset(() => refresh.cancel());

  const change = async (target: SubscribeTarget, followed: boolean): Promise<boolean> => {
    const epoch = scope.epoch();
    try {
      await (followed ? subscribe(target) : unsubscribe(target));
    } catch {
      // The http client already told the user (or asked for login again on 405/505).
      return false;
    }
    if (!scope.isCurrent(epoch)) return false;
    set((state) => ({ subscriptions: withTarget(state.subscriptions, target, followed) }));
    notify('success', followed ? messages.followed : messages.unfollowed);
    // Spec 4: following an anchor or a match re-fetches the user's subscriptions.
    void get().refreshSubscriptions();
    return true;
  };

  return {
    refreshSubscriptions: () => refresh.request(),
    follow: (target) => change(target, true),
    unfollow: (target) => change(target, false),
    loadSpecialRooms: async () => {
      if (!shouldFetchSpecialRooms(isLoggedIn(), useGlobalStore.getState().appVersion)) return;
      const epoch = scope.epoch();
      try {
        const roomIds = await fetchSpecialRoomIds({ silent: true });
        if (!scope.isCurrent(epoch) || !isLoggedIn()) return;
        set((state) => withDisplay({ ...state, specialRoomIds: roomIds }));
      } catch {
        // Without the list, private rooms stay hidden: the safe side.
      }
    },
    clearUserData: () => {
      refresh.cancel();
      request += 1;
      set((state) => withDisplay({ ...state, subscriptions: initialAnchorsState.subscriptions, specialRoomIds: [] }));
    },
  };
};
