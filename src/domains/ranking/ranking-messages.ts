/** The ranking's words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { rankingMessages } from './ranking-messages.zh-cn';

/** The ranking's words in one locale. */
export type RankingWords = LocaleMessages<typeof rankingMessages>;

export const rankingWords = defineMessages(rankingMessages, {
  'zh-TW': () => import('./ranking-messages.zh-tw'),
  'zh-HK': () => import('./ranking-messages.zh-hk'),
  en: () => import('./ranking-messages.en'),
});
