import type { LocaleMessages } from '../../platform/i18n/messages';
import type { anchorMessages } from './anchor-messages.zh-cn';
import zhTw from './anchor-messages.zh-tw';

// Hong Kong reads Taiwan's Traditional words but for these.
export default {
  ...zhTw,
  weekRankLink: '主播周榜',
} satisfies LocaleMessages<typeof anchorMessages>;
