/** The moments' words in the locale shown: zh-CN's ship with the feed, the others in one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { momentMessages } from './moment-messages.zh-cn';

export const momentWords = defineMessages(
  momentMessages,
  wordsInOneChunk(() => import('./moment-messages.locales')),
);
