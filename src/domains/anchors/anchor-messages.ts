/** The anchor home's words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages } from '../../platform/i18n/messages';
import { anchorMessages } from './anchor-messages.zh-cn';

export const anchorWords = defineMessages(anchorMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './anchor-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './anchor-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './anchor-messages.en'),
});
