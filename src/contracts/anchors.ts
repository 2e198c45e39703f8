/**
 * The anchors (streamers) calls of spec section 7 ("Anchors", and the anchor list and team
 * logo of "Data services"), their answers and parsers. Shared by the app's anchors domain, the
 * development server's anchors routes and the tests. Parsers throw MalformedDataError; a bad row of a
 * list (a streamer, a live match, a moment) is dropped and reported instead.
 *
 * The anchor home's shapes live here; the live room's answers are in anchors-room.ts and the
 * weekly ranking's in anchors-rank.ts, so their parsers load with those pages, not with the
 * first screen (issue 27). Their types are named here too, for the components that show them.
 */
import { getCall, postFormCall, type CallSpec } from './http';
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
import { answer, object, type Infer } from './schema';

export type { StreamerRankItem } from './anchors-rank';

export const AnchorCalls = {
  /** GET on the configured host: pid, matchSource, t=1, momentSort → AnchorHome. */
  /** On the configured host, not the domain list's API domain (the spec's words for this call). */
  anchorList: getCall('/ssapi/anchor/list/v2', 'configured'),
  /** Optional filter `{ hostIds? }` → Host[]. */
  hostList: postFormCall('/api/forehead/live/host/list'),
  /** `{ hostId }` → HostMatchInfo | null. */
  hostLiveMatchInfo: postFormCall('/api/forehead/live/host/load/live/match/info'),
  /** `{ hostId, page, size, momentSort }` → MomentPage. */
  hostMoments: postFormCall('/api/forehead/live/host/moment/list'),
  /** `{ momentId, count }` → `{ momentId, count }` (the new total). */
  likeMoment: postFormCall('/api/forehead/live/host/moment/submit/batch/liked'),
  /** `{ hostId }` → ScheduleItem[]. */
  hostSchedule: postFormCall('/api/forehead/live/host/load/schedule'),
  /** → HostRankItem[] (the weekly ranking). */
  hostRank: postFormCall('/api/forehead/live/host/rank'),
  /** Login required. Body passed through: `{ subscribeHostId }` or `{ subscribeMatchId }`. */
  subscribe: postFormCall('/api/forehead/live/subscribe'),
  unsubscribe: postFormCall('/api/forehead/live/unsubscribe'),
  /** Login required → SubscriptionInfo (the user's follows and live bookings). */
  subscribeInfo: postFormCall('/api/forehead/live/user/subscribe/info'),
  /** Login required → comma-separated room ids, e.g. "9001,9002". */
  specialRoomIds: postFormCall('/api/forehead/live/liveRoom/getSpecialRoomIds'),
  /** GET `{ matchId, pid }` → TeamLogos. */
  teamLogo: getCall('/ssapi/team/logo'),
} as const satisfies Record<string, CallSpec>;

/** Live list tabs (spec section 4): 1 live, 2 starting soon, 3 scheduled. */
export const LiveListTab = { Live: 1, ComingSoon: 2, Scheduled: 3 } as const;
/** The most taps one likeMoment call may carry (the server refuses more). */
export const MOMENT_LIKES_PER_CALL = 100;

/** Moment sort: 1 newest, 2 most liked. */
export const MomentSort = { Newest: 1, MostLiked: 2 } as const;
export type MomentSortValue = (typeof MomentSort)[keyof typeof MomentSort];

const numbers = withDefault(listOf(asNumber), []);
const texts = withDefault(listOf(asString), []);
/** true or 1; anything else is not the last page. */
const isTrue = (value: Json): boolean => value === true || value === 1;

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

const moment = object({
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
export const parseAnchorHome = answer(anchorHome);
export const parseStreamerList = answer(listDroppingBad(streamer));

const momentPage = object({
  list: listDroppingBad(moment),
  page: asNumber,
  size: asNumber,
  momentSort: numberOr0,
  total: numberOr0,
  isLastPage: isTrue,
});
export type MomentPage = Infer<typeof momentPage>;
export const parseMomentPage = answer(momentPage);
export const parseMomentLike = answer(object({ momentId: asNumber, count: asNumber }));

const subscriptionInfo = object({ subscribeMatchId: numbers, subscribeHostId: numbers });
export type SubscriptionInfo = Infer<typeof subscriptionInfo>;
export const parseSubscriptionInfo = answer(subscriptionInfo);

/** "9001,9002" → [9001, 9002]; an empty string → []. */
export function parseSpecialRoomIds(data: Json): number[] {
  const text = data === null || data === undefined ? '' : asString(data, 'data');
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part, index) => {
      const id = Number(part);
      if (!Number.isInteger(id)) throw new MalformedDataError(`data[${index}]`, 'room id', part);
      return id;
    });
}
