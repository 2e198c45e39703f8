import type { LocaleMessages } from '../../platform/i18n/messages';
import type { frameMessages } from './frame-messages.zh-cn';

export default {
  channels: '頻道',
  appTitle: '體育資訊',
  pageCrashed: '頁面出錯了',
  pageCrashedHint: '頁面遇到了問題，請重試',
  pageLoadFailed: '頁面載入失敗',
  pageLoadFailedHint: '網路不太順暢，頁面沒有載入',
  serviceDown: '服務暫時無法使用',
  newVersion: '新版本已發布',
  newVersionPageHint: '重新整理後即可開啟這個頁面',
  reload: '重新整理',
} satisfies LocaleMessages<typeof frameMessages>;
