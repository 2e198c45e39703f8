/**
 * The platform's words in the locale shown: zh-CN's ship with the code, the other locales in the
 * frame's one words chunk (an offline face needs them without a request).
 */
import { defineMessages, wordsInOneChunk } from '../i18n/messages';
import { platformMessages } from './platform-messages.zh-cn';

export const platformWords = defineMessages(
  platformMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './platform-messages.locales')),
);
