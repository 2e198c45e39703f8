/**
 * The user's follows as the first screen's chunk carries them: forwarders to their own chunk
 * (subscriptions-actions.ts), loaded at the first refresh after login or the first tap on a
 * follow button — a visitor's anchor home never loads it. When the chunk cannot load, a tap is
 * told so and can tap again (the next call asks for the chunk again); a refresh fails quietly,
 * as a failed refresh of the follows does.
 */
import { notify } from '../../../platform/feedback/notify';
import { lazySlice } from '../../../platform/store/lazy-slice';
import { uiCopy } from '../../../ui/copy';
import type { SubscribeTarget } from '../api/follow-api';
import type { AnchorsSlice, AnchorsState } from '../../anchors/store/initial-state';
import type { SubscriptionActions } from './subscriptions-actions';
import type { DomainStore } from '../../../platform/store/domain-store';

export interface FollowActions {
  /** Re-fetches follows and bookings (logged in only), at most once per second. */
  refreshSubscriptions(): Promise<void>;
  /** Follows a streamer or books a match; true when it worked (the failure was already shown). */
  follow(target: SubscribeTarget): Promise<boolean>;
  unfollow(target: SubscribeTarget): Promise<boolean>;
  /** Logout: forgets follows and bookings, and the like taps not yet sent. */
  clearUserData(): void;
}

/** The sibling action the follows' slice calls (a follow re-fetches the follows). */
type FollowNeeds = Pick<FollowActions, 'refreshSubscriptions'>;

const followsSlice = lazySlice<DomainStore<AnchorsState, FollowNeeds>, SubscriptionActions>(
  () =>
    import(/* webpackChunkName: "anchors-follow-actions" */ './subscriptions-actions').then(
      (slice) => slice.createSubscriptionActions,
    ),
  ['refreshSubscriptions', 'follow', 'unfollow', 'forgetSubscriptions'],
);

export const createFollowActions: AnchorsSlice<FollowActions, FollowNeeds> = (set, get, scope) => {
  const follows = followsSlice.create(set, get, scope);
  /**
   * A tap: at once when the chunk is there; else once it is, unless the user changed meanwhile
   * (their tap lands nowhere, as an answer for a previous user does). Not loaded: told, false.
   */
  const tap = (change: () => Promise<boolean>): Promise<boolean> => {
    if (followsSlice.isLoaded()) return change();
    const forSameUser = scope.userTicket();
    return followsSlice.preload().then(
      () => (forSameUser() ? change() : false),
      () => {
        notify('fail', uiCopy.loadFailedHint);
        return false;
      },
    );
  };
  return {
    refreshSubscriptions: () =>
      followsSlice.isLoaded()
        ? follows.refreshSubscriptions()
        : followsSlice.preload().then(
            () => follows.refreshSubscriptions(),
            () => undefined,
          ),
    follow: (target) => tap(() => follows.follow(target)),
    unfollow: (target) => tap(() => follows.unfollow(target)),
    clearUserData: () => {
      // Taps not yet sent were the previous user's.
      set({ pendingLikes: {} });
      // Never loaded: nothing of the user's follows was asked for, so nothing to forget.
      if (followsSlice.isLoaded()) void follows.forgetSubscriptions();
    },
  };
};
