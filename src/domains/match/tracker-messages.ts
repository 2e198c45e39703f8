/** 动画直播's words in the locale shown: zh-CN's ship with the tracker, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { trackerMessages } from './tracker-messages.zh-cn';

/** 动画直播's words in one locale. */
export type TrackerWords = LocaleMessages<typeof trackerMessages>;

export const trackerWords = defineMessages(trackerMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './tracker-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './tracker-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './tracker-messages.en'),
});
