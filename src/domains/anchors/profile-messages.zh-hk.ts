import type { LocaleMessages } from '../../platform/i18n/messages';
import type { profileMessages } from './profile-messages.zh-cn';
import zhTw from './profile-messages.zh-tw';

// Hong Kong reads Taiwan's Traditional words but for these (周榜 as the anchor home's link says).
export default {
  ...zhTw,
  weekRankTitle: '主播周榜',
  noRank: '暫無排行數據',
  fullRank: '完整周榜',
} satisfies LocaleMessages<typeof profileMessages>;
