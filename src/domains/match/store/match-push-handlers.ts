/**
 * The `match.*` push handlers, registered once for the whole app by the
 * match layer's descriptor: score, status and clock share one latest-value handler (keyed by
 * match in the declaration, coalesced by the push client, applied in one store update per
 * animation frame), and goals are events. Every page reads the result from the one live-match store.
 * The tracker's states (动画直播) go to its store once a screen has loaded it (tracker-feed.ts).
 * Beside them the streamers' `host-live`, which the domains that keep streamers follow
 * (streamer-live-feed.ts).
 */
import { AnchorsPush } from '../../../contracts/anchors-push';
import { MatchPush, type MatchGoalPayload, type MatchLivePayload } from '../../../contracts/match-push';
import { MatchTrackerPush } from '../../../contracts/match-tracker-push';
import { registerPushHandler } from '../../../platform/socket/push-connection';
import type { PushHandler, PushMessageMeta } from '../../../platform/socket/push-handlers';
import { useLiveMatchStore } from './live-match-store';
import { streamerLiveHandler } from './streamer-live-feed';
import { trackerStateHandler } from './tracker-feed';

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

/** Registers the handlers; the returned function removes them again. */
export function registerMatchPushHandlers(): () => void {
  const unregister = [
    registerPushHandler(MatchPush.score, matchLiveHandler),
    registerPushHandler(MatchPush.status, matchLiveHandler),
    registerPushHandler(MatchPush.clock, matchLiveHandler),
    registerPushHandler(MatchPush.goal, matchGoalHandler),
    registerPushHandler(MatchTrackerPush.state, trackerStateHandler),
    registerPushHandler(AnchorsPush.hostLive, streamerLiveHandler),
  ];
  return () => unregister.forEach((remove) => remove());
}
