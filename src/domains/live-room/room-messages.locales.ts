/** The live room's words in the locales loaded when chosen (room-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { roomMessages } from './room-messages.zh-cn';

type RoomWords = LocaleMessages<typeof roomMessages>;

const taiwan: RoomWords = {
  title: '主播',
  notFoundTitle: '主播資料',
  roomTabsLabel: '直播間內容',
  roomTabSchedule: '賽程',
  roomTabRank: '排行',
  roomTabMoments: '動態',
  roomTabCentre: '賽況',
  roomTabChat: '聊天',
  offline: '主播暫未開播',
  nextMatch: '下一場：',
  noMatch: '暫無直播賽事',
  delay: (seconds: number) => `${seconds} 秒延遲`,
  realtimeScore: '即時比分',
  scoreSyncing: '比分同步中',
  matchDetail: '賽事詳情',
  watchMatch: '觀看比賽',
  goBet: '去投注',
  noSchedule: '主播暫無賽程',
};

export default {
  'zh-TW': taiwan,
  'zh-HK': taiwan,
  en: {
    title: 'Streamer',
    notFoundTitle: 'Streamer',
    roomTabsLabel: 'Room sections',
    roomTabSchedule: 'Schedule',
    roomTabRank: 'Ranking',
    roomTabMoments: 'Posts',
    roomTabCentre: 'Match',
    roomTabChat: 'Chat',
    offline: 'The streamer is offline',
    nextMatch: 'Next match: ',
    noMatch: 'No live match',
    delay: (seconds: number) => `${seconds}s delay`,
    realtimeScore: 'Live score',
    scoreSyncing: 'Syncing the score',
    matchDetail: 'Match details',
    watchMatch: 'Watch',
    goBet: 'Bet',
    noSchedule: 'No matches scheduled',
  },
} satisfies Record<LoadedLocale, RoomWords>;
