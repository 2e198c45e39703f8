/**
 * The anchors (streamers) calls of spec section 7 ("Anchors", and the anchor list and team
 * logo of "Data services"), their answers and parsers. Shared by the app's anchors domain, the
 * development server's anchors routes and the tests. Parsers throw MalformedDataError; a bad row of a
 * list (a streamer, a live match, a moment) is dropped and reported instead.
 */
import { getCall, postFormCall, type CallSpec } from './http';
import {
  asDate,
  asId,
  asNumber,
  asObject,
  asString,
  listDroppingBad,
  listOf,
  MalformedDataError,
  optional,
  withDefault,
  type Json,
  numberOr0,
  stringOrEmpty,
  nullableNumber,
} from './parse';
import { parseAnchorInfo, parseMatchSummary, type AnchorInfo, type MatchSummary } from './match';

export const AnchorCalls = {
  /** GET on the configured host: pid, matchSource, t=1, momentSort → AnchorHome. */
  anchorList: getCall('/ssapi/anchor/list/v2'),
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

export interface ScheduleEntry {
  matchId: number;
  liveRoomId: number;
  liveStatus: number;
  startDate: number;
  isTop: number;
  liveHostType: number;
  liveUserGroupId: number | null;
  liveGroupUserType: number | null;
  matchSource: number;
  isLotteryProgress: number;
  redEnvelopeTotalAmount: number;
}

export interface Streamer {
  id: number;
  nickName: string;
  /** YYYY-MM-DD, or null when unknown. */
  birthday: string | null;
  tags: string[];
  pictureId: string;
  introduction: string;
  watcherCount: number;
  fansCount: number;
  liveStatus: number;
  liveRoomId: number;
  /** 1 football, 2 basketball. */
  sportType: number;
  liveSchedule: ScheduleEntry[];
}

export interface LiveMatch {
  matchId: number;
  startDate: number;
  /** The match status id. */
  status: number;
  /** 1 being played, 0 before, 2 after. */
  activityStatus: number;
  matchTypeName: string;
  sportType: number;
  match: MatchSummary;
  hostList: AnchorInfo[];
}

export interface Moment {
  id: number;
  hostId: number;
  nickName: string;
  pictureId: string;
  content: string;
  pictureIds: string[];
  likeCount: number;
  commentCount: number;
  createDate: number;
}

export interface MomentPage {
  list: Moment[];
  page: number;
  size: number;
  momentSort: number;
  total: number;
  isLastPage: boolean;
}

export interface AnchorHome {
  hosts: Streamer[];
  liveMatchList: LiveMatch[];
  hostMomentList: Moment[];
}

export interface VideoSources {
  flv: string;
  m3u8: string;
  rtmp: string;
}

/** Spec "Match info": the match a host streams now, or next. */
export interface StreamerMatchInfo {
  matchId: number;
  masterTeamName: string;
  guestTeamName: string;
  liveRoomId: number;
  liveStatus: number;
  matchLeague: string;
  matchSource: number;
  startDate: number;
  /** 1 football, 2 basketball. */
  matchTypeId: number;
  /** Stream addresses; relative ones are relative to the API domain. */
  videoSourceDetail: VideoSources;
}

export interface ScheduleItem extends ScheduleEntry {
  match: MatchSummary;
}

export interface StreamerRankItem {
  rank: number;
  id: number;
  nickName: string;
  pictureId: string;
  watcherCount: number;
  fansCount: number;
  liveStatus: number;
}

export interface SubscriptionInfo {
  subscribeMatchId: number[];
  subscribeHostId: number[];
}

export interface TeamLogos {
  matchId: number;
  homeLogo: string;
  awayLogo: string;
}

// ---------------------------------------------------------------------------------------------
// Parsers

export function parseScheduleEntry(value: Json, path: string): ScheduleEntry {
  const row = asObject(value, path);
  return {
    matchId: asNumber(row.matchId, `${path}.matchId`),
    liveRoomId: asNumber(row.liveRoomId, `${path}.liveRoomId`),
    liveStatus: asNumber(row.liveStatus, `${path}.liveStatus`),
    startDate: asNumber(row.startDate, `${path}.startDate`),
    isTop: numberOr0(row.isTop, `${path}.isTop`),
    liveHostType: numberOr0(row.liveHostType, `${path}.liveHostType`),
    liveUserGroupId: nullableNumber(row.liveUserGroupId, `${path}.liveUserGroupId`),
    liveGroupUserType: nullableNumber(row.liveGroupUserType, `${path}.liveGroupUserType`),
    matchSource: asNumber(row.matchSource, `${path}.matchSource`),
    isLotteryProgress: numberOr0(row.isLotteryProgress, `${path}.isLotteryProgress`),
    redEnvelopeTotalAmount: numberOr0(row.redEnvelopeTotalAmount, `${path}.redEnvelopeTotalAmount`),
  };
}

export function parseStreamer(value: Json, path: string): Streamer {
  const row = asObject(value, path);
  return {
    id: asId(row.id, `${path}.id`),
    nickName: asString(row.nickName, `${path}.nickName`),
    birthday: optional(asString)(row.birthday, `${path}.birthday`) ?? null,
    tags: withDefault(listOf(asString), [])(row.tags, `${path}.tags`),
    pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
    introduction: stringOrEmpty(row.introduction, `${path}.introduction`),
    watcherCount: numberOr0(row.watcherCount, `${path}.watcherCount`),
    fansCount: numberOr0(row.fansCount, `${path}.fansCount`),
    liveStatus: asNumber(row.liveStatus, `${path}.liveStatus`),
    liveRoomId: numberOr0(row.liveRoomId, `${path}.liveRoomId`),
    sportType: numberOr0(row.sportType, `${path}.sportType`),
    liveSchedule: withDefault(listOf(parseScheduleEntry), [])(row.liveSchedule, `${path}.liveSchedule`),
  };
}

export function parseLiveMatch(value: Json, path: string): LiveMatch {
  const row = asObject(value, path);
  return {
    matchId: asId(row.matchId, `${path}.matchId`),
    startDate: asDate(row.startDate, `${path}.startDate`),
    status: asNumber(row.status, `${path}.status`),
    activityStatus: numberOr0(row.activityStatus, `${path}.activityStatus`),
    matchTypeName: stringOrEmpty(row.matchTypeName, `${path}.matchTypeName`),
    sportType: numberOr0(row.sportType, `${path}.sportType`),
    match: parseMatchSummary(row.match, `${path}.match`),
    hostList: withDefault(listOf(parseAnchorInfo), [])(row.hostList, `${path}.hostList`),
  };
}

export function parseMoment(value: Json, path: string): Moment {
  const row = asObject(value, path);
  return {
    id: asId(row.id, `${path}.id`),
    hostId: asId(row.hostId, `${path}.hostId`),
    nickName: stringOrEmpty(row.nickName, `${path}.nickName`),
    pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
    content: stringOrEmpty(row.content, `${path}.content`),
    pictureIds: withDefault(listOf(asString), [])(row.pictureIds, `${path}.pictureIds`),
    likeCount: numberOr0(row.likeCount, `${path}.likeCount`),
    commentCount: numberOr0(row.commentCount, `${path}.commentCount`),
    createDate: asDate(row.createDate, `${path}.createDate`),
  };
}

export function parseAnchorHome(data: Json): AnchorHome {
  const row = asObject(data, 'data');
  return {
    hosts: listDroppingBad(parseStreamer)(row.hosts, 'data.hosts'),
    liveMatchList: withDefault(listDroppingBad(parseLiveMatch), [])(row.liveMatchList, 'data.liveMatchList'),
    hostMomentList: withDefault(listDroppingBad(parseMoment), [])(row.hostMomentList, 'data.hostMomentList'),
  };
}

export const parseStreamerList = (data: Json): Streamer[] => listDroppingBad(parseStreamer)(data, 'data');

export function parseMomentPage(data: Json): MomentPage {
  const row = asObject(data, 'data');
  return {
    list: listDroppingBad(parseMoment)(row.list, 'data.list'),
    page: asNumber(row.page, 'data.page'),
    size: asNumber(row.size, 'data.size'),
    momentSort: numberOr0(row.momentSort, 'data.momentSort'),
    total: numberOr0(row.total, 'data.total'),
    isLastPage: row.isLastPage === true || row.isLastPage === 1,
  };
}

export function parseMomentLike(data: Json): { momentId: number; count: number } {
  const row = asObject(data, 'data');
  return { momentId: asNumber(row.momentId, 'data.momentId'), count: asNumber(row.count, 'data.count') };
}

export function parseStreamerMatchInfo(data: Json): StreamerMatchInfo | null {
  if (data === null || data === undefined) return null;
  const row = asObject(data, 'data');
  const video = asObject(row.videoSourceDetail, 'data.videoSourceDetail');
  return {
    matchId: asNumber(row.matchId, 'data.matchId'),
    masterTeamName: asString(row.masterTeamName, 'data.masterTeamName'),
    guestTeamName: asString(row.guestTeamName, 'data.guestTeamName'),
    liveRoomId: asNumber(row.liveRoomId, 'data.liveRoomId'),
    liveStatus: asNumber(row.liveStatus, 'data.liveStatus'),
    matchLeague: stringOrEmpty(row.matchLeague, 'data.matchLeague'),
    matchSource: asNumber(row.matchSource, 'data.matchSource'),
    startDate: asNumber(row.startDate, 'data.startDate'),
    matchTypeId: asNumber(row.matchTypeId, 'data.matchTypeId'),
    videoSourceDetail: {
      flv: stringOrEmpty(video.flv, 'data.videoSourceDetail.flv'),
      m3u8: stringOrEmpty(video.m3u8, 'data.videoSourceDetail.m3u8'),
      rtmp: stringOrEmpty(video.rtmp, 'data.videoSourceDetail.rtmp'),
    },
  };
}

export const parseSchedule = (data: Json): ScheduleItem[] =>
  listOf((value, path): ScheduleItem => ({
    ...parseScheduleEntry(value, path),
    match: parseMatchSummary(asObject(value, path).match, `${path}.match`),
  }))(data, 'data');

export const parseStreamerRank = (data: Json): StreamerRankItem[] =>
  listOf((value, path): StreamerRankItem => {
    const row = asObject(value, path);
    return {
      rank: asNumber(row.rank, `${path}.rank`),
      id: asNumber(row.id, `${path}.id`),
      nickName: asString(row.nickName, `${path}.nickName`),
      pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
      watcherCount: numberOr0(row.watcherCount, `${path}.watcherCount`),
      fansCount: numberOr0(row.fansCount, `${path}.fansCount`),
      liveStatus: numberOr0(row.liveStatus, `${path}.liveStatus`),
    };
  })(data, 'data');

export function parseSubscriptionInfo(data: Json): SubscriptionInfo {
  const row = asObject(data, 'data');
  return {
    subscribeMatchId: withDefault(listOf(asNumber), [])(row.subscribeMatchId, 'data.subscribeMatchId'),
    subscribeHostId: withDefault(listOf(asNumber), [])(row.subscribeHostId, 'data.subscribeHostId'),
  };
}

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

export function parseTeamLogos(data: Json): TeamLogos {
  const row = asObject(data, 'data');
  return {
    matchId: asNumber(row.matchId, 'data.matchId'),
    homeLogo: stringOrEmpty(row.homeLogo, 'data.homeLogo'),
    awayLogo: stringOrEmpty(row.awayLogo, 'data.awayLogo'),
  };
}
