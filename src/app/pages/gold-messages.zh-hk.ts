import type { LocaleMessages } from '../../platform/i18n/messages';
import type { goldMessages } from './gold-messages.zh-cn';
import zhTw from './gold-messages.zh-tw';

// Hong Kong reads Taiwan's Traditional words but for these.
export default {
  ...zhTw,
  loginToSee: '登入後查看你的金幣餘額與今日兌換額度',
  accountFailed: '金幣資料載入失敗',
} satisfies LocaleMessages<typeof goldMessages>;
