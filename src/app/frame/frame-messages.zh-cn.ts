/** The frame's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const frameMessages = {
  channels: '频道',
  appTitle: '体育资讯',
  pageCrashed: '页面出错了',
  pageCrashedHint: '页面遇到了问题，请重试',
  pageLoadFailed: '页面加载失败',
  pageLoadFailedHint: '网络不太给力，页面没有加载出来',
  serviceDown: '服务暂时不可用',
  // A newer version of ours: the page's area says so (where its chunk is gone), the prompt has the button.
  newVersion: '新版本已发布',
  newVersionPageHint: '刷新后即可打开这个页面',
  reload: '刷新',
  serviceLoadFailed: '客服窗口加载失败，请稍后重试',
  serviceBubble: '专属福利通知，点这里查看',
  closeServiceBubble: '关闭福利提示',
  openService: '联系客服，有新的福利通知',
  serviceTitle: '客服中心',
  serviceText: '在线客服 7×24 小时为您服务。专属福利、活动奖励与账户问题，请在 App 或官网的客服中心咨询。',
  notFoundTitle: '页面不存在',
  notFoundHint: '您访问的页面可能已下线或地址有误',
  backHome: '返回首页',
} as const;
