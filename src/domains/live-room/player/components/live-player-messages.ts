/** The live player's words in the locale shown: a few, so the other locales are one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../../../platform/i18n/messages';
import { livePlayerMessages } from './live-player-messages.zh-cn';

export const livePlayerWords = defineMessages(
  livePlayerMessages,
  wordsInOneChunk(() => import('./live-player-messages.locales')),
);
