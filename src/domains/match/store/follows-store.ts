/**
 * The user's follows (streamers) and live bookings (matches), which the anchor pages and the live
 * room share: a store of the match layer, loaded after login by its descriptor, forgotten at
 * logout. The first screen's chunk carries only forwarders to their own chunk
 * (subscriptions-actions.ts), loaded at the first refresh after login or the first tap on a
 * follow button — a visitor's anchor home never loads it. When the chunk cannot load, a tap is
 * told so and can tap again (the next call asks for the chunk again); a refresh fails quietly,
 * as a failed refresh of the follows does.
 */
import { notify } from '../../../platform/feedback/notify';
import { createDomainStore, type DomainStore } from '../../../platform/store/domain-store';
import { lazySlice } from '../../../platform/store/lazy-slice';
import { idleResource } from '../../../platform/store/resource';
import { uiWords } from '../../../ui/ui-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { MATCH_DOMAIN } from '../match-domain-id';
import type { FollowsSlice, FollowsState, SubscribeTarget } from './follows-state';
import type { SubscriptionActions } from './subscriptions-actions';

export interface FollowActions {
  /** Re-fetches follows and bookings (logged in only), at most once per second. */
  refreshSubscriptions(): Promise<void>;
  /** Follows a streamer or books a match; true when it worked (the failure was already shown). */
  follow(target: SubscribeTarget): Promise<boolean>;
  unfollow(target: SubscribeTarget): Promise<boolean>;
  /** Logout: forgets follows and bookings. */
  clearUserData(): void;
}

/** The sibling action the follows' slice calls (a follow re-fetches the follows). */
type FollowNeeds = Pick<FollowActions, 'refreshSubscriptions'>;

const followsSlice = lazySlice<DomainStore<FollowsState, FollowNeeds>, SubscriptionActions>(
  () =>
    import(/* webpackChunkName: "follow-actions" */ './subscriptions-actions').then(
      (slice) => slice.createSubscriptionActions,
    ),
  ['refreshSubscriptions', 'follow', 'unfollow', 'forgetSubscriptions'],
);

const createFollowActions: FollowsSlice<FollowActions, FollowNeeds> = (set, get, scope) => {
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
        notify('fail', wordsNow(uiWords).loadFailedHint);
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
      // Never loaded: nothing of the user's follows was asked for, so nothing to forget.
      if (followsSlice.isLoaded()) void follows.forgetSubscriptions();
    },
  };
};

export const useFollowsStore = createDomainStore<FollowsState, FollowActions>(
  MATCH_DOMAIN,
  { subscriptions: idleResource() },
  createFollowActions,
);

const NO_IDS: readonly number[] = [];

/** Stored values only (zustand v5 needs stable outputs). */
export const followSelectors = {
  /** Whether the follows are known (loaded for a logged-in user). */
  known: (state: FollowsState) => state.subscriptions.data !== null,
  isFollowingStreamer: (hostId: number) => (state: FollowsState) =>
    (state.subscriptions.data?.subscribeHostId ?? NO_IDS).includes(hostId),
  isMatchBooked: (matchId: number) => (state: FollowsState) =>
    (state.subscriptions.data?.subscribeMatchId ?? NO_IDS).includes(matchId),
};
