/**
 * The match layer's push handlers, registered once for the whole app by its descriptor's
 * `start()`: score, status and clock share one latest-value handler (keyed by match in the
 * declaration, coalesced by the push client, applied in one store update per animation frame),
 * goals are events, and the match centre's events go to its store once a screen has loaded it.
 * Every page reads the result from the one live-match store. The tracker's states (动画直播) are
 * expected from the start (every live row holds its match's channel) and go to its store once the
 * tracker's chunk has brought it, with their schema.
 */
import { MatchCentrePush, type MatchCentreEvent } from '../../../contracts/match-centre-push';
import {
  MATCH_TRACKER_STATE,
  MatchPush,
  type MatchGoalPayload,
  type MatchLivePayload,
} from '../../../contracts/match-push';
import { expectPushMessage, registerPushHandler } from '../../../platform/socket/push-connection';
import type { PushHandler, PushMessageMeta } from '../../../platform/socket/push-handlers';
import { receiveInto } from '../../../platform/store/timeline-receiver';
import { matchCentreStore } from '../match-centre-lazy-store';
import { trackerStore } from '../tracker-lazy-store';
import { useLiveMatchStore } from './live-match-store';

/** The newest live message's time: values a snapshot recovered were published earlier and leave the clock alone. */
function heardAt(metas: readonly PushMessageMeta[]): number | null {
  let newest: number | null = null;
  for (const meta of metas) if (meta.source === 'live') newest = Math.max(newest ?? meta.at, meta.at);
  return newest;
}

export const matchLiveHandler: PushHandler<MatchLivePayload> = {
  apply: (value, meta) => useLiveMatchStore.getState().applyMatchLive([{ value, at: meta.at }], heardAt([meta])),
  applyBatch: (items) =>
    useLiveMatchStore.getState().applyMatchLive(
      items.map(({ value, meta }) => ({ value, at: meta.at })),
      heardAt(items.map((item) => item.meta)),
    ),
};

export const matchGoalHandler: PushHandler<MatchGoalPayload> = {
  apply: (goal, meta) => useLiveMatchStore.getState().applyMatchGoal(goal, meta.at),
};

/** A frame's events in one update, while a screen that shows a centre has loaded the store (before that, none is shown). */
export const matchCentreEventHandler: PushHandler<MatchCentreEvent> = receiveInto(() => matchCentreStore.current());

/** Registers the handlers; the returned function removes them again. */
export function registerMatchPushHandlers(): () => void {
  const unregister = [
    registerPushHandler(MatchPush.score, matchLiveHandler),
    registerPushHandler(MatchPush.status, matchLiveHandler),
    registerPushHandler(MatchPush.clock, matchLiveHandler),
    registerPushHandler(MatchPush.goal, matchGoalHandler),
    registerPushHandler(MatchCentrePush.event, matchCentreEventHandler),
    expectPushMessage(MATCH_TRACKER_STATE),
    trackerStore.whileProvided((store, messages) => [
      registerPushHandler(
        messages.state,
        receiveInto(() => store),
      ),
    ]),
  ];
  return () => unregister.forEach((remove) => remove());
}
