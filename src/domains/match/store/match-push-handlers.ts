/**
 * The `match.*` push handlers (design section 4), registered once for the whole app by the
 * match layer's descriptor: score, status and clock share one latest-value handler (keyed by
 * match, coalesced by the push client, applied in one store update per animation frame), and
 * goals are events. Every page reads the result from the one live-match store.
 */
import { asNumber, asObject } from '../../../contracts/parse';
import { MatchMessage, parseMatchLivePayload, PushNamespace, type MatchLivePayload } from '../../../contracts/push';
import { registerPushHandler } from '../../../platform/socket/push-connection';
import type { PushHandler } from '../../../platform/socket/push-handlers';
import { useLiveMatchStore, type MatchGoal } from './live-match-store';

export const matchLiveHandler: PushHandler<MatchLivePayload> = {
  mode: 'latest',
  parse: parseMatchLivePayload,
  key: (value) => String(value.matchId),
  apply: (value, meta) => useLiveMatchStore.getState().applyMatchLive([{ value, at: meta.at }]),
  applyBatch: (items) =>
    useLiveMatchStore.getState().applyMatchLive(items.map(({ value, meta }) => ({ value, at: meta.at }))),
};

export const matchGoalHandler: PushHandler<MatchGoal> = {
  mode: 'event',
  parse: (payload) => {
    const row = asObject(payload, 'payload');
    return {
      matchId: asNumber(row.matchId, 'payload.matchId'),
      homeScore: asNumber(row.homeScore, 'payload.homeScore'),
      awayScore: asNumber(row.awayScore, 'payload.awayScore'),
    };
  },
  apply: (goal, meta) => useLiveMatchStore.getState().applyMatchGoal(goal, meta.at),
};

/** Registers the handlers; the returned function removes them again. */
export function registerMatchPushHandlers(): () => void {
  const unregister = [
    registerPushHandler(PushNamespace.Match, MatchMessage.Score, matchLiveHandler),
    registerPushHandler(PushNamespace.Match, MatchMessage.Status, matchLiveHandler),
    registerPushHandler(PushNamespace.Match, MatchMessage.Clock, matchLiveHandler),
    registerPushHandler(PushNamespace.Match, MatchMessage.Goal, matchGoalHandler),
  ];
  return () => unregister.forEach((remove) => remove());
}
