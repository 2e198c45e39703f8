/** The header tab's words in the locales loaded when chosen (tab-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { tabWords } from './tab-messages.zh-cn';

export default {
  'zh-TW': { ranking: '盈利榜' },
  'zh-HK': { ranking: '盈利榜' },
  en: { ranking: 'Ranking' },
} satisfies Record<LoadedLocale, LocaleMessages<typeof tabWords>>;
