/** A match's phase words in the locale shown: zh-CN's ship with the data pages, the others load with their locale. */
import { defineMessages } from '../../platform/i18n/messages';
import { phaseMessages } from './phase-messages.zh-cn';

export const phaseWords = defineMessages(phaseMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './phase-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './phase-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './phase-messages.en'),
});
