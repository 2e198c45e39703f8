/**
 * The frame's words on every first screen: the header, the pages' error faces, a newer version —
 * in the first chunk, as these faces show when the network or a deploy took the others away. The
 * late pieces keep theirs (customer-service-messages.ts, pages/not-found-messages.ts). zh-CN here;
 * the other locales load with their locale.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';

export const frameMessages = {
  channels: '频道',
  appTitle: '体育资讯',
  pageCrashed: '页面出错了',
  pageCrashedHint: '页面遇到了问题，请重试',
  pageLoadFailed: '页面加载失败',
  pageLoadFailedHint: '网络不太给力，页面没有加载出来',
  serviceDown: '服务暂时不可用',
  // A newer version of ours: the page's area says so (where its chunk is gone), the prompt has the button.
  newVersion: '新版本已发布',
  newVersionPageHint: '刷新后即可打开这个页面',
  reload: '刷新',
} as const;

export const frameWords = defineMessages(
  frameMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './frame-messages.locales')),
);
