/** The football words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { footballMessages } from './football-messages.zh-cn';

export const footballWords = defineMessages(footballMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './football-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './football-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './football-messages.en'),
});

/** The football words in one locale. */
export type FootballWords = LocaleMessages<typeof footballMessages>;
