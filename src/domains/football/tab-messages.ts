/**
 * The header tab's words: beside the route patterns, because the descriptor (first screen) needs
 * only these; the other locales' in one module (tab-messages.locales.ts), in the frame's words chunk;
 * zh-CN's in tab-messages.zh-cn.ts.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { tabWords } from './tab-messages.zh-cn';

export const tabMessages = defineMessages(
  tabWords,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './tab-messages.locales')),
);
