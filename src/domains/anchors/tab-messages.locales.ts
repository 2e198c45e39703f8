/** The header tab's words in the locales loaded when chosen (tab-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { tabWords } from './tab-messages.zh-cn';

export default {
  'zh-TW': { anchor: '主播', liveBadge: '有主播正在直播' },
  'zh-HK': { anchor: '主播', liveBadge: '有主播正在直播' },
  en: { anchor: 'Live', liveBadge: 'A streamer is live' },
} satisfies Record<LoadedLocale, LocaleMessages<typeof tabWords>>;
