/** Hong Kong reads the phases as Taiwan does but for extra time (加時, where Taiwan says 延長賽) and 十二碼. */
import { glossaryHk } from '../../platform/i18n/glossary/glossary.zh-hk';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { phaseMessages } from './phase-messages.zh-cn';
import taiwan from './phase-messages.zh-tw';

export default {
  ...taiwan,
  regulationOver: '常規時間結束',
  extraFirstHalf: '加時上半場',
  extraHalfTime: '加時中場',
  extraSecondHalf: '加時下半場',
  extraTimeOver: '加時結束',
  awaitingExtraTime: '等待加時',
  awaitingPenalties: `等待${glossaryHk.shootout}`,
  shootoutOver: `${glossaryHk.shootout}結束`,
  awaitingOvertime: '等待加時',
  overtimeOver: '加時結束',
} satisfies LocaleMessages<typeof phaseMessages>;
