/**
 * The words every page shares: loading, empty, failure, retry, back, the last-seen marker. A
 * domain's own words live in its messages. zh-CN's here, shipped with the code: the shape the
 * other locales (ui-messages.en.ts, .zh-tw.ts, .zh-hk.ts) are typed against. Read them in the
 * locale shown with `useMessages(uiWords)` (ui-messages.ts), not from here.
 */
export const uiCopy = {
  back: '返回',
  loading: '加载中',
  empty: '暂无数据',
  loadFailed: '加载失败',
  loadFailedHint: '网络不太给力，请稍后重试',
  /** The thing an address names does not exist (not a network fault). */
  notFound: '内容不存在',
  notFoundHint: '链接可能已失效，或内容已下线',
  /** A countdown's days before its clock: '3天 02:15:09'. */
  countdownDays: (days: number) => `${days}天`,
  retry: '重试',
  /** Data shown from an earlier visit, not yet confirmed: '上次更新 09:41'. */
  lastUpdated: (time: string) => `上次更新 ${time}`,
  liveDisconnected: '实时数据已断开',
  /** A live room's red-envelope lottery (the badge on live cards, schedules and the room). */
  redEnvelope: '红包',
  // The shared pieces' own words (badges, sheets, dialogs, lists, brackets, date strips).
  live: '直播中',
  cancel: '取消',
  close: '关闭',
  toBeDecided: '待定',
  pickDate: '选择日期',
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放刷新',
  refreshing: '刷新中…',
  loadingMore: '加载中…',
  loadMoreFailed: '加载失败，点击重试',
  noMore: '没有更多了',
  loadMore: '加载更多',
} as const;
