import { glossaryTw } from '../../platform/i18n/glossary/glossary.zh-tw';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { phaseMessages } from './phase-messages.zh-cn';

export default {
  halfBreak: '中場休息',
  regulationOver: '正規時間結束',
  extraFirstHalf: '延長賽上半場',
  extraHalfTime: '延長賽中場',
  extraSecondHalf: '延長賽下半場',
  extraTimeOver: '延長賽結束',
  awaitingExtraTime: '等待延長賽',
  awaitingPenalties: `等待${glossaryTw.shootout}`,
  shootoutOver: `${glossaryTw.shootout}結束`,
  discarded: '作廢',
  awaitingOvertime: '等待延長賽',
  overtimeOver: '延長賽結束',
} satisfies LocaleMessages<typeof phaseMessages>;
