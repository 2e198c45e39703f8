/** The ranking's words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { rankingMessages } from './ranking-messages.zh-cn';

/** The ranking's words in one locale. */
export type RankingWords = LocaleMessages<typeof rankingMessages>;

export const rankingWords = defineMessages(rankingMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './ranking-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './ranking-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './ranking-messages.en'),
});
