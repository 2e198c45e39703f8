/** The news (tips) words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { newsMessages } from './news-messages.zh-cn';

/** The news words in one locale. */
export type NewsWords = LocaleMessages<typeof newsMessages>;

export const newsWords = defineMessages(newsMessages, {
  'zh-TW': () => import('./news-messages.zh-tw'),
  'zh-HK': () => import('./news-messages.zh-hk'),
  en: () => import('./news-messages.en'),
});
