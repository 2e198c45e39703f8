/** A match's clock and streamer words in the locale shown: zh-CN's ship with the code, the others load with their locale. */
import { defineMessages } from '../../platform/i18n/messages';
import { matchMessages } from './match-messages.zh-cn';

export const matchWords = defineMessages(matchMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './match-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './match-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './match-messages.en'),
});
