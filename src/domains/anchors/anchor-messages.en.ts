import type { LocaleMessages } from '../../platform/i18n/messages';
import { plural } from '../../platform/i18n/plural';
import type { anchorMessages } from './anchor-messages.zh-cn';

export default {
  homeTitle: 'Live',
  featuredTitle: 'Featured',
  liveMatchesTitle: 'Live matches',
  anchorsTitle: 'Top streamers',
  allAnchorsLink: 'All streamers',
  weekRankLink: 'Weekly top',
  momentsTitle: 'Streamer posts',
  liveListTabs: { 1: 'Live', 2: 'Soon', 3: 'Schedule' },
  liveListTabsLabel: 'Live match filter',
  anchorPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  anchorsOnMatch: (count: number) => plural('en', count, { one: '# streamer', other: '# streamers' }),
  versus: 'VS',
  noLiveMatches: 'No live matches',
  noAnchors: 'No streamers yet',
} satisfies LocaleMessages<typeof anchorMessages>;
