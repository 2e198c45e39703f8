/** The header tab's words in the locales loaded when chosen (tab-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { tabWords } from './tab-messages.zh-cn';

export default {
  'zh-TW': { sports: '體育專題', worldCup: '世界盃' },
  'zh-HK': { sports: '體育專題', worldCup: '世界盃' },
  en: { sports: 'Leagues', worldCup: 'World Cup' },
} satisfies Record<LoadedLocale, LocaleMessages<typeof tabWords>>;
