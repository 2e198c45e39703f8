/**
 * The ranking domain's route patterns and its header tab's words, alone in this file: the
 * descriptor imports them, so they are part of the app's first screen; the href helpers and
 * parsers of ranking-paths.ts load with the pages.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
export const rankingRoutes = {
  home: '/user-ranking',
  user: '/user-ranking/user/:id',
} as const;

/** The header tab's words: here, beside the patterns, because the descriptor (first screen) needs only these. */
export const tabWords = { ranking: '盈利榜' } as const;

/** The tab's words in every locale: the other three in one chunk of a few bytes (tab-words.ts). */
export const tabMessages = defineMessages(
  tabWords,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-ranking-tab" */ './tab-words')),
);
