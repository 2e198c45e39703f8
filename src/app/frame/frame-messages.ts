/**
 * The frame's words: the header, the pages' error faces, a newer version, the customer-service
 * float and dialog, the 404 page. zh-CN's ship with the code (frame-messages.zh-cn.ts); the other
 * locales load with their locale.
 */
import { defineMessages } from '../../platform/i18n/messages';
import { frameMessages } from './frame-messages.zh-cn';

export const frameWords = defineMessages(frameMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-frame-zh-tw" */ './frame-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-frame-zh-hk" */ './frame-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-frame-en" */ './frame-messages.en'),
});
