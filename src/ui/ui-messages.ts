/**
 * The words every page shares, in the locale shown: zh-CN's ship with the code (copy.ts), the
 * other locales in the frame's one words chunk.
 */
import { defineMessages, wordsInOneChunk } from '../platform/i18n/messages';
import { uiCopy } from './copy';

export const uiWords = defineMessages(
  uiCopy,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './ui-messages.locales')),
);
