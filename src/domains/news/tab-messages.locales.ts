/** The header tab's words in the locales loaded when chosen (tab-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { tabWords } from './tab-messages.zh-cn';

export default { 'zh-TW': { news: '爆料' }, 'zh-HK': { news: '貼士' }, en: { news: 'Tips' } } satisfies Record<
  LoadedLocale,
  LocaleMessages<typeof tabWords>
>;
