/** The gold page's words in the locale shown: zh-CN's ship with the page, each other locale a lazy chunk. */
import { defineMessages } from '../../platform/i18n/messages';
import { goldMessages } from './gold-messages.zh-cn';

export const goldWords = defineMessages(goldMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './gold-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './gold-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './gold-messages.en'),
});
