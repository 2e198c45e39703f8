/**
 * Applies the spec's display rules to the server data in the state. Every action that changes
 * server data (or who the user is) returns its new state through `withDisplay`, so what the
 * pages read is never out of step with what was received.
 */
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { isLoggedIn } from '../../../platform/session/session-store';
import { keepReachableBanners } from '../rules/banners';
import { filterPrivateAnchors } from '../rules/private-rooms';
import {
  displayHosts,
  displayLiveMatches,
  displayMatchInfo,
  isDisplayableEntry,
  type DisplayContext,
} from '../rules/streamer-display';
import type { AnchorsState } from './initial-state';

/** Who is looking and on which platform: the inputs of the rules besides the data. */
export function currentDisplayContext(state: Pick<AnchorsState, 'specialRoomIds'>): DisplayContext {
  return {
    jumpGameId: configSelectors.sportJumpGame(useConfigStore.getState()),
    loggedIn: isLoggedIn(),
    allowedRoomIds: new Set(state.specialRoomIds),
  };
}

export function withDisplay<State extends AnchorsState>(
  state: State,
  context: DisplayContext = currentDisplayContext(state),
): State {
  const hosts = displayHosts(state.home.hosts, context);
  const { rawHost, rawSchedule, rawMatchInfo } = state.room;
  return {
    ...state,
    home: {
      ...state.home,
      displayHosts: hosts,
      displayLiveMatches: displayLiveMatches(state.home.liveMatches, state.home.hosts, context),
    },
    banners: { ...state.banners, banners: keepReachableBanners(state.banners.parsed, hosts) },
    allHosts: { ...state.allHosts, hosts: displayHosts(state.allHosts.raw, context) },
    room: {
      ...state.room,
      host: rawHost ? (displayHosts([rawHost], context)[0] ?? null) : null,
      matchInfo: displayMatchInfo(rawMatchInfo, [...rawSchedule, ...(rawHost?.liveSchedule ?? [])], context),
      schedule: rawSchedule
        .filter((item) => isDisplayableEntry(item, context))
        .map((item) => {
          const match = filterPrivateAnchors(item.match, context);
          return match === item.match ? item : { ...item, match };
        }),
    },
  };
}
