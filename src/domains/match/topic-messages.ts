/** The sports topic switch's words in the locale shown: a few words, so the other locales are one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { topicMessages } from './topic-messages.zh-cn';

export const topicWords = defineMessages(
  topicMessages,
  wordsInOneChunk(() => import('./topic-messages.locales')),
);
