/** The NBA words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { nbaMessages } from './nba-messages.zh-cn';

/** The NBA words in one locale. */
export type NbaWords = LocaleMessages<typeof nbaMessages>;

export const nbaWords = defineMessages(nbaMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './nba-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './nba-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './nba-messages.en'),
});
