/**
 * The header tab's words: beside the route patterns, because the descriptor (first screen) needs
 * only these; the other locales' in one module (tab-words.locales.ts), in the frame's words chunk.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';

export const tabWords = { sports: '体育专题', worldCup: '世界杯' } as const;

export const tabMessages = defineMessages(
  tabWords,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './tab-words.locales')),
);
