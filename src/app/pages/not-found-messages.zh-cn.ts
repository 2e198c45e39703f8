/** The 404 page's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const notFoundMessages = {
  notFoundTitle: '页面不存在',
  notFoundHint: '您访问的页面可能已下线或地址有误',
  backHome: '返回首页',
} as const;
