/** The promotions' dialogs' words in the locale shown: a few, so the other locales are one small chunk. */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { promotionMessages } from './promotion-messages.zh-cn';

export const promotionWords = defineMessages(
  promotionMessages,
  wordsInOneChunk(() => import('./promotion-messages.locales')),
);
