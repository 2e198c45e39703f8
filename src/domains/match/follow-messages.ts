/** Following and booking's words in the locale shown: a few, and the anchor home's cards show them, so the other locales ride in the frame's words chunk. */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { followMessages } from './follow-messages.zh-cn';

export const followWords = defineMessages(
  followMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './follow-messages.locales')),
);
