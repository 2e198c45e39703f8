/**
 * The customer-service float's and dialog's words: with the late frame (late-frame.tsx), the
 * first screen does not carry them. zh-CN's in customer-service-messages.zh-cn.ts; the other
 * locales with the frame's (one chunk).
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { serviceMessages } from './customer-service-messages.zh-cn';

export const serviceWords = defineMessages(
  serviceMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './customer-service-messages.locales')),
);
