/**
 * The anchor home (/anchor): the anchor list (streamers, live matches, first page of moments), a
 * resource (platform/store/resource): skeleton, refresh in place, error state with retry, kept as
 * last-seen data so that the next visit shows it at once. Its banners are the promotions' (the
 * place `anchorHome`, features/promotions).
 */
import { type AnchorHome, type Streamer, type LiveMatch, type MomentSortValue } from '../../../contracts/anchors';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { resourceLoader } from '../../../platform/store/resource';
import { speculativeRead } from '../../../platform/http/speculative-read';
import { anchorsApi } from '../api/anchors-api';
import type { AnchorsSlice } from './initial-state';
import type { MomentActions } from './moments-actions';
import { emptyMomentFeed, type HomeData } from './initial-state';
import { fieldSlot } from '../../../platform/store/domain-store';

export interface HomeActions {
  /** First load, or a refresh that keeps what is shown when it fails. Concurrent calls share one request. */
  loadHome(): Promise<void>;
  /**
   * Asks for the anchor list with the game id the config will most likely answer, while the
   * config is on its way: the load that follows the config takes that answer when the id was right.
   * The list is the same whoever asks (private rooms are kept or dropped here, by the user's ids).
   */
  guessHome(): void;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
/**
 * A kept anchor list of this version's shape: two lists of objects with ids. A copy or a row that
 * is null throws here, and readLastSeen drops a copy whose check throws as it drops one refused.
 */
const isHomeData = (value: unknown): value is HomeData => {
  const data = value as Partial<HomeData>;
  return (
    isList(data.streamers) &&
    isList(data.liveMatches) &&
    data.streamers.every((streamer: Streamer) => typeof streamer.id === 'number' && isList(streamer.liveSchedule)) &&
    data.liveMatches.every((item: LiveMatch) => typeof item.matchId === 'number' && typeof item.match === 'object')
  );
};

/**
 * The live matches a kept copy holds. A returning visit's first screen shows a few of them (the
 * focus cards, the first of the list) until the fresh list replaces the copy; the whole list
 * (75 matches, ~80,000 characters, on a busy evening) would push the copy past its size bound,
 * and a copy too big to keep is no copy at all.
 */
export const KEPT_LIVE_MATCHES = 30;

/**
 * The list read by the 主播 tab's badge at start is the one the anchor home shows when it opens
 * right after: its own load does not ask again within this long (the push keeps it current).
 */
export const HOME_FRESH_MS = 5000;

/** The home's answer carries the first moments: the moments slice keeps them. */
type HomeNeeds = Pick<MomentActions, 'receiveHomeMoments' | 'markHomeMomentsLoading' | 'markHomeMomentsFailed'>;

/** The anchor list asked for: its game id and the first moments' sort. */
interface HomeQuery {
  /**
   * The platform's game id (common config `stSportJumpGame`): sent as `pid` and `matchSource`,
   * the streams this portal may show.
   */
  gameId: number;
  momentSort: MomentSortValue;
}

export const createHomeActions: AnchorsSlice<HomeActions, HomeNeeds> = (set, get, scope) => {
  let requested: { sort: MomentSortValue; moments: AnchorHome['hostMomentList'] } | null = null;
  const anchorList = speculativeRead({
    read: ({ gameId, momentSort }: HomeQuery) =>
      anchorsApi.anchorList({ pid: gameId, matchSource: gameId, t: 1, momentSort }, { silent: true }),
    sameQuery: (a, b) => a.gameId === b.gameId && a.momentSort === b.momentSort,
  });
  const momentSort = () => get().moments.home?.query ?? emptyMomentFeed.query;

  const home = resourceLoader<HomeData>({
    scope,
    slot: fieldSlot(get, set, 'home'),
    freshForMs: HOME_FRESH_MS,
    fetch: async () => {
      const sort = momentSort();
      const data = await anchorList.read({
        gameId: configSelectors.sportJumpGame(useConfigStore.getState()),
        momentSort: sort,
      });
      requested = { sort, moments: data.hostMomentList };
      return { streamers: data.hosts, liveMatches: data.liveMatchList };
    },
    onFresh: () => {
      if (requested) get().receiveHomeMoments(requested.sort, requested.moments);
    },
    lastSeen: {
      name: 'anchors:home',
      version: 1,
      accept: isHomeData,
      keep: (data) => ({ ...data, liveMatches: data.liveMatches.slice(0, KEPT_LIVE_MATCHES) }),
    },
  });

  return {
    loadHome: async () => {
      if (get().home.status !== 'ready') get().markHomeMomentsLoading();
      await home.load();
      if (get().home.status === 'failed') get().markHomeMomentsFailed();
    },
    guessHome: () =>
      anchorList.guess({
        gameId: configSelectors.expectedSportJumpGame(useConfigStore.getState()),
        momentSort: momentSort(),
      }),
  };
};
