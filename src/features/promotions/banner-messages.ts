/** The banner strip's word in the locale shown: the first screen shows it, so its other locales ride in the frame's words chunk. */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { bannerMessages } from './banner-messages.zh-cn';

export const bannerWords = defineMessages(
  bannerMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './banner-messages.locales')),
);
