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
} as const;
