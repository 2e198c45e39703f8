/** The streamer pages' words in the locale shown: zh-CN's ship with the pages, the others load with their locale. */
import { defineMessages } from '../../platform/i18n/messages';
import { profileMessages } from './profile-messages.zh-cn';

export const profileWords = defineMessages(profileMessages, {
  'zh-TW': () => import('./profile-messages.zh-tw'),
  'zh-HK': () => import('./profile-messages.zh-hk'),
  en: () => import('./profile-messages.en'),
});
