/**
 * The comment gate's words, wherever users write (the tips' comments, the live room's chat): with
 * the pieces that show them, not on the first screen. zh-CN's in comment-gate-messages.zh-cn.ts;
 * the other locales with the frame's.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { commentGateMessages } from './comment-gate-messages.zh-cn';

export const commentGateWords = defineMessages(
  commentGateMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './comment-gate-messages.locales')),
);
