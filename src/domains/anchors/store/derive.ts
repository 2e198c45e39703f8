/**
 * Applies the spec's display rules to the server data in the state. Every action that changes
 * server data returns its new state through `withDisplay`, and the domain re-derives when who
 * is looking changes (login, special rooms, the game id: match/store/display-context) or a
 * shown match's pushed status changes (follow-matches.ts), so what the pages read is never out
 * of step with what was received. Pushed statuses are read from the live-match store here, at
 * derive time: the server data in the state stays as it was received.
 */
import type { LiveMatch } from '../../../contracts/anchors';
import { matchPhase, sportOf } from '../../match/rules/match-status';
import { currentDisplayContext } from '../../match/store/display-context';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { liveMatchSelectors } from '../../match/store/selectors';
import type { DisplayContext } from '../../match/rules/match-anchors';
import { filterPrivateAnchors } from '../../match/rules/private-rooms';
import { keepReachableBanners } from '../rules/banners';
import { ActivityStatus, displayStreamers, displayLiveMatches, displayMatchInfo } from '../rules/streamer-display';
import { isDisplayableEntry } from '../../match/rules/match-anchors';
import type { ResourceSlot, Resource } from '../../../platform/store/resource';
import type { GetAnchors, SetAnchors } from './anchors-store';
import type { AnchorsState } from './initial-state';

/** The status a live-match item shows: the match layer's newest (pushed) one, else the item's own. */
export function pushedStatusOf(item: LiveMatch): number {
  return liveMatchSelectors.latestMatchLive(item.matchId)(useLiveMatchStore.getState())?.statusId ?? item.status;
}

/** 1 while being played, 0 before, 2 after: a live-match item's activity from its status. */
function activityOf(item: LiveMatch, statusId: number): number {
  const phase = matchPhase(sportOf(item.match.sport || item.sportType), statusId);
  return phase === 'in-play' ? ActivityStatus.Live : phase === 'not-started' ? ActivityStatus.NotLive : 2;
}

/** Live-match items with the match layer's statuses (an item whose status did not move is kept as is). */
function withPushedStatuses(items: readonly LiveMatch[]): LiveMatch[] {
  return items.map((item) => {
    const statusId = pushedStatusOf(item);
    return statusId === item.status ? item : { ...item, status: statusId, activityStatus: activityOf(item, statusId) };
  });
}

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
      liveMatches: displayLiveMatches(withPushedStatuses(state.home.data?.liveMatches ?? []), homeStreamers, context),
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
