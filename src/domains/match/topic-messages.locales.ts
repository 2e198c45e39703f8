/** The sports topic switch's words in the locales loaded when chosen (topic-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../../platform/i18n/messages';
import type { topicMessages } from './topic-messages.zh-cn';

export default traditionalAndEnglish<typeof topicMessages>({
  traditional: { label: '體育專題', fiveLeagues: '五大聯賽', nba: 'NBA', euroCup: '歐洲盃', worldCup: '世界盃' },
  en: { label: 'Sports topics', fiveLeagues: 'Top 5 leagues', nba: 'NBA', euroCup: 'Euro', worldCup: 'World Cup' },
});
