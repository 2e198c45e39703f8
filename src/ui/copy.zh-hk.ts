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
  retry: '重試',
  lastUpdated: (time: string) => `上次更新 ${time}`,
  liveDisconnected: '即時數據已中斷',
  redEnvelope: '紅包',
} satisfies LocaleMessages<typeof uiCopy>;
