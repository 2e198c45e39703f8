/** The customer-service float's and dialog's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const serviceMessages = {
  serviceLoadFailed: '客服窗口加载失败，请稍后重试',
  serviceBubble: '专属福利通知，点这里查看',
  closeServiceBubble: '关闭福利提示',
  openService: '联系客服，有新的福利通知',
  serviceTitle: '客服中心',
  serviceText: '在线客服 7×24 小时为您服务。专属福利、活动奖励与账户问题，请在 App 或官网的客服中心咨询。',
} as const;
