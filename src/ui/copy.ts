/**
 * The words every page shares: loading, empty, failure, retry, back, the last-seen marker. A
 * domain's own words live in its messages.ts. zh-CN here; the other locales are loaded with
 * their locale (copy.en.ts, copy.zh-tw.ts, copy.zh-hk.ts). Read them with `useMessages(uiWords)`.
 */
import { defineMessages, wordsInOneChunk } from '../platform/i18n/messages';

export const uiCopy = {
  back: '返回',
  loading: '加载中',
  empty: '暂无数据',
  loadFailed: '加载失败',
  loadFailedHint: '网络不太给力，请稍后重试',
  /** The thing an address names does not exist (not a network fault). */
  notFound: '内容不存在',
  notFoundHint: '链接可能已失效，或内容已下线',
  retry: '重试',
  /** Data shown from an earlier visit, not yet confirmed: '上次更新 09:41'. */
  lastUpdated: (time: string) => `上次更新 ${time}`,
  liveDisconnected: '实时数据已断开',
  /** A live room's red-envelope lottery (the badge on live cards, schedules and the room). */
  redEnvelope: '红包',
} as const;

export const uiWords = defineMessages(
  uiCopy,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './copy.locales')),
);
