/** The words of the stream that follows the fan, in the locale shown: a few, so the other locales are one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../../platform/i18n/messages';
import { streamMessages } from './stream-messages.zh-cn';

export const streamWords = defineMessages(
  streamMessages,
  wordsInOneChunk(() => import('./stream-messages.locales')),
);
