/** The 404 page's words: in its own chunk with the page. zh-CN here; the other locales with the frame's (one chunk). */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';

export const notFoundMessages = {
  notFoundTitle: '页面不存在',
  notFoundHint: '您访问的页面可能已下线或地址有误',
  backHome: '返回首页',
} as const;

export const notFoundWords = defineMessages(
  notFoundMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './not-found-messages.locales')),
);
