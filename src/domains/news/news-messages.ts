/** The news (tips) words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { newsMessages } from './news-messages.zh-cn';

/** The news words in one locale. */
export type NewsWords = LocaleMessages<typeof newsMessages>;

export const newsWords = defineMessages(newsMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './news-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './news-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './news-messages.en'),
});
