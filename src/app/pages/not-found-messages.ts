/**
 * The 404 page's words: in its own chunk with the page. zh-CN's in not-found-messages.zh-cn.ts;
 * the other locales with the frame's (one chunk).
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { notFoundMessages } from './not-found-messages.zh-cn';

export const notFoundWords = defineMessages(
  notFoundMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './not-found-messages.locales')),
);
