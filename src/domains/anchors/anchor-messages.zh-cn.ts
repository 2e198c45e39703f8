/**
 * The anchor home's words and those its pieces share with the other pages, in zh-CN (shipped with
 * the code: the shape the other locales, anchor-messages.<locale>.ts, are typed against; read
 * them with `useMessages(anchorWords)`, anchor-messages.ts). The words of the other pages are beside it, each loaded with its pages: room-messages.ts,
 * profile-messages.ts, moment-messages.ts, follow-messages.ts (and the room's chat-messages.ts,
 * envelope-messages.ts, stream-messages.ts). Functions take the numbers or names they need;
 * untrusted text (nicknames, tags, moment content) is never part of a message template that
 * could be read as markup — components render it as text.
 */
import { tabWords } from './tab-messages.zh-cn';

export const anchorMessages = {
  // Sections and titles
  homeTitle: tabWords.anchor,
  featuredTitle: '焦点直播',
  liveMatchesTitle: '直播赛事',
  anchorsTitle: '热门主播',
  allAnchorsLink: '全部主播',
  weekRankLink: '主播周榜',
  momentsTitle: '主播动态',

  // Live list tabs (1 live, 2 starting soon, 3 scheduled)
  liveListTabs: { 1: '直播中', 2: '即将开始', 3: '赛程' } as Record<1 | 2 | 3, string>,
  liveListTabsLabel: '直播赛事分类',

  // Anchors
  anchorPage: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
  anchorsOnMatch: (count: number) => `${count}位主播`,
  versus: 'VS',

  // States
  noLiveMatches: '暂无直播赛事',
  noAnchors: '暂无主播',
} as const;
