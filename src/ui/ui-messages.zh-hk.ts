import type { LocaleMessages } from '../platform/i18n/messages';
import type { uiCopy } from './copy';
import zhTw from './ui-messages.zh-tw';

// Hong Kong reads Taiwan's Traditional words but for these.
export default {
  ...zhTw,
  loadFailedHint: '網絡不太穩定，請稍後再試',
  liveDisconnected: '即時數據已中斷',
  loadMoreFailed: '載入失敗，按此重試',
} satisfies LocaleMessages<typeof uiCopy>;
