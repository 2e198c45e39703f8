/**
 * The comment gate's words, wherever users write (the tips' comments, the live room's chat): with
 * the pieces that show them, not on the first screen. zh-CN here; the other locales with the frame's.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';

export const commentGateMessages = {
  ruleLoading: '正在读取评论权限…',
  ruleFailed: '评论权限读取失败，点击重试',
  rechargeProgress: (current: number, limit: number) => `当前累计充值 ${current} 元 / ${limit} 元`,
  vipProgress: (current: number, limit: number) => `当前 VIP${current} / 需要 VIP${limit}`,
} as const;

export const commentGateWords = defineMessages(
  commentGateMessages,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './comment-gate-messages.locales')),
);
