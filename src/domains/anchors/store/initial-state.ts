/**
 * The anchors store's state (design section 4, lobe-chat layout): one store for the domain,
 * split into slices by the actions that own them. Server data is kept as received — as
 * resources (platform/store/resource: status, data, refresh, last-seen) and paged feeds — and
 * what pages show is derived from it by the spec's rules (`…Display`, see derive.ts) after
 * every change: load, push, login or logout.
 */
import type { FeedMap } from '../../../platform/store/keyed';
import {
  MomentSort,
  type Streamer,
  type StreamerMatchInfo,
  type StreamerRankItem,
  type LiveMatch,
  type Moment,
  type MomentSortValue,
  type ScheduleItem,
  type SubscriptionInfo,
  type TeamLogos,
} from '../../../contracts/anchors';
import { emptyFeed, type PagedFeed } from '../../../platform/store/paged-feed';
import { idleResource, type Resource } from '../../../platform/store/resource';
import type { LoadStatus } from '../../../lib/load-status';
import type { Banner } from '../rules/banners';

/** The anchor list as received (push messages patch it); its moments go to the home feed. */
export interface HomeData {
  streamers: Streamer[];
  liveMatches: LiveMatch[];
}

export interface HomeDisplay {
  /** Spec 5's streamer display rules applied to `home`. */
  streamers: Streamer[];
  liveMatches: LiveMatch[];
}

export interface BannerData {
  /** One per image of the rows, read once when they arrive (malformed rows dropped and reported then). */
  parsed: Banner[];
  /** File id of the anchor background (category 30306), if any. */
  backgroundImageId: string | null;
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
  /** Displayed streamers (banned dropped, schedules narrowed). */
  streamers: Streamer[];
  /** host/list has no paging: the page shows this many and grows by ALL_STREAMERS_PAGE_SIZE. */
  visibleCount: number;
  /** Single streamers loaded for their profile page (host/list narrowed to one id), by streamer id. */
  profileStatus: Record<number, LoadStatus>;
}

/** What the room's first call answers: the streamer and the match they stream now or next. */
export interface RoomData {
  rawStreamer: Streamer | null;
  /** The match the streamer streams now or next, as received. */
  rawMatchInfo: StreamerMatchInfo | null;
}

export interface RoomState {
  /** The streamer whose room this is; null before a room was opened. */
  hostId: number | null;
  /** The streamer and the match info. */
  main: Resource<RoomData>;
  /** Null when the streamer does not exist, is banned, or before loading. */
  streamer: Streamer | null;
  /** Shown: null when spec 5's entry rule hides that stream (another game id, a private room not allowed). */
  matchInfo: StreamerMatchInfo | null;
  logos: TeamLogos | null;
  /** The streamer's schedule as received. */
  rawSchedule: Resource<ScheduleItem[]>;
  /** Entries shown (spec 5's schedule entry rule), with private anchors filtered. */
  schedule: ScheduleItem[];
  /** How far the viewer's stream is behind live, as the player reports it; null when unknown. */
  delaySeconds: number | null;
  /** The viewer chose real-time scores over spoiler-safe ones. */
  realtime: boolean;
}

export interface AnchorsState {
  home: Resource<HomeData>;
  homeDisplay: HomeDisplay;
  banners: Resource<BannerData>;
  /** Shown: anchor banners only for a displayed streamer with that match scheduled. */
  shownBanners: Banner[];
  /** By MomentFeedKey. */
  moments: FeedMap<Moment, MomentSortValue>;
  /** Like taps per moment not yet sent (already counted in the moments shown). */
  pendingLikes: Record<number, number>;
  /** The user's follows (streamers) and live bookings (matches). */
  subscriptions: Resource<SubscriptionInfo>;
  rank: Resource<StreamerRankItem[]>;
  allStreamers: AllStreamersState;
  room: RoomState;
}

export const initialRoomState: RoomState = {
  hostId: null,
  main: idleResource(),
  streamer: null,
  matchInfo: null,
  logos: null,
  rawSchedule: idleResource(),
  schedule: [],
  delaySeconds: null,
  realtime: false,
};

export const initialAnchorsState: AnchorsState = {
  home: idleResource(),
  homeDisplay: { streamers: [], liveMatches: [] },
  banners: idleResource(),
  shownBanners: [],
  moments: {},
  pendingLikes: {},
  subscriptions: idleResource(),
  rank: idleResource(),
  allStreamers: { list: idleResource(), streamers: [], visibleCount: 0, profileStatus: {} },
  room: initialRoomState,
};

/** Page sizes of the lists. */
export const HOME_MOMENT_PAGE_SIZE = 20;
export const HOST_MOMENT_PAGE_SIZE = 10;
export const ALL_STREAMERS_PAGE_SIZE = 20;
