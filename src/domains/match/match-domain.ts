/**
 * The shared match layer's descriptor: no pages of its own; it registers the `match.*` push
 * handlers (and the streamers' `host-live`, which the domains that keep streamers follow) once for
 * the whole app, and loads at login the user's special rooms (the private-room rule of every page
 * that shows a match's anchors) and the user's follows and bookings (the follow buttons of the
 * anchor pages and the live room; the anchors domain lends them to an attention banner's 关注 of
 * a streamer). First in the domain list.
 */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { followSession } from '../../platform/session/follow-session';
import { watchLoggedIn } from '../../platform/session/session-store';
import { alertStorage } from './alerts/alert-storage';
import { MATCH_DOMAIN } from './match-domain-id';
import { registerMatchPushHandlers } from './store/match-push-handlers';
import { useFollowsStore } from './store/follows-store';
import { useRoomAccessStore } from './store/room-access-store';

export const matchDomain = defineDomain({
  id: MATCH_DOMAIN,
  storageKeys: Object.values(alertStorage),
  overlays: [
    {
      // The followed matches' alerts over every page, for a logged-in fan, after the first screen.
      id: 'match-alerts',
      late: true,
      watch: watchLoggedIn,
      load: () => import(/* webpackChunkName: "match-alerts" */ './alerts/components/match-alerts-overlay'),
    },
  ],
  start: () => {
    const stopHandlers = registerMatchPushHandlers();
    const stopSession = followSession(() => void useRoomAccessStore.getState().loadSpecialRooms());
    const stopFollows = followSession(() => void useFollowsStore.getState().refreshSubscriptions());
    return () => {
      stopFollows();
      stopSession();
      stopHandlers();
    };
  },
});
