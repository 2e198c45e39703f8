/**
 * The football domain's route patterns and its header tabs' words: all the descriptor needs, so
 * the app's first screen carries no more of the domain than this (links are built with
 * football-paths.ts).
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
export const footballRoutes = {
  fiveLeagues: '/five-leagues',
  leagueTeam: '/five-leagues/league/:leagueId/team/:id',
  leaguePlayer: '/five-leagues/league/:leagueId/player/:id',
  worldCup: '/world-cup',
  worldCupTeam: '/world-cup/team/:id',
  euroCup: '/euro-cup',
  euroCupTeam: '/euro-cup/team/:id',
} as const;

/** The header tab's words: here, beside the patterns, because the descriptor (first screen) needs only these. */
export const tabWords = { sports: '体育专题', worldCup: '世界杯' } as const;

/** The tab's words in every locale: the other three in one chunk of a few bytes (tab-words.ts). */
export const tabMessages = defineMessages(
  tabWords,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-football-tab" */ './tab-words')),
);
