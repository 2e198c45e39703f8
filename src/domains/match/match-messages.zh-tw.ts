import type { LocaleMessages } from '../../platform/i18n/messages';
import { glossaryTw } from '../../platform/i18n/glossary/glossary.zh-tw';
import type { matchMessages } from './match-messages.zh-cn';

export default {
  minute: (minute: number, extra: number) => (extra > 0 ? `${minute}+${extra}'` : `${minute}'`),
  quarter: (period: number) => `第${period}節`,
  quarterOver: (period: number) => `第${period}節結束`,
  // Taiwan's basketball says 延長賽 for overtime.
  overtime: (index: number) => `延長${index}`,
  abnormal: '比賽異常',
  notStarted: '未開賽',
  firstHalf: '上半場',
  halfTime: '中場',
  secondHalf: '下半場',
  extraTime: '延長賽',
  penalties: glossaryTw.shootout,
  finished: '完賽',
  postponed: '延期',
  interrupted: '中斷',
  abandoned: '腰斬',
  cancelled: '取消',
  toBeDecided: '待定',
  inOvertime: '延長賽',
  gameOver: '完賽',
  versus: 'VS',
  anchorLive: '直播中',
  anchorCount: (count: number) => `${count}位主播`,
  watchAnchor: (name: string, live: boolean) => (live ? `進入${name}的直播間` : `查看${name}的直播間`),
  viewProfile: (name: string) => `查看${name}的資料`,
  watchers: (count: string) => `${count}人觀看`,
  fans: (count: string) => `粉絲 ${count}`,
  streamerNotFound: '主播不存在或已下線',
  tracker: '▶動畫',
  trackerLabel: (home: string, away: string) => `動畫直播 ${home} 對 ${away}`,
} satisfies LocaleMessages<typeof matchMessages>;
