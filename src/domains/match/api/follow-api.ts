/**
 * The user's follows and live bookings: the subscribe calls, made from their declarations
 * (`followApi.subscribe({ subscribeHostId })`). Apart from anchors-api.ts so that they load with
 * the follows' chunk (store/subscriptions-actions.ts), not with the first screen.
 */
import { AnchorCalls } from '../../../contracts/anchors';
import { callFunction } from '../../../platform/http/call-functions';

export const followApi = {
  subscribe: callFunction(AnchorCalls.subscribe),
  unsubscribe: callFunction(AnchorCalls.unsubscribe),
  /** The followed streamers and the booked matches. */
  subscribeInfo: callFunction(AnchorCalls.subscribeInfo),
};
