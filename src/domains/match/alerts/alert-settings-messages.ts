/** The alert settings' words in the locale shown: zh-CN's ship with the bell, the others in one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../../platform/i18n/messages';
import { alertSettingsMessages } from './alert-settings-messages.zh-cn';

export const alertSettingsWords = defineMessages(
  alertSettingsMessages,
  wordsInOneChunk(() => import('./alert-settings-messages.locales')),
);
