/** 动画直播's words in the locale shown: zh-CN's ship with the tracker, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { trackerMessages } from './tracker-messages.zh-cn';

/** 动画直播's words in one locale. */
export type TrackerWords = LocaleMessages<typeof trackerMessages>;

export const trackerWords = defineMessages(trackerMessages, {
  'zh-TW': () => import('./tracker-messages.zh-tw'),
  'zh-HK': () => import('./tracker-messages.zh-hk'),
  en: () => import('./tracker-messages.en'),
});
