/** A match's clock and streamer words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages } from '../../platform/i18n/messages';
import { matchMessages } from './match-messages.zh-cn';

export const matchWords = defineMessages(matchMessages, {
  'zh-TW': () => import('./match-messages.zh-tw'),
  'zh-HK': () => import('./match-messages.zh-hk'),
  en: () => import('./match-messages.en'),
});
