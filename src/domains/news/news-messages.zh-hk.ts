/** Hong Kong reads the tips as Taiwan does but for a few words: Taiwan's module with those. */
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { newsMessages } from './news-messages.zh-cn';
import taiwan from './news-messages.zh-tw';

export default {
  ...taiwan,
  like: '讚好',
  likeFailed: '讚好失敗，請稍後重試',
  likeLabel: (count: number, liked: boolean) => `${liked ? '取消讚好' : '讚好'}，現有 ${count} 個讚`,
  send: '發送',
  sendFailed: '發送失敗，草稿已保存',
  refreshStatus: '刷新狀態',
} satisfies LocaleMessages<typeof newsMessages>;
