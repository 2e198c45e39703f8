import type { LocaleMessages } from '../../platform/i18n/messages';
import type { matchMessages } from './match-messages.zh-cn';

export default {
  minute: (minute: number, extra: number) => (extra > 0 ? `${minute}+${extra}'` : `${minute}'`),
  quarter: (period: number) => `第${period}節`,
  // Taiwan's basketball says 延長賽 for overtime.
  overtime: (index: number) => `延長${index}`,
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
