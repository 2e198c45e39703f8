/**
 * The anchors domain's push handlers (design section 4), registered when this module loads.
 * Live values ('latest' mode) are keyed by match (or host and match), coalesced by the push
 * client and applied in one store update per animation frame through `applyBatch`. The
 * three match streams share one handler, so a frame's scores, statuses and clocks are one update.
 *
 * The `match` namespace is registered here because the anchor pages are the first to show
 * live scores; a second domain that needs them should share this store's match values (or
 * move them to a shared place), since the push registry allows one handler per name.
 */
import { asNumber, asObject } from '../../../contracts/parse';
import {
  AnchorsMessage,
  MatchMessage,
  parseHostLivePayload,
  parseMatchLivePayload,
  PushNamespace,
  type HostLivePayload,
  type MatchLivePayload,
} from '../../../contracts/push';
import { registerPushHandler } from '../../../platform/socket/push-connection';
import type { PushHandler } from '../../../platform/socket/push-handlers';
import { useAnchorsStore } from './anchors-store';
import type { MatchGoal } from './live-actions';

export const matchLiveHandler: PushHandler<MatchLivePayload> = {
  mode: 'latest',
  parse: parseMatchLivePayload,
  key: (value) => String(value.matchId),
  apply: (value, meta) => useAnchorsStore.getState().applyMatchLive([{ value, at: meta.at }]),
  applyBatch: (items) =>
    useAnchorsStore.getState().applyMatchLive(items.map(({ value, meta }) => ({ value, at: meta.at }))),
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
  apply: (goal, meta) => useAnchorsStore.getState().applyMatchGoal(goal, meta.at),
};

export const hostLiveHandler: PushHandler<HostLivePayload> = {
  mode: 'latest',
  parse: parseHostLivePayload,
  key: (value) => `${value.hostId}:${value.matchId}`,
  apply: (value, meta) => useAnchorsStore.getState().applyHostLive([{ value, at: meta.at }]),
  applyBatch: (items) =>
    useAnchorsStore.getState().applyHostLive(items.map(({ value, meta }) => ({ value, at: meta.at }))),
};

export const anchorsPushRegistrations = [
  registerPushHandler(PushNamespace.Match, MatchMessage.Score, matchLiveHandler),
  registerPushHandler(PushNamespace.Match, MatchMessage.Status, matchLiveHandler),
  registerPushHandler(PushNamespace.Match, MatchMessage.Clock, matchLiveHandler),
  registerPushHandler(PushNamespace.Match, MatchMessage.Goal, matchGoalHandler),
  registerPushHandler(PushNamespace.Anchors, AnchorsMessage.HostLive, hostLiveHandler),
];
