/**
 * The gold page's words — the document, the account, the mall and its exchange — in zh-CN, shipped
 * with the page: the shape the other locales are typed against. Numbers arrive formatted in the
 * locale shown (formatNumber).
 */
export const goldMessages = {
  documentTitle: '金币说明',
  sections: [
    {
      title: '什么是金币',
      text: '金币是平台内的虚拟积分，可用于购买专家爆料、参与活动和兑换金币商城中的礼品。金币不可提现，不可转让。',
    },
    {
      title: '如何获得',
      text: '每日签到、观看直播、参与竞猜活动以及邀请好友均可获得金币。部分爆料未命中时，按约定比例返还金币。',
    },
    { title: '如何使用', text: '在爆料详情页点击购买即可使用金币支付；金币商城每日兑换有上限，以页面显示为准。' },
    {
      title: '注意事项',
      text: '金币有效期为获得之日起 365 天，过期自动清零。如发现异常获取行为，平台有权扣除相应金币。',
    },
  ],
  loginToSee: '登录后查看您的金币余额与今日兑换额度',
  login: '登录',
  accountFailed: '金币信息加载失败',
  balance: '金币余额',
  remainingToday: '今日可兑换',
  usedToday: (used: string) => `今日已兑换 ${used} 金币，额度每日 0 点（北京时间）恢复`,
  games: '平台游戏',
  mallTitle: '金币商城',
  mallElsewhere: '金币兑换在平台的金币商城进行：请回到平台首页，从「活动 › 金币商城」进入，今日可兑换额度见上方。',
  mallFailed: '商城加载失败',
  price: (price: string) => `${price} 金币`,
  exchange: '兑换',
  overLimit: '超出今日额度',
  notEnough: '金币不足',
  loginFirst: '登录后兑换',
  confirmTitle: '确认兑换',
  confirmText: (name: string, price: string) => `使用 ${price} 金币兑换「${name}」？`,
  after: (balance: string, remaining: string) => `兑换后余额 ${balance} 金币，今日还可兑换 ${remaining} 金币`,
  exchanged: (name: string) => `兑换成功：${name}`,
  notAnswered: '兑换结果未知，请重试（不会重复扣除金币）',
} as const;
