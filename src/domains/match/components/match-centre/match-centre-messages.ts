/** The match centre's words in the locale shown: zh-CN's ship with the centre, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../../../platform/i18n/messages';
import { matchCentreMessages } from './match-centre-messages.zh-cn';

/** The match centre's words in one locale. */
export type MatchCentreWords = LocaleMessages<typeof matchCentreMessages>;

export const matchCentreWords = defineMessages(matchCentreMessages, {
  'zh-TW': () => import('./match-centre-messages.zh-tw'),
  'zh-HK': () => import('./match-centre-messages.zh-hk'),
  en: () => import('./match-centre-messages.en'),
});
