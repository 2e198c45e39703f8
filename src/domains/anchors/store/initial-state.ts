/**
 * The anchors store's state (design section 4, lobe-chat layout): one store for the domain,
 * split into slices by the actions that own them. Server data is kept as received (`hosts`,
 * `liveMatches`, `raw…`) and what pages show is derived from it by the spec's rules
 * (`display…`, see derive.ts) after every change: load, push, login or logout.
 */
import {
  MomentSort,
  type Host,
  type HostMatchInfo,
  type HostRankItem,
  type LiveMatch,
  type Moment,
  type MomentSortValue,
  type ScheduleItem,
  type TeamLogos,
} from '../../../contracts/anchors';
import type { MatchLivePayload } from '../../../contracts/push';
import type { Banner } from '../rules/banners';
import type { Timed } from '../rules/live-history';

/** idle: never asked · loading: first load · ready: data shown · failed: first load failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface HomeState {
  status: LoadStatus;
  /** A refresh of data already shown is running; a failed one keeps what is shown. */
  refreshing: boolean;
  /** As received from the anchor list (push messages patch them). */
  hosts: Host[];
  liveMatches: LiveMatch[];
  /** What the pages show: spec 5's streamer display rules applied to the above. */
  displayHosts: Host[];
  displayLiveMatches: LiveMatch[];
}

export interface BannersState {
  status: LoadStatus;
  /** One per image of the rows, read once when they arrive (malformed rows dropped and reported then). */
  parsed: Banner[];
  /** Shown: anchor banners only for a displayed host with that match scheduled. */
  banners: Banner[];
  /** File id of the anchor background (category 30306), if any. */
  backgroundImageId: string | null;
}

/** Which moment list: the home feed (every host) or one host's. */
export type MomentFeedKey = 'home' | `host:${number}`;
export const hostFeedKey = (hostId: number): MomentFeedKey => `host:${hostId}`;

export interface MomentFeed {
  /** Of the first page; later pages report through `loadingMore` and `moreFailed`. */
  status: LoadStatus;
  list: Moment[];
  /** The last page loaded (0 before the first). */
  page: number;
  isLastPage: boolean;
  sort: MomentSortValue;
  loadingMore: boolean;
  moreFailed: boolean;
}

export const emptyMomentFeed: MomentFeed = {
  status: 'idle',
  list: [],
  page: 0,
  isLastPage: false,
  sort: MomentSort.Newest,
  loadingMore: false,
  moreFailed: false,
};

export interface SubscriptionsState {
  status: LoadStatus;
  /** Followed hosts. */
  hostIds: number[];
  /** Followed (booked) matches: the user's live bookings. */
  matchIds: number[];
}

export interface RankState {
  status: LoadStatus;
  items: HostRankItem[];
}

export interface AllHostsState {
  status: LoadStatus;
  raw: Host[];
  /** Displayed hosts (banned dropped, schedules narrowed). */
  hosts: Host[];
  /** host/list has no paging: the page shows this many and grows by ALL_HOSTS_PAGE_SIZE. */
  visibleCount: number;
  /** Single hosts loaded for their profile page (host/list narrowed to one id), by host id. */
  profileStatus: Record<number, LoadStatus>;
}

export interface RoomState {
  /** The host whose room this is; null before a room was opened. */
  hostId: number | null;
  /** Of the host and the match info. */
  status: LoadStatus;
  rawHost: Host | null;
  /** Null when the host does not exist, is banned, or before loading. */
  host: Host | null;
  /** The match the host streams now or next, as received. */
  rawMatchInfo: HostMatchInfo | null;
  /** Shown: null when spec 5's entry rule hides that stream (another game id, a private room not allowed). */
  matchInfo: HostMatchInfo | null;
  logos: TeamLogos | null;
  scheduleStatus: LoadStatus;
  rawSchedule: ScheduleItem[];
  /** Entries shown (spec 5's schedule entry rule), with private anchors filtered. */
  schedule: ScheduleItem[];
  /** How far the viewer's stream is behind live, as the player reports it; null when unknown. */
  delaySeconds: number | null;
  /** The viewer chose real-time scores over spoiler-safe ones. */
  realtime: boolean;
}

export interface AnchorsState {
  home: HomeState;
  banners: BannersState;
  moments: Partial<Record<MomentFeedKey, MomentFeed>>;
  /** Like taps per moment not yet sent (already counted in the moments shown). */
  pendingLikes: Record<number, number>;
  subscriptions: SubscriptionsState;
  /** Private rooms the user may enter (empty unless fetched, see rules/private-rooms). */
  specialRoomIds: number[];
  rank: RankState;
  allHosts: AllHostsState;
  room: RoomState;
  /** Pushed live values per match id, with server time, oldest first (rules/live-history). */
  matchLive: Record<number, Timed<MatchLivePayload>[]>;
  /** Server clock minus device clock, from the push messages' times. */
  clockOffsetMs: number;
}

export const initialRoomState: RoomState = {
  hostId: null,
  status: 'idle',
  rawHost: null,
  host: null,
  rawMatchInfo: null,
  matchInfo: null,
  logos: null,
  scheduleStatus: 'idle',
  rawSchedule: [],
  schedule: [],
  delaySeconds: null,
  realtime: false,
};

export const initialAnchorsState: AnchorsState = {
  home: { status: 'idle', refreshing: false, hosts: [], liveMatches: [], displayHosts: [], displayLiveMatches: [] },
  banners: { status: 'idle', parsed: [], banners: [], backgroundImageId: null },
  moments: {},
  pendingLikes: {},
  subscriptions: { status: 'idle', hostIds: [], matchIds: [] },
  specialRoomIds: [],
  rank: { status: 'idle', items: [] },
  allHosts: { status: 'idle', raw: [], hosts: [], visibleCount: 0, profileStatus: {} },
  room: initialRoomState,
  matchLive: {},
  clockOffsetMs: 0,
};

/** Page sizes of the lists. */
export const HOME_MOMENT_PAGE_SIZE = 20;
export const HOST_MOMENT_PAGE_SIZE = 10;
export const ALL_HOSTS_PAGE_SIZE = 20;
