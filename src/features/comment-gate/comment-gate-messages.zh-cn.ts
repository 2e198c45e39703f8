/** The comment gate's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const commentGateMessages = {
  ruleLoading: '正在读取评论权限…',
  ruleFailed: '评论权限读取失败，点击重试',
  rechargeProgress: (current: number, limit: number) => `当前累计充值 ${current} 元 / ${limit} 元`,
  vipProgress: (current: number, limit: number) => `当前 VIP${current} / 需要 VIP${limit}`,
} as const;
