/**
 * The live room's words (Chinese UI), apart from messages.ts so that they load with the room's
 * chunks, not with the anchor home.
 */
export const roomMessages = {
  roomTabsLabel: '直播间内容',
  roomTabSchedule: '赛程',
  roomTabRank: '排行',
  roomTabMoments: '动态',
  roomTabCentre: '赛况',
  roomTabChat: '聊天',
  offline: '主播暂未开播',
  nextMatch: '下一场',
  noMatch: '暂无直播赛事',
  delay: (seconds: number) => `${seconds} 秒延迟`,
  realtimeScore: '实时比分',
  scoreSyncing: '比分同步中',
  matchDetail: '赛事详情',
  watchMatch: '观看比赛',
  goBet: '去投注',
  noSchedule: '主播暂无赛程',
  fullRank: '完整周榜',
  streamerNotFound: '主播不存在或已下线',
} as const;
