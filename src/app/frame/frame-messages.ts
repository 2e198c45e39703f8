/**
 * The frame's words on every first screen: the header, the pages' error faces, a newer version —
 * in the first chunk, as these faces show when the network or a deploy took the others away. The
 * late pieces keep theirs (customer-service-messages.ts, pages/not-found-messages.ts). zh-CN's ship
 * with the code (frame-messages.zh-cn.ts); the other locales in the frame's one words chunk.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { frameMessages } from './frame-messages.zh-cn';

export const frameWords = defineMessages(
  frameMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './frame-messages.locales')),
);
