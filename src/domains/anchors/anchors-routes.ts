/**
 * The anchors domain's route patterns and its header tab's words: all the descriptor needs, so
 * the app's first screen carries only these (the pages' link helpers are in anchor-paths.ts).
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
export const anchorRoutes = {
  home: '/anchor',
  allAnchors: '/anchor/all-anchor',
  weekRank: '/anchor/week-rank',
  anchorImage: '/anchor/anchor-image/:id',
} as const;

/** The header tab's words: here, beside the patterns, because the descriptor (first screen) needs only these. */
export const tabWords = { anchor: '主播', liveBadge: '有主播正在直播' } as const;

/** The tab's words in every locale: the other three in one chunk of a few bytes (tab-words.ts). */
export const tabMessages = defineMessages(
  tabWords,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-anchors-tab" */ './tab-words')),
);
