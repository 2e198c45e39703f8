/**
 * The user's follows and live bookings: the subscribe calls. Apart from anchors-api.ts so that
 * they load with the follows' chunk (store/subscriptions-actions.ts), not with the first screen.
 */
import { AnchorCalls, type SubscriptionInfo } from '../../../contracts/anchors';
import { callApi, type CallOptions } from '../../../platform/http/http-client';

/** What a follow names: a streamer or a match (the body is passed through as is). */
export type SubscribeTarget = { subscribeHostId: number } | { subscribeMatchId: number };

/** subscribe (login required). */
export const subscribe = (target: SubscribeTarget, options?: CallOptions): Promise<void> =>
  callApi(AnchorCalls.subscribe, target, options).then(() => undefined);

/** unsubscribe (login required). */
export const unsubscribe = (target: SubscribeTarget, options?: CallOptions): Promise<void> =>
  callApi(AnchorCalls.unsubscribe, target, options).then(() => undefined);

/** user/subscribe/info (login required): the followed streamers and the booked matches. */
export const fetchSubscriptionInfo = (options?: CallOptions): Promise<SubscriptionInfo> =>
  callApi(AnchorCalls.subscribeInfo, undefined, options);
