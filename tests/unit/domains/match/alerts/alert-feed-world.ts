/** The alert feed's tests' world: a fake push socket, follows, clock and missed-alerts call. */
import type { StreamerLivePayload } from '../../../../../src/contracts/anchors-push';
import type { MatchAlert } from '../../../../../src/contracts/match-alerts';
import type { ShownAlert } from '../../../../../src/domains/match/alerts/alert-types';
import type { MissedFrom } from '../../../../../src/domains/match/alerts/api/missed-alerts-api';
import { DEFAULT_ALERT_SETTINGS } from '../../../../../src/domains/match/alerts/rules/alert-settings';
import type { Watching } from '../../../../../src/domains/match/alerts/rules/alert-release';
import type { Announced } from '../../../../../src/domains/match/alerts/rules/announced-alerts';
import { AlertFeed, type AlertFeedOptions } from '../../../../../src/domains/match/alerts/store/alert-feed';
import type { StreamedMatch } from '../../../../../src/domains/match/alerts/streamed-matches';
import type { PushHandler } from '../../../../../src/platform/socket/push-handlers';
import { T0 } from './alert-fixtures';

/** A page's world: one socket, the fan's bookings, the server's kept alerts, the stored ids. */
export function world() {
  const state = {
    now: T0,
    booked: [7] as number[],
    followedStreamers: [] as number[],
    /** What the app knows of the matches streamers are on (the anchors domain's live matches). */
    streamed: new Map<number, StreamedMatch>(),
    watching: null as Watching | null,
    /** The server's alerts (what the missed call answers from). */
    server: [] as MatchAlert[],
    stored: [] as Announced[],
    handlers: new Set<PushHandler<MatchAlert>>(),
    streamerHandlers: new Set<PushHandler<StreamerLivePayload>>(),
    held: new Map<string, number>(),
    openListeners: new Set<() => void>(),
    bookedListeners: new Set<() => void>(),
    missedCalls: [] as MissedFrom[][],
    /** How the missed call fails: the backend lacks it, or it fails this once. */
    missedFails: null as 'absent' | 'once' | null,
  };
  const options = (): AlertFeedOptions => ({
    socket: {
      handle: (handler) => {
        state.handlers.add(handler);
        return () => state.handlers.delete(handler);
      },
      handleStreamers: (handler) => {
        state.streamerHandlers.add(handler);
        return () => state.streamerHandlers.delete(handler);
      },
      hold: (channels) => {
        for (const channel of channels) state.held.set(channel, (state.held.get(channel) ?? 0) + 1);
        return () => {
          for (const channel of channels) state.held.set(channel, state.held.get(channel)! - 1);
        };
      },
      onOpen: (listener) => {
        state.openListeners.add(listener);
        return () => state.openListeners.delete(listener);
      },
    },
    booked: {
      current: () => state.booked,
      subscribe: (listener) => {
        state.bookedListeners.add(listener);
        return () => state.bookedListeners.delete(listener);
      },
    },
    followedStreamers: {
      current: () => state.followedStreamers,
      subscribe: (listener) => {
        state.bookedListeners.add(listener);
        return () => state.bookedListeners.delete(listener);
      },
    },
    watching: () => state.watching,
    now: () => state.now,
    fetchMissed: (from) => {
      state.missedCalls.push([...from]);
      const failure = state.missedFails;
      if (failure === 'once') state.missedFails = null;
      if (failure) return Promise.reject(new Error(failure));
      return Promise.resolve(
        state.server.filter((alert) =>
          from.some((item) => item.matchId === alert.matchId && alert.seq >= item.fromSeq),
        ),
      );
    },
    isCallAbsent: (error) => error instanceof Error && error.message === 'absent',
    announced: { load: () => state.stored, save: (list) => (state.stored = [...list]) },
    settings: DEFAULT_ALERT_SETTINGS,
    streamedMatch: (matchId) => state.streamed.get(matchId),
  });
  /** A feed started, with what it tells. */
  const feed = () => {
    const made = new AlertFeed(options());
    const told: ShownAlert[] = [];
    made.onAlert((alert) => told.push(alert));
    made.start();
    return { feed: made, told };
  };
  /** The server publishes: kept, and pushed to the socket's handlers (none while it is down). */
  const publish = (alert: MatchAlert, delivered = true) => {
    state.server.push(alert);
    if (delivered)
      for (const handler of state.handlers)
        handler.apply(alert, {
          channel: `alerts:${alert.matchId}`,
          namespace: 'alerts',
          name: 'alert',
          seq: 0,
          at: alert.at,
          source: 'live',
        });
  };
  /** A streamer's live change, on `channel` (its own, or `anchors:live`). */
  const streamerChange = (change: StreamerLivePayload, channel = `host:${change.hostId}`) => {
    for (const handler of state.streamerHandlers)
      handler.apply(change, {
        channel,
        namespace: 'anchors',
        name: 'host-live',
        seq: 0,
        at: state.now,
        source: 'live',
      });
  };
  const reconnect = () => {
    for (const listener of state.openListeners) listener();
  };
  return { state, feed, publish, streamerChange, reconnect };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const idsOf = (told: readonly ShownAlert[]) => told.map((alert) => alert.id);
