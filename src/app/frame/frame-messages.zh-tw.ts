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
  serviceLoadFailed: '客服視窗載入失敗，請稍後再試',
  serviceBubble: '專屬福利通知，點這裡查看',
  closeServiceBubble: '關閉福利提示',
  openService: '聯絡客服，有新的福利通知',
  serviceTitle: '客服中心',
  serviceText: '線上客服 7×24 小時為您服務。專屬福利、活動獎勵與帳戶問題，請至 App 或官網的客服中心諮詢。',
  notFoundTitle: '頁面不存在',
  notFoundHint: '您造訪的頁面可能已下架或網址有誤',
  backHome: '返回首頁',
} satisfies LocaleMessages<typeof frameMessages>;
