/**
 * The match summary every domain shows (issue 14 §1): anchors, the five leagues, the cups, Euro,
 * World Cup and NBA read the same shape — teams, score, status id (spec section 4), clock — and
 * the streamers attached to it (spec "Match": anchorInfo). Shared by the app's match layer
 * (src/domains/match), the development server and the tests. Parsers throw MalformedDataError.
 */
import {
  asDate,
  asId,
  asNumber,
  asObject,
  asString,
  type Json,
  listOf,
  optional,
  numberOr0,
  stringOrEmpty,
  nullableNumber,
} from './parse';

/** Host.liveStatus: 1 live, 0 off, 3 banned (dropped by the app). */
export const StreamerLiveStatus = { Off: 0, Live: 1, Banned: 3 } as const;
/** Schedule liveStatus (spec section 4): 0 not started, 1 in progress, 2 ended. */
export const ScheduleLiveStatus = { NotStarted: 0, InProgress: 1, Ended: 2 } as const;
/** A streamer on a match (spec Match.anchorInfo). */
export interface AnchorInfo {
  hostId: number;
  nickName: string;
  pictureId: string;
  hostLiveStatus: number;
  watcherCount: number;
  liveStatus: number;
  liveRoomId: number;
  liveUserGroupId: number | null;
  liveGroupUserType: number | null;
  matchSource: number;
  isTop: number;
}

export interface TeamSummary {
  id: number;
  nameZh: string;
  shortNameZh: string;
  logoFileId: string;
}

/** A match as every page shows it: teams, score, status, clock, and the streamers on it. */
export interface MatchSummary {
  id: number;
  /** 'football' | 'basketball' */
  sport: string;
  competitionName: string;
  stageName: string;
  stageId: number;
  matchDate: number;
  statusId: number;
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
  home: TeamSummary;
  away: TeamSummary;
  minute: number;
  extraMinute: number;
  period: number;
  clockSeconds: number;
  /** Absent when no streamer is left for the user (private rooms rule). */
  anchorInfo?: AnchorInfo[];
}

// ---------------------------------------------------------------------------------------------
// Parsers

export function parseAnchorInfo(value: Json, path: string): AnchorInfo {
  const row = asObject(value, path);
  return {
    hostId: asNumber(row.hostId, `${path}.hostId`),
    nickName: stringOrEmpty(row.nickName, `${path}.nickName`),
    pictureId: stringOrEmpty(row.pictureId, `${path}.pictureId`),
    hostLiveStatus: numberOr0(row.hostLiveStatus, `${path}.hostLiveStatus`),
    watcherCount: numberOr0(row.watcherCount, `${path}.watcherCount`),
    liveStatus: asNumber(row.liveStatus, `${path}.liveStatus`),
    liveRoomId: asNumber(row.liveRoomId, `${path}.liveRoomId`),
    liveUserGroupId: nullableNumber(row.liveUserGroupId, `${path}.liveUserGroupId`),
    liveGroupUserType: nullableNumber(row.liveGroupUserType, `${path}.liveGroupUserType`),
    matchSource: asNumber(row.matchSource, `${path}.matchSource`),
    isTop: numberOr0(row.isTop, `${path}.isTop`),
  };
}

function parseTeam(value: Json, path: string): TeamSummary {
  const row = asObject(value, path);
  return {
    id: asNumber(row.id, `${path}.id`),
    nameZh: asString(row.nameZh, `${path}.nameZh`),
    shortNameZh: stringOrEmpty(row.shortNameZh, `${path}.shortNameZh`) || asString(row.nameZh, `${path}.nameZh`),
    logoFileId: stringOrEmpty(row.logoFileId, `${path}.logoFileId`),
  };
}

export function parseMatchSummary(value: Json, path: string): MatchSummary {
  const row = asObject(value, path);
  return {
    id: asId(row.id, `${path}.id`),
    sport: asString(row.sport, `${path}.sport`),
    competitionName: stringOrEmpty(row.competitionName, `${path}.competitionName`),
    stageName: stringOrEmpty(row.stageName, `${path}.stageName`),
    stageId: numberOr0(row.stageId, `${path}.stageId`),
    matchDate: asDate(row.matchDate, `${path}.matchDate`),
    statusId: asNumber(row.statusId, `${path}.statusId`),
    homeId: asId(row.homeId, `${path}.homeId`),
    awayId: asId(row.awayId, `${path}.awayId`),
    homeScore: numberOr0(row.homeScore, `${path}.homeScore`),
    awayScore: numberOr0(row.awayScore, `${path}.awayScore`),
    home: parseTeam(row.home, `${path}.home`),
    away: parseTeam(row.away, `${path}.away`),
    minute: numberOr0(row.minute, `${path}.minute`),
    extraMinute: numberOr0(row.extraMinute, `${path}.extraMinute`),
    period: numberOr0(row.period, `${path}.period`),
    clockSeconds: numberOr0(row.clockSeconds, `${path}.clockSeconds`),
    anchorInfo: optional(listOf(parseAnchorInfo))(row.anchorInfo, `${path}.anchorInfo`),
  };
}
