import type { LocaleMessages } from '../platform/i18n/messages';
import type { uiCopy } from './copy';

export default {
  back: '返回',
  loading: '載入中',
  empty: '暫無資料',
  loadFailed: '載入失敗',
  loadFailedHint: '網絡不太穩定，請稍後再試',
  notFound: '內容不存在',
  notFoundHint: '連結可能已失效，或內容已下架',
  refreshFailed: '刷新失敗，已顯示上次的內容',
  retry: '重試',
  lastUpdated: (time: string) => `上次更新 ${time}`,
  liveDisconnected: '即時數據已中斷',
  redEnvelope: '紅包',
  ruleLoading: '正在讀取留言權限…',
  ruleFailed: '留言權限讀取失敗，按此重試',
  rechargeProgress: (current: number, limit: number) => `現時累計充值 ${current} 元 / ${limit} 元`,
  vipProgress: (current: number, limit: number) => `現時 VIP${current} / 需要 VIP${limit}`,
} satisfies LocaleMessages<typeof uiCopy>;
