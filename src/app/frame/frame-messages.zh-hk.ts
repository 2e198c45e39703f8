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
  serviceLoadFailed: '客服視窗載入失敗，請稍後再試',
  serviceBubble: '專屬優惠通知，按此查看',
  closeServiceBubble: '關閉優惠提示',
  openService: '聯絡客服，有新的優惠通知',
  serviceTitle: '客服中心',
  serviceText: '網上客服 7×24 小時為你服務。專屬優惠、活動獎賞及帳戶問題，請到 App 或官網的客服中心查詢。',
  notFoundTitle: '頁面不存在',
  notFoundHint: '你瀏覽的頁面可能已下架或網址有誤',
  backHome: '返回首頁',
} satisfies LocaleMessages<typeof frameMessages>;
