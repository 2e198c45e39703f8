import type { LocaleMessages } from '../../platform/i18n/messages';
import { plural } from '../../platform/i18n/plural';
import type { profileMessages } from './profile-messages.zh-cn';

export default {
  allAnchorsTitle: 'All streamers',
  weekRankTitle: 'Weekly top streamers',
  anchorImageTitle: 'Streamer profile',
  anchorsFilterLabel: 'Streamer filter',
  filterAll: 'All',
  filterLive: 'Live',
  ageUnknown: 'Age private',
  age: (years: number) => plural('en', years, { one: '# year old', other: '# years old' }),
  introduction: 'About',
  noIntroduction: 'This streamer has not written an introduction yet',
  enterRoom: 'Enter the room',
  rankLabel: (rank: number) => `No. ${rank}`,
  noRank: 'No ranking yet',
  fullRank: 'Full weekly ranking',
} satisfies LocaleMessages<typeof profileMessages>;
