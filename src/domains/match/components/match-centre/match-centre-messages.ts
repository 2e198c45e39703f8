/** The match centre's words in the locale shown: zh-CN's ship with the centre, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../../../platform/i18n/messages';
import { matchCentreMessages } from './match-centre-messages.zh-cn';

/** The match centre's words in one locale. */
export type MatchCentreWords = LocaleMessages<typeof matchCentreMessages>;

export const matchCentreWords = defineMessages(matchCentreMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './match-centre-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './match-centre-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './match-centre-messages.en'),
});
