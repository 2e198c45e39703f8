/** The sports topic switch's words in the locales loaded when chosen (topic-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { topicMessages } from './topic-messages.zh-cn';

const traditional = { label: '體育專題', fiveLeagues: '五大聯賽', nba: 'NBA', euroCup: '歐洲盃', worldCup: '世界盃' };

export default {
  'zh-TW': traditional,
  'zh-HK': traditional,
  en: { label: 'Sports topics', fiveLeagues: 'Top 5 leagues', nba: 'NBA', euroCup: 'Euro', worldCup: 'World Cup' },
} satisfies Record<LoadedLocale, LocaleMessages<typeof topicMessages>>;
