/** The streamer pages' words in the locale shown: zh-CN's ship with the pages, the others load with their locale. */
import { defineMessages } from '../../platform/i18n/messages';
import { profileMessages } from './profile-messages.zh-cn';

export const profileWords = defineMessages(profileMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './profile-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './profile-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './profile-messages.en'),
});
