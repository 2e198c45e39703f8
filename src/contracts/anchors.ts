/**
 * The anchors (streamers) calls ("Anchors", and the anchor list and team
 * logo of "Data services"), their answers and parsers. Shared by the app's anchors domain, the
 * development server's anchors routes and the tests. Parsers throw MalformedDataError; a bad row of a
 * list (a streamer, a live match, a moment) is dropped and reported instead.
 *
 * The anchor home's shapes live here; the live room's answers are in anchors-room.ts, the
 * weekly ranking's in anchors-rank.ts and the moments' pages and likes in anchors-moments.ts, so
 * their parsers load with those pages and chunks, not with the first screen. Their types are named here too, for the components that show them.
 */
import { getCall, postFormCall } from './http';
import { anchorInfo, matchSummary } from './match';
import {
  asDate,
  asId,
  asNumber,
  asString,
  type Json,
  listDroppingBad,
  listOf,
  MalformedDataError,
  nullableNumber,
  nullableString,
  numberOr0,
  stringOrEmpty,
  withDefault,
} from './parse';
import {
  alwaysSent,
  codeParam,
  idListParam,
  integerParam,
  optionalIdParam,
  unreadParam,
  withFallback,
} from './request';
import { answer, ignored, object, withParts, type Infer, type SentAs } from './schema';

export type { StreamerRankItem } from './anchors-rank';

/** Live list tabs: 1 live, 2 starting soon, 3 scheduled. */
export const LiveListTab = { Live: 1, ComingSoon: 2, Scheduled: 3 } as const;
/** The most taps one likeMoment call may carry (the server refuses more). */
export const MOMENT_LIKES_PER_CALL = 100;

/** Moment sort: 1 newest, 2 most liked. */
export const MomentSort = { Newest: 1, MostLiked: 2 } as const;
export type MomentSortValue = (typeof MomentSort)[keyof typeof MomentSort];

const numbers = withDefault(listOf(asNumber), []);
const texts = withDefault(listOf(asString), []);

/** A schedule entry's fields; the room's schedule items (anchors-room.ts) add the match. */
export const scheduleFields = {
  matchId: asNumber,
  liveRoomId: asNumber,
  liveStatus: asNumber,
  startDate: asNumber,
  isTop: numberOr0,
  liveHostType: numberOr0,
  liveUserGroupId: nullableNumber,
  liveGroupUserType: nullableNumber,
  matchSource: asNumber,
  isLotteryProgress: numberOr0,
  redEnvelopeTotalAmount: numberOr0,
};
export const scheduleEntry = object(scheduleFields);
export type ScheduleEntry = Infer<typeof scheduleEntry>;

const streamer = object({
  id: asId,
  nickName: asString,
  /** YYYY-MM-DD, or null when unknown. */
  birthday: nullableString,
  tags: texts,
  pictureId: stringOrEmpty,
  introduction: stringOrEmpty,
  watcherCount: numberOr0,
  fansCount: numberOr0,
  liveStatus: asNumber,
  liveRoomId: numberOr0,
  /** 1 football, 2 basketball. */
  sportType: numberOr0,
  liveSchedule: withDefault(listOf(scheduleEntry), []),
});
export type Streamer = Infer<typeof streamer>;

const liveMatch = object({
  matchId: asId,
  startDate: asDate,
  /** The match status id. */
  status: asNumber,
  /** 1 being played, 0 before, 2 after. */
  activityStatus: numberOr0,
  matchTypeName: stringOrEmpty,
  sportType: numberOr0,
  match: matchSummary,
  hostList: withDefault(listOf(anchorInfo), []),
});
export type LiveMatch = Infer<typeof liveMatch>;

export const moment = object({
  id: asId,
  hostId: asId,
  nickName: stringOrEmpty,
  pictureId: stringOrEmpty,
  content: stringOrEmpty,
  pictureIds: texts,
  likeCount: numberOr0,
  commentCount: numberOr0,
  createDate: asDate,
});
export type Moment = Infer<typeof moment>;

const anchorHome = object({
  hosts: listDroppingBad(streamer),
  liveMatchList: withDefault(listDroppingBad(liveMatch), []),
  hostMomentList: withDefault(listDroppingBad(moment), []),
});
export type AnchorHome = Infer<typeof anchorHome>;
const streamers = listDroppingBad(streamer);
export const parseStreamerList = answer(streamers);

const subscriptionInfo = object({ subscribeMatchId: numbers, subscribeHostId: numbers });
export type SubscriptionInfo = Infer<typeof subscriptionInfo>;

/** "9001,9002" → [9001, 9002]; an empty string → []. */
const specialRoomIds: SentAs<number[], string> = withParts(
  (data: Json, path: string): number[] =>
    (data === null || data === undefined ? '' : asString(data, path))
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part, index) => {
        const id = Number(part);
        if (!Number.isInteger(id)) throw new MalformedDataError(`${path}[${index}]`, 'room id', part);
        return id;
      }),
  {
    absentOk: true as const,
    json: { type: 'string', pattern: '^[0-9,\\s]*$', description: 'Comma-separated room ids.' },
  },
);

// ---------------------------------------------------------------------------------------------
// Calls (the live room's are anchors-room.ts's, the weekly ranking's anchors-rank.ts's, the
// moments' pages and likes anchors-moments.ts's)

/** A feed's sort as the anchor list and the moments' pages take it. */
export const momentSort = alwaysSent(
  withFallback(codeParam([MomentSort.Newest, MomentSort.MostLiked], '应为 1（最新）或 2（最热）'), MomentSort.Newest),
);
/** Following a streamer or booking a match: one of the two (the server refuses neither). */
const subscribeTarget = { subscribeHostId: optionalIdParam, subscribeMatchId: optionalIdParam };

export const AnchorCalls = {
  /**
   * On the configured host, not the domain list's API domain (the spec's words for this call).
   * pid and t are the app's own bookkeeping; matchSource is answered raw (the app filters).
   */
  anchorList: getCall(
    '/ssapi/anchor/list/v2',
    {
      pid: alwaysSent(unreadParam<number>()),
      matchSource: alwaysSent(integerParam(0)),
      t: alwaysSent(unreadParam<1>()),
      momentSort,
    },
    anchorHome,
    { host: 'configured' },
  ),
  /** Every streamer, or those of `hostIds`. */
  hostList: postFormCall('/api/forehead/live/host/list', { hostIds: idListParam('主播') }, streamers),
  /** The spec's "body passthrough", `{ subscribeHostId }` or `{ subscribeMatchId }`. */
  subscribe: postFormCall('/api/forehead/live/subscribe', subscribeTarget, ignored, { auth: 'login' }),
  unsubscribe: postFormCall('/api/forehead/live/unsubscribe', subscribeTarget, ignored, { auth: 'login' }),
  /** The user's follows and live bookings. */
  subscribeInfo: postFormCall('/api/forehead/live/user/subscribe/info', {}, subscriptionInfo, { auth: 'login' }),
  /** Comma-separated room ids, e.g. "9001,9002". */
  specialRoomIds: postFormCall('/api/forehead/live/liveRoom/getSpecialRoomIds', {}, specialRoomIds, {
    auth: 'login',
  }),
} as const;
