import { glossaryEn } from '../../platform/i18n/glossary/glossary.en';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { phaseMessages } from './phase-messages.zh-cn';

export default {
  halfBreak: 'Half-time break',
  regulationOver: 'End of regulation',
  extraFirstHalf: 'ET 1st half',
  extraHalfTime: 'ET half-time',
  extraSecondHalf: 'ET 2nd half',
  extraTimeOver: 'End of ET',
  awaitingExtraTime: 'Awaiting ET',
  awaitingPenalties: 'Awaiting pens',
  shootoutOver: `${glossaryEn.shootout} over`,
  discarded: 'Void',
  awaitingOvertime: 'Awaiting OT',
  overtimeOver: 'End of OT',
} satisfies LocaleMessages<typeof phaseMessages>;
