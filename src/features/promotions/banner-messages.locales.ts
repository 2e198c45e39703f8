/** The banner strip's word in the locales loaded when chosen (banner-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { bannerMessages } from './banner-messages.zh-cn';

export default {
  'zh-TW': { label: '推薦活動' },
  'zh-HK': { label: '推介活動' },
  en: { label: 'Promotions' },
} satisfies Record<LoadedLocale, LocaleMessages<typeof bannerMessages>>;
