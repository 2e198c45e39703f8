import type { LocaleMessages } from '../../platform/i18n/messages';
import type { frameMessages } from './frame-messages.zh-cn';

export default {
  channels: '頻道',
  appTitle: '體育資訊',
  pageCrashed: '頁面出錯了',
  pageCrashedHint: '頁面遇到問題，請重試',
  pageLoadFailed: '頁面載入失敗',
  pageLoadFailedHint: '網絡不太穩定，頁面未能載入',
  serviceDown: '服務暫時未能使用',
  newVersion: '新版本已推出',
  newVersionPageHint: '重新整理後即可開啟此頁面',
  reload: '重新整理',
} satisfies LocaleMessages<typeof frameMessages>;
