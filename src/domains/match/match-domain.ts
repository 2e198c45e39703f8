/**
 * The shared match layer's descriptor: no pages of its own; it registers the `match.*` push
 * handlers once for the whole app, and loads the user's special rooms at login (the private-room
 * rule of every page that shows a match's anchors). First in the domain list.
 */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { followSession } from '../../platform/session/follow-session';
import { MATCH_DOMAIN } from './match-domain-id';
import { registerMatchPushHandlers } from './store/match-push-handlers';
import { useRoomAccessStore } from './store/room-access-store';

export const matchDomain = defineDomain({
  id: MATCH_DOMAIN,
  start: () => {
    const stopHandlers = registerMatchPushHandlers();
    const stopSession = followSession(() => void useRoomAccessStore.getState().loadSpecialRooms());
    return () => {
      stopSession();
      stopHandlers();
    };
  },
});
