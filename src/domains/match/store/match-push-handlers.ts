/**
 * The `match.*` push handlers, registered once for the whole app by the
 * match layer's descriptor: score, status and clock share one latest-value handler (keyed by
 * match in the declaration, coalesced by the push client, applied in one store update per
 * animation frame), and goals are events. Every page reads the result from the one live-match store.
 */
import { MatchPush, type MatchGoalPayload, type MatchLivePayload } from '../../../contracts/match-push';
import { registerPushHandler } from '../../../platform/socket/push-connection';
import type { PushHandler } from '../../../platform/socket/push-handlers';
import { useLiveMatchStore } from './live-match-store';

export const matchLiveHandler: PushHandler<MatchLivePayload> = {
  apply: (value, meta) => useLiveMatchStore.getState().applyMatchLive([{ value, at: meta.at }]),
  applyBatch: (items) =>
    useLiveMatchStore.getState().applyMatchLive(items.map(({ value, meta }) => ({ value, at: meta.at }))),
};

export const matchGoalHandler: PushHandler<MatchGoalPayload> = {
  apply: (goal, meta) => useLiveMatchStore.getState().applyMatchGoal(goal, meta.at),
};

/** Registers the handlers; the returned function removes them again. */
export function registerMatchPushHandlers(): () => void {
  const unregister = [
    registerPushHandler(MatchPush.score, matchLiveHandler),
    registerPushHandler(MatchPush.status, matchLiveHandler),
    registerPushHandler(MatchPush.clock, matchLiveHandler),
    registerPushHandler(MatchPush.goal, matchGoalHandler),
  ];
  return () => unregister.forEach((remove) => remove());
}
