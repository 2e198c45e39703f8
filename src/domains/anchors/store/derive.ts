/**
 * Applies the spec's display rules to the server data in the state. Every action that changes
 * server data returns its new state through `withDisplay`, and the domain re-derives when who
 * is looking changes (login, special rooms, the game id: match/store/display-context), so what
 * the pages read is never out of step with what was received.
 */
import { currentDisplayContext } from '../../match/store/display-context';
import type { DisplayContext } from '../../match/rules/match-anchors';
import { filterPrivateAnchors } from '../../match/rules/private-rooms';
import { keepReachableBanners } from '../rules/banners';
import { displayStreamers, displayLiveMatches, displayMatchInfo } from '../rules/streamer-display';
import { isDisplayableEntry } from '../../match/rules/match-anchors';
import type { ResourceSlot, Resource } from '../../../platform/store/resource';
import type { GetAnchors, SetAnchors } from './anchors-store';
import type { AnchorsState } from './initial-state';

export function withDisplay<State extends AnchorsState>(
  state: State,
  context: DisplayContext = currentDisplayContext(),
): State {
  const homeStreamers = state.home.data?.streamers ?? [];
  const streamers = displayStreamers(homeStreamers, context);
  const { rawStreamer, rawMatchInfo } = state.room.main.data ?? { rawStreamer: null, rawMatchInfo: null };
  const rawSchedule = state.room.rawSchedule.data ?? [];
  return {
    ...state,
    homeDisplay: {
      streamers: streamers,
      liveMatches: displayLiveMatches(state.home.data?.liveMatches ?? [], homeStreamers, context),
    },
    shownBanners: keepReachableBanners(state.banners.data?.parsed ?? [], streamers),
    allStreamers: { ...state.allStreamers, streamers: displayStreamers(state.allStreamers.list.data ?? [], context) },
    room: {
      ...state.room,
      streamer: rawStreamer ? (displayStreamers([rawStreamer], context)[0] ?? null) : null,
      matchInfo: displayMatchInfo(rawMatchInfo, [...rawSchedule, ...(rawStreamer?.liveSchedule ?? [])], context),
      schedule: rawSchedule
        .filter((item) => isDisplayableEntry(item, context))
        .map((item) => {
          const match = filterPrivateAnchors(item.match, context);
          return match === item.match ? item : { ...item, match };
        }),
    },
  };
}

/** A resource of the store whose changes of data re-derive what pages show (status changes do not). */
export function derivedSlot<T>(
  set: SetAnchors,
  get: GetAnchors,
  read: (state: AnchorsState) => Resource<T>,
  write: (state: AnchorsState, resource: Resource<T>) => AnchorsState,
): ResourceSlot<T> {
  return {
    get: () => read(get()),
    set: (resource) =>
      set((state) => {
        const next = write(state, resource);
        return resource.data === read(state).data ? next : withDisplay(next);
      }),
  };
}
