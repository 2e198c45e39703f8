/**
 * Private rooms the user may enter: the special-room ids, fetched for a
 * logged-in user when the platform flag holds (rules/private-rooms), forgotten at logout.
 * Every page that shows a match's anchors filters them with these (rules/match-anchors).
 */
import { currentPlatformVersion } from '../../../platform/config/platform-version';
import { isLoggedIn, useSessionStore } from '../../../platform/session/session-store';
import { createDomainStore } from '../../../platform/store/domain-store';
import { matchApi } from '../api/match-api';
import { MATCH_DOMAIN } from '../match-domain-id';
import { shouldFetchSpecialRooms } from '../rules/private-rooms';

export interface RoomAccessState {
  /** Empty unless fetched: private rooms stay hidden, the safe side. */
  specialRoomIds: number[];
}

export interface RoomAccessActions {
  /** The private rooms the user may enter, when logged in and the platform flag holds. */
  loadSpecialRooms(): Promise<void>;
  clearUserData(): void;
}

const initialRoomAccessState: RoomAccessState = { specialRoomIds: [] };

export const useRoomAccessStore = createDomainStore<RoomAccessState, RoomAccessActions>(
  MATCH_DOMAIN,
  initialRoomAccessState,
  (set, _get, scope) => ({
    loadSpecialRooms: async () => {
      if (!shouldFetchSpecialRooms(isLoggedIn(), currentPlatformVersion())) return;
      const epoch = scope.epoch();
      const { token } = useSessionStore.getState();
      try {
        const specialRoomIds = await matchApi.specialRoomIds(undefined, { silent: true });
        if (scope.isCurrent(epoch) && useSessionStore.getState().token === token) set({ specialRoomIds });
      } catch {
        // Without the list, private rooms stay hidden: the safe side.
      }
    },
    clearUserData: () => set({ specialRoomIds: [] }),
  }),
);
