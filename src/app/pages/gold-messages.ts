/** The gold page's words in the locale shown: zh-CN's ship with the page, each other locale a lazy chunk. */
import { defineMessages } from '../../platform/i18n/messages';
import { goldMessages } from './gold-messages.zh-cn';

export const goldWords = defineMessages(goldMessages, {
  'zh-TW': () => import('./gold-messages.zh-tw'),
  'zh-HK': () => import('./gold-messages.zh-hk'),
  en: () => import('./gold-messages.en'),
});
