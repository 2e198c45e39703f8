/** The download pages' words in the locale shown: zh-CN's ship with the pages, the others in one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { downloadMessages } from './download-messages.zh-cn';

export const downloadWords = defineMessages(
  downloadMessages,
  wordsInOneChunk(() => import('./download-messages.locales')),
);
