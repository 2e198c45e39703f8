/** Hong Kong reads the frame as Taiwan does but for these (網絡, 未能, 推出, 此). */
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { frameMessages } from './frame-messages.zh-cn';
import taiwan from './frame-messages.zh-tw';

export default {
  ...taiwan,
  pageCrashedHint: '頁面遇到問題，請重試',
  pageLoadFailedHint: '網絡不太穩定，頁面未能載入',
  serviceDown: '服務暫時未能使用',
  newVersion: '新版本已推出',
  newVersionPageHint: '重新整理後即可開啟此頁面',
} satisfies LocaleMessages<typeof frameMessages>;
