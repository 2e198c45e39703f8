/**
 * The anchors domain's calls (the anchor list and team logo of "Data services"):
 * one plain typed function per endpoint, over the one HTTP client. Answers are parsed here,
 * once, by the contract's parsers. No React and no domain store: actions call these; the calls
 * that read matches (`liveMatchList`) also seed the match layer's live-match store. The live
 * room's calls are in anchors-room-api.ts and the weekly ranking's in anchors-rank-api.ts: they
 * load with those pages' actions, not with the first screen.
 */
import {
  AnchorCalls,
  parseAnchorHome,
  parseStreamerList,
  parseMomentLike,
  parseMomentPage,
  parseSpecialRoomIds,
  parseSubscriptionInfo,
  type AnchorHome,
  type Streamer,
  type MomentPage,
  type MomentSortValue,
  type SubscriptionInfo,
} from '../../../contracts/anchors';
import { callApi, type CallOptions } from '../../../platform/http/http-client';
import { liveMatchList } from '../../match/api/live-match-list';

export interface AnchorHomeQuery {
  /**
   * The platform's game id (common config `stSportJumpGame`): sent as `pid` and `matchSource`,
   * the streams this portal may show.
   */
  gameId: number;
  momentSort: MomentSortValue;
}

/** GET /ssapi/anchor/list/v2: streamers, live matches and the first page of moments. */
export const fetchAnchorHome = liveMatchList(
  ({ gameId, momentSort }: AnchorHomeQuery, options?: CallOptions): Promise<AnchorHome> =>
    callApi(AnchorCalls.anchorList, { pid: gameId, matchSource: gameId, t: 1, momentSort }, parseAnchorHome, options),
  (home) => home.liveMatchList.map((item) => item.match),
);

/** host/list, optionally narrowed to some streamers. */
export const fetchStreamerList = (
  filter: { hostIds?: readonly number[] } = {},
  options?: CallOptions,
): Promise<Streamer[]> =>
  callApi(
    AnchorCalls.hostList,
    filter.hostIds ? { hostIds: [...filter.hostIds] } : undefined,
    parseStreamerList,
    options,
  );

export interface MomentQuery {
  /** Absent: the moments of every streamer (the anchor home's feed). */
  hostId?: number;
  page: number;
  size: number;
  momentSort: MomentSortValue;
}

/** host/moment/list: one page of moments. */
export const fetchMoments = (
  { hostId, page, size, momentSort }: MomentQuery,
  options?: CallOptions,
): Promise<MomentPage> =>
  callApi(AnchorCalls.hostMoments, { hostId, page, size, momentSort }, parseMomentPage, options);

/** host/moment/submit/batch/liked: `count` taps at once; answers the moment's new total. */
export const submitMomentLikes = (
  momentId: number,
  count: number,
  options?: CallOptions,
): Promise<{ momentId: number; count: number }> =>
  callApi(AnchorCalls.likeMoment, { momentId, count }, parseMomentLike, options);

/** What a follow names: a streamer or a match (the body is passed through as is). */
export type SubscribeTarget = { subscribeHostId: number } | { subscribeMatchId: number };

/** subscribe (login required). */
export const subscribe = (target: SubscribeTarget, options?: CallOptions): Promise<void> =>
  callApi(AnchorCalls.subscribe, { ...target }, () => undefined, options);

/** unsubscribe (login required). */
export const unsubscribe = (target: SubscribeTarget, options?: CallOptions): Promise<void> =>
  callApi(AnchorCalls.unsubscribe, { ...target }, () => undefined, options);

/** user/subscribe/info (login required): the followed streamers and the booked matches. */
export const fetchSubscriptionInfo = (options?: CallOptions): Promise<SubscriptionInfo> =>
  callApi(AnchorCalls.subscribeInfo, undefined, parseSubscriptionInfo, options);

/** liveRoom/getSpecialRoomIds (login required): the private rooms the user may enter. */
export const fetchSpecialRoomIds = (options?: CallOptions): Promise<number[]> =>
  callApi(AnchorCalls.specialRoomIds, undefined, parseSpecialRoomIds, options);
