/** The promotions' dialogs' words in zh-CN: the follow prompt of an attention banner, a pop banner's close. */
export const promotionMessages = {
  followStreamer: '关注主播',
  followExpert: '关注专家',
  followHint: '关注后，开播和新方案第一时间通知你',
  follow: '关注',
  later: '以后再说',
  popClose: '关闭活动',
} as const;
