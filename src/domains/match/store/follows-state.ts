/**
 * The state of the user's follows and bookings (follows-store.ts), and the type of its slices:
 * apart from the store so that its lazily loaded slice (subscriptions-actions.ts) does not import
 * the store that loads it.
 */
import type { SubscriptionInfo } from '../../../contracts/anchors';
import type { StateSlice } from '../../../platform/store/domain-store';
import type { Resource } from '../../../platform/store/resource';

/** What a follow names: a streamer or a match (the subscribe calls' body, passed through as is). */
export type SubscribeTarget = { subscribeHostId: number } | { subscribeMatchId: number };

export interface FollowsState {
  /** The user's follows (streamers) and live bookings (matches), as received. */
  subscriptions: Resource<SubscriptionInfo>;
}

/** A slice of the follows' store: its state, and the sibling actions it calls (`Needs`). */
export type FollowsSlice<Actions, Needs = unknown> = StateSlice<FollowsState, Actions, Needs>;
