/**
 * Small builders of the anchors contract's shapes (src/contracts/anchors.ts): every test names
 * only the fields its case is about.
 */
import type { Streamer, LiveMatch, Moment, ScheduleEntry } from '@src/contracts/anchors';
import type { ScheduleItem, StreamerMatchInfo } from '@src/contracts/anchors-room';
import type { ConfigImage } from '@src/contracts/system';
import { anchorInfo, GAME, HOUR, matchSummary, NOW } from '@tests/support/match-fixtures';
import { fixtureBuilder } from '@tests/support/fixture-builder';

export const scheduleEntry = fixtureBuilder<ScheduleEntry>(() => ({
  matchId: 500,
  liveRoomId: 9000,
  liveStatus: 0,
  startDate: NOW + HOUR,
  isTop: 0,
  liveHostType: 1,
  liveUserGroupId: null,
  liveGroupUserType: null,
  matchSource: GAME,
  isLotteryProgress: 0,
  redEnvelopeTotalAmount: 0,
}));

export function streamer(overrides: Partial<Streamer> = {}): Streamer {
  const id = overrides.id ?? 1;
  return {
    id,
    nickName: `主播${id}`,
    birthday: '2000-03-04',
    tags: ['足球'],
    pictureId: `avatar-${id}.svg`,
    introduction: '简介',
    watcherCount: 1200,
    fansCount: 5000,
    liveStatus: 0,
    liveRoomId: 9000 + id,
    sportType: 1,
    liveSchedule: [],
    ...overrides,
  };
}

export function liveMatch(overrides: Partial<LiveMatch> = {}): LiveMatch {
  const matchId = overrides.matchId ?? 500;
  return {
    matchId,
    startDate: NOW + HOUR,
    status: 1,
    activityStatus: 0,
    matchTypeName: '英超',
    sportType: 1,
    match: matchSummary({ id: matchId }),
    hostList: [anchorInfo()],
    ...overrides,
  };
}

/** A match being played with a streamer live on it. */
export function liveNow(matchId: number, hostId: number, overrides: Partial<LiveMatch> = {}): LiveMatch {
  return liveMatch({
    matchId,
    startDate: NOW - HOUR / 2,
    status: 2,
    activityStatus: 1,
    match: matchSummary({ id: matchId, statusId: 2, homeScore: 1, minute: 30, matchDate: NOW - HOUR / 2 }),
    hostList: [
      anchorInfo({ hostId, nickName: `主播${hostId}`, hostLiveStatus: 1, liveStatus: 1, liveRoomId: 9000 + hostId }),
    ],
    ...overrides,
  });
}

export function moment(overrides: Partial<Moment> = {}): Moment {
  const id = overrides.id ?? 1;
  return {
    id,
    hostId: 1,
    nickName: '主播1',
    pictureId: 'avatar-1.svg',
    content: `动态${id}`,
    pictureIds: [],
    likeCount: 10,
    commentCount: 2,
    createDate: NOW - HOUR,
    ...overrides,
  };
}

export const configImage = fixtureBuilder<ConfigImage>(() => ({
  id: 1,
  categoryId: 30301,
  title: '活动',
  images: 'banner-1.svg',
  actionType: 1,
  actionContent: '',
  sort: 1,
  type: 0,
}));

export const matchInfo = fixtureBuilder<StreamerMatchInfo>(() => ({
  matchId: 500,
  masterTeamName: '曼联',
  guestTeamName: '切尔西',
  liveRoomId: 9001,
  liveStatus: 1,
  matchLeague: '英超',
  matchSource: GAME,
  startDate: NOW - HOUR / 2,
  matchTypeId: 1,
  videoSourceDetail: { flv: '/live/9001.flv', m3u8: '/live/9001/index.m3u8', rtmp: '' },
}));

export function scheduleItem(overrides: Partial<ScheduleItem> = {}): ScheduleItem {
  const entry = scheduleEntry(overrides);
  return { ...entry, match: overrides.match ?? matchSummary({ id: entry.matchId, matchDate: entry.startDate }) };
}
