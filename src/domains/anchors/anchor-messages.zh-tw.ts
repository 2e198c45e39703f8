import type { LocaleMessages } from '../../platform/i18n/messages';
import type { anchorMessages } from './anchor-messages.zh-cn';

export default {
  homeTitle: '主播',
  featuredTitle: '焦點直播',
  liveMatchesTitle: '直播賽事',
  anchorsTitle: '熱門主播',
  allAnchorsLink: '全部主播',
  weekRankLink: '主播週榜',
  momentsTitle: '主播動態',
  liveListTabs: { 1: '直播中', 2: '即將開始', 3: '賽程' },
  liveListTabsLabel: '直播賽事分類',
  anchorPage: (page: number, pages: number) => `第 ${page} 頁，共 ${pages} 頁`,
  anchorsOnMatch: (count: number) => `${count}位主播`,
  versus: 'VS',
  noLiveMatches: '暫無直播賽事',
  noAnchors: '暫無主播',
} satisfies LocaleMessages<typeof anchorMessages>;
