/** The live room's words in the locale shown: a few, so the other locales are one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { roomMessages } from './room-messages.zh-cn';

export const roomWords = defineMessages(
  roomMessages,
  wordsInOneChunk(() => import('./room-messages.locales')),
);
