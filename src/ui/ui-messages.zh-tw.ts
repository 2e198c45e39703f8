import type { LocaleMessages } from '../platform/i18n/messages';
import type { uiCopy } from './copy';

export default {
  back: '返回',
  loading: '載入中',
  empty: '暫無資料',
  loadFailed: '載入失敗',
  loadFailedHint: '網路不太順暢，請稍後再試',
  notFound: '內容不存在',
  notFoundHint: '連結可能已失效，或內容已下架',
  countdownDays: (days: number) => `${days}天`,
  retry: '重試',
  lastUpdated: (time: string) => `上次更新 ${time}`,
  liveDisconnected: '即時資料已中斷',
  redEnvelope: '紅包',
  live: '直播中',
  cancel: '取消',
  close: '關閉',
  toBeDecided: '待定',
  pickDate: '選擇日期',
  pullToRefresh: '下拉更新',
  releaseToRefresh: '放開更新',
  refreshing: '更新中…',
  loadingMore: '載入中…',
  loadMoreFailed: '載入失敗，點擊重試',
  noMore: '沒有更多了',
  loadMore: '載入更多',
} satisfies LocaleMessages<typeof uiCopy>;
