/** The red envelope's words in the locale shown: zh-CN's ship with the envelope, the others load with their locale. */
import { defineMessages } from '../../../platform/i18n/messages';
import { envelopeMessages } from './envelope-messages.zh-cn';

export const envelopeWords = defineMessages(envelopeMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './envelope-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './envelope-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './envelope-messages.en'),
});
