import type { LocaleMessages } from '../../platform/i18n/messages';
import type { goldMessages } from './gold-messages.zh-cn';

export default {
  documentTitle: '金幣說明',
  sections: [
    {
      title: '什麼是金幣',
      text: '金幣是平台內的虛擬積分，可用於購買專家爆料、參與活動和兌換金幣商城中的禮品。金幣不可提領，不可轉讓。',
    },
    {
      title: '如何獲得',
      text: '每日簽到、觀看直播、參與競猜活動以及邀請好友均可獲得金幣。部分爆料未命中時，按約定比例返還金幣。',
    },
    { title: '如何使用', text: '在爆料詳情頁點擊購買即可使用金幣支付；金幣商城每日兌換有上限，以頁面顯示為準。' },
    {
      title: '注意事項',
      text: '金幣有效期為獲得之日起 365 天，過期自動清零。如發現異常獲取行為，平台有權扣除相應金幣。',
    },
  ],
  loginToSee: '登入後查看您的金幣餘額與今日兌換額度',
  login: '登入',
  accountFailed: '金幣資訊載入失敗',
  balance: '金幣餘額',
  remainingToday: '今日可兌換',
  usedToday: (used: string) => `今日已兌換 ${used} 金幣，額度每日 0 點（北京時間）恢復`,
  games: '平台遊戲',
  mallTitle: '金幣商城',
  mallElsewhere: '金幣兌換在平台的金幣商城進行：請回到平台首頁，從「活動 › 金幣商城」進入，今日可兌換額度見上方。',
  mallFailed: '商城載入失敗',
  price: (price: string) => `${price} 金幣`,
  exchange: '兌換',
  overLimit: '超出今日額度',
  notEnough: '金幣不足',
  loginFirst: '登入後兌換',
  confirmTitle: '確認兌換',
  confirmText: (name: string, price: string) => `使用 ${price} 金幣兌換「${name}」？`,
  after: (balance: string, remaining: string) => `兌換後餘額 ${balance} 金幣，今日還可兌換 ${remaining} 金幣`,
  exchanged: (name: string) => `兌換成功：${name}`,
  notAnswered: '兌換結果未知，請重試（不會重複扣除金幣）',
} satisfies LocaleMessages<typeof goldMessages>;
