/**
 * The anchors store's state: one store for the domain, split into slices by the actions that
 * own them. Server data is kept as received — as resources (platform/store/resource: status,
 * data, refresh, last-seen), keyed resources and paged feeds; what pages show is derived from
 * it by the display rules when it is read (selectors.ts `shown`, components/use-shown.ts), for
 * whoever is looking and with the match layer's newest statuses.
 */
import type { FeedMap } from '../../../platform/store/keyed';
import {
  MomentSort,
  type Streamer,
  type StreamerRankItem,
  type LiveMatch,
  type Moment,
  type MomentSortValue,
} from '../../../contracts/anchors';
import { emptyFeed, type PagedFeed } from '../../../platform/store/paged-feed';
import { idleResource, type Resource } from '../../../platform/store/resource';
import type { LoadStatus } from '../../../lib/load-status';
import type { StateSlice } from '../../../platform/store/domain-store';

/** The anchor list as received (push messages patch it); its moments go to the home feed. */
export interface HomeData {
  streamers: Streamer[];
  liveMatches: LiveMatch[];
}

/** Which moment list: the home feed (every streamer) or one streamer's. */
export type MomentFeedKey = 'home' | `streamer:${number}`;
export const streamerFeedKey = (hostId: number): MomentFeedKey => `streamer:${hostId}`;

/** A moment list; its query is the sort. */
export type MomentFeed = PagedFeed<Moment, MomentSortValue>;
export const emptyMomentFeed: MomentFeed = emptyFeed<Moment, MomentSortValue>(MomentSort.Newest);

export interface AllStreamersState {
  /** host/list as received. */
  list: Resource<Streamer[]>;
  /** host/list has no paging: the page shows this many and grows by ALL_STREAMERS_PAGE_SIZE. */
  visibleCount: number;
  /** Single streamers loaded for their profile page (host/list narrowed to one id), by streamer id. */
  profileStatus: Record<number, LoadStatus>;
}

export interface AnchorsState {
  home: Resource<HomeData>;
  /** By MomentFeedKey. */
  moments: FeedMap<Moment, MomentSortValue>;
  /** Like taps per moment not yet sent (already counted in the moments shown). */
  pendingLikes: Record<number, number>;
  rank: Resource<StreamerRankItem[]>;
  allStreamers: AllStreamersState;
}

export const initialAnchorsState: AnchorsState = {
  home: idleResource(),
  moments: {},
  pendingLikes: {},
  rank: idleResource(),
  allStreamers: { list: idleResource(), visibleCount: 0, profileStatus: {} },
};

/** Page sizes of the lists. */
export const HOME_MOMENT_PAGE_SIZE = 20;
export const HOST_MOMENT_PAGE_SIZE = 10;
export const ALL_STREAMERS_PAGE_SIZE = 20;

/** A slice of the anchors store: its state, and the sibling actions it calls (`Needs`). */
export type AnchorsSlice<Actions, Needs = unknown> = StateSlice<AnchorsState, Actions, Needs>;
