/**
 * The sports' names in the locale shown (the tips feed's switch, a bet's sport): the other
 * locales' ride in the frame's words chunk.
 */
import { defineMessages, wordsInOneChunk } from './messages';
import { sportMessages } from './sport-messages.zh-cn';

export const sportWords = defineMessages(
  sportMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './sport-messages.locales')),
);

/** A sport's name in `words`; undefined for an id the sports list does not have. */
export const sportNameIn = (words: typeof sportMessages, id: number): string | undefined => words.names[id];
