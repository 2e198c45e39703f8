/**
 * What an AlertFeed reads in the app: the one push connection (never a socket of its own), the
 * follows store's booked matches, the server clock the push messages tell, the missed-alerts call
 * and the announced ids in local storage. The owner (a hook, the `./alerts` mount) adds what
 * only it knows: the match the fan is watching and the streamers on a match.
 */
import { MatchAlertsPush } from '../../../../contracts/match-alerts';
import { registerPushHandler, subscribeChannels } from '../../../../platform/socket/push-connection';
import { useSocketStore } from '../../../../platform/socket/socket-store';
import { readStoredJson, writeStored } from '../../../../platform/storage/local-storage';
import { useFollowsStore } from '../../store/follows-store';
import { useLiveMatchStore } from '../../store/live-match-store';
import { alertStorage } from '../alert-storage';
import { loadAlertSettings } from '../alert-types';
import { fetchMissedAlerts, isMissedCallAbsent } from '../api/missed-alerts-api';
import { parseAnnounced } from '../rules/announced-alerts';
import type { AlertFeedOptions, AlertSocket, AnnouncedStore, BookedMatches } from './alert-feed';

const NO_MATCHES: readonly number[] = [];

export const pushConnectionSocket: AlertSocket = {
  handle: (handler) => registerPushHandler(MatchAlertsPush.alert, handler),
  hold: subscribeChannels,
  onOpen: (listener) =>
    useSocketStore.subscribe((state, previous) => {
      if (state.status === 'open' && previous.status !== 'open') listener();
    }),
};

export const followedMatches: BookedMatches = {
  current: () => useFollowsStore.getState().subscriptions.data?.subscribeMatchId ?? NO_MATCHES,
  subscribe: (listener) => useFollowsStore.subscribe(listener),
};

export const storedAnnounced: AnnouncedStore = {
  load: () => readStoredJson(alertStorage.announced, parseAnnounced) ?? [],
  save: (list) => writeStored(alertStorage.announced, JSON.stringify(list)),
};

/** The feed's sources in the app; `watching` and `anchorsOf` are the owner's. */
export const appAlertSources = (owner: Pick<AlertFeedOptions, 'watching' | 'anchorsOf'>): AlertFeedOptions => ({
  socket: pushConnectionSocket,
  booked: followedMatches,
  now: () => useLiveMatchStore.getState().serverNow(),
  fetchMissed: fetchMissedAlerts,
  isCallAbsent: isMissedCallAbsent,
  announced: storedAnnounced,
  settings: loadAlertSettings(),
  ...owner,
});
