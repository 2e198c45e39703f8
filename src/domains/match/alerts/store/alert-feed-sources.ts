/**
 * What an AlertFeed reads in the app: the one push connection (never a socket of its own), the
 * follows store's booked matches and followed streamers, the server clock the push messages tell, the missed-alerts call
 * and the announced ids in local storage. The owner (a hook, the `./alerts` mount) adds what
 * only it knows: the match the fan is watching and the streamers on a match.
 */
import { AnchorsPush } from '../../../../contracts/anchors-push';
import { MatchAlertsPush } from '../../../../contracts/match-alerts';
import { registerPushHandler, subscribeChannels } from '../../../../platform/socket/push-connection';
import { useSocketStore } from '../../../../platform/socket/socket-store';
import { readStoredJson, writeStored } from '../../../../platform/storage/local-storage';
import { useFollowsStore } from '../../store/follows-store';
import { useLiveMatchStore } from '../../store/live-match-store';
import type { SubscriptionInfo } from '../../../../contracts/anchors';
import { alertStorage } from '../alert-storage';
import { loadAlertSettings } from '../alert-types';
import { fetchMissedAlerts, isMissedCallAbsent } from '../api/missed-alerts-api';
import { parseAnnounced } from '../rules/announced-alerts';
import type { AlertFeedOptions, AlertSocket, AnnouncedStore, FollowedIds } from './alert-feed';

const NO_IDS: readonly number[] = [];

export const pushConnectionSocket: AlertSocket = {
  handle: (handler) => registerPushHandler(MatchAlertsPush.alert, handler),
  handleStreamers: (handler) => registerPushHandler(AnchorsPush.hostLive, handler),
  hold: subscribeChannels,
  onOpen: (listener) =>
    useSocketStore.subscribe((state, previous) => {
      if (state.status === 'open' && previous.status !== 'open') listener();
    }),
};

const followed = (pick: (info: SubscriptionInfo) => readonly number[]): FollowedIds => ({
  current: () => {
    const info = useFollowsStore.getState().subscriptions.data;
    return info ? pick(info) : NO_IDS;
  },
  subscribe: (listener) => useFollowsStore.subscribe(listener),
});

export const storedAnnounced: AnnouncedStore = {
  load: () => readStoredJson(alertStorage.announced, parseAnnounced) ?? [],
  save: (list) => writeStored(alertStorage.announced, JSON.stringify(list)),
};

/** The feed's sources in the app; `watching` and `streamedMatch` are the owner's. */
export const appAlertSources = (owner: Pick<AlertFeedOptions, 'watching' | 'streamedMatch'>): AlertFeedOptions => ({
  socket: pushConnectionSocket,
  booked: followed((info) => info.subscribeMatchId),
  followedStreamers: followed((info) => info.subscribeHostId),
  now: () => useLiveMatchStore.getState().serverNow(),
  fetchMissed: fetchMissedAlerts,
  isCallAbsent: isMissedCallAbsent,
  announced: storedAnnounced,
  settings: loadAlertSettings(),
  ...owner,
});
