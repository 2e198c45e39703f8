/**
 * The user's follows and live bookings: followed streamers and booked
 * matches (user/subscribe/info), loaded at login and refreshed at most once per second;
 * following or unfollowing re-fetches them; all of it is cleared at logout. A chunk of its own
 * (follows-store.ts): a visitor never needs it, and a user's follows are asked for after the
 * first screen's calls.
 */
import type { SubscriptionInfo } from '../../../contracts/anchors';
import { isLoggedIn } from '../../../platform/session/session-store';
import { resourceLoader } from '../../../platform/store/resource';
import { mutation } from '../../../platform/store/mutation';
import { throttledTask } from '../../../platform/store/throttled-task';
import { followApi } from '../api/follow-api';
import { wordsNow } from '../../../platform/i18n/messages';
import { followWords } from '../follow-messages';
import type { FollowsSlice, SubscribeTarget } from './follows-state';
import { fieldSlot } from '../../../platform/store/domain-store';

export const SUBSCRIPTIONS_REFRESH_MS = 1000;

export interface SubscriptionActions {
  /** Re-fetches follows and bookings (logged in only), throttled to SUBSCRIPTIONS_REFRESH_MS. */
  refreshSubscriptions(): Promise<void>;
  /** Follows a streamer or books a match; true when it worked (the failure was already shown). */
  follow(target: SubscribeTarget): Promise<boolean>;
  unfollow(target: SubscribeTarget): Promise<boolean>;
  /** Logout: forgets follows and bookings (done when it returns; async only to be forwarded). */
  forgetSubscriptions(): Promise<void>;
}

function withTarget(info: SubscriptionInfo, target: SubscribeTarget, followed: boolean): SubscriptionInfo {
  const toggle = (ids: number[], id: number) =>
    followed ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id);
  return 'subscribeHostId' in target
    ? { ...info, subscribeHostId: toggle(info.subscribeHostId, target.subscribeHostId) }
    : { ...info, subscribeMatchId: toggle(info.subscribeMatchId, target.subscribeMatchId) };
}

export const createSubscriptionActions: FollowsSlice<
  SubscriptionActions,
  Pick<SubscriptionActions, 'refreshSubscriptions'>
> = (set, get, scope) => {
  const info = resourceLoader<SubscriptionInfo>({
    scope,
    slot: fieldSlot(get, set, 'subscriptions'),
    fetch: async () => {
      const forSameUser = scope.userTicket();
      const answer = await followApi.subscribeInfo(undefined, { silent: true });
      // An answer for a user who has logged out (or been replaced) meanwhile is not theirs to show.
      if (!isLoggedIn() || !forSameUser()) throw new Error('logged out');
      return answer;
    },
    // The follow buttons read the newest answer; a failed refresh keeps the last one, quietly.
    concurrency: 'latest',
    refreshFailedNotice: false,
  });
  const refresh = throttledTask(
    async () => {
      if (isLoggedIn()) await info.load();
    },
    SUBSCRIPTIONS_REFRESH_MS,
    scope,
  );
  scope.onReset(() => refresh.cancel());

  // A change of the user's state: the loading overlay shows while it is on its way; the http
  // client says why it failed (or asks for login again on 405/505).
  const change = mutation({
    scope,
    keyOf: ({ target }: { target: SubscribeTarget; followed: boolean }) =>
      'subscribeHostId' in target ? `host:${target.subscribeHostId}` : `match:${target.subscribeMatchId}`,
    overlay: true,
    call: ({ target, followed }, request) =>
      followed ? followApi.subscribe(target, request) : followApi.unsubscribe(target, request),
    confirm: (_answer, { target, followed }) => {
      set((state) => ({
        subscriptions: {
          ...state.subscriptions,
          data: withTarget(state.subscriptions.data ?? { subscribeHostId: [], subscribeMatchId: [] }, target, followed),
        },
      }));
      // Following an anchor or a match re-fetches the user's subscriptions.
      void get().refreshSubscriptions();
    },
    success: (_answer, { followed }) => (followed ? wordsNow(followWords).followed : wordsNow(followWords).unfollowed),
  });

  return {
    refreshSubscriptions: () => refresh.request(),
    follow: async (target) => (await change.run({ target, followed: true })).kind === 'done',
    unfollow: async (target) => (await change.run({ target, followed: false })).kind === 'done',
    forgetSubscriptions: () => {
      refresh.cancel();
      info.forget();
      return Promise.resolve();
    },
  };
};
