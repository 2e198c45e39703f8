/**
 * The anchors domain's calls (the anchor list and team logo of "Data services"):
 * one plain typed function per endpoint, over the one HTTP client. Answers are parsed here,
 * once, by the contract's parsers. No React and no domain store: actions call these; the calls
 * that read matches (`liveMatchList`) also seed the match layer's live-match store. The live
 * room's calls are in anchors-room-api.ts, the weekly ranking's in anchors-rank-api.ts, the
 * moments' pages and likes in anchors-moments-api.ts and the user's follows in
 * anchors-follow-api.ts: they load with those actions' chunks, not with the first screen.
 */
import { AnchorCalls, type AnchorHome, type Streamer, type MomentSortValue } from '../../../contracts/anchors';
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
    callApi(AnchorCalls.anchorList, { pid: gameId, matchSource: gameId, t: 1, momentSort }, options),
  (home) => home.liveMatchList.map((item) => item.match),
);

/** host/list, optionally narrowed to some streamers. */
export const fetchStreamerList = (
  filter: { hostIds?: readonly number[] } = {},
  options?: CallOptions,
): Promise<Streamer[]> =>
  callApi(AnchorCalls.hostList, filter.hostIds ? { hostIds: filter.hostIds } : undefined, options);

/** liveRoom/getSpecialRoomIds (login required): the private rooms the user may enter. */
export const fetchSpecialRoomIds = (options?: CallOptions): Promise<number[]> =>
  callApi(AnchorCalls.specialRoomIds, undefined, options);
