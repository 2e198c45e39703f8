/**
 * The words every page shares, in the locale shown: zh-CN's ship with the code (copy.ts), the
 * other locales load with their locale.
 */
import { defineMessages } from '../platform/i18n/messages';
import { uiCopy } from './copy';

export const uiWords = defineMessages(uiCopy, {
  'zh-TW': () => import(/* webpackChunkName: "words-ui-zh-tw" */ './ui-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-ui-zh-hk" */ './ui-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-ui-en" */ './ui-messages.en'),
});
