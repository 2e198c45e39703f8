/** The NBA words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { nbaMessages } from './nba-messages.zh-cn';

/** The NBA words in one locale. */
export type NbaWords = LocaleMessages<typeof nbaMessages>;

export const nbaWords = defineMessages(nbaMessages, {
  'zh-TW': () => import('./nba-messages.zh-tw'),
  'zh-HK': () => import('./nba-messages.zh-hk'),
  en: () => import('./nba-messages.en'),
});
