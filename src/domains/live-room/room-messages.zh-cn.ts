/**
 * The live room's zh-CN words (the other locales' in room-messages.locales.ts); those of its
 * crowd, its red envelope and its stream are beside them (chat-messages, envelope-messages,
 * stream-messages), each loaded with its chunk. A streamer's words that the anchor pages show
 * too are the match layer's (match-messages).
 */
export const roomMessages = {
  /** The page bar's title before the streamer is known (the room of a streamer of 主播). */
  title: '主播',
  notFoundTitle: '主播资料',
  roomTabsLabel: '直播间内容',
  roomTabSchedule: '赛程',
  roomTabRank: '排行',
  roomTabMoments: '动态',
  roomTabCentre: '赛况',
  roomTabChat: '聊天',
  offline: '主播暂未开播',
  nextMatch: '下一场：',
  noMatch: '暂无直播赛事',
  delay: (seconds: number) => `${seconds} 秒延迟`,
  realtimeScore: '实时比分',
  scoreSyncing: '比分同步中',
  matchDetail: '赛事详情',
  watchMatch: '观看比赛',
  goBet: '去投注',
  noSchedule: '主播暂无赛程',
} as const;
