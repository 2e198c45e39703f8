import { glossaryTw } from '../../platform/i18n/glossary/glossary.zh-tw';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { phaseMessages } from './phase-messages.zh-cn';

/** Taiwan's phase words around its names for extra time and the shoot-out: Hong Kong's are the same around its own. */
export const phaseWordsAround = (extraTime: string, shootout: string) =>
  ({
    halfBreak: '中場休息',
    regulationOver: '正規時間結束',
    extraFirstHalf: `${extraTime}上半場`,
    extraHalfTime: `${extraTime}中場`,
    extraSecondHalf: `${extraTime}下半場`,
    extraTimeOver: `${extraTime}結束`,
    awaitingExtraTime: `等待${extraTime}`,
    awaitingPenalties: `等待${shootout}`,
    shootoutOver: `${shootout}結束`,
    discarded: '作廢',
    awaitingOvertime: `等待${extraTime}`,
    overtimeOver: `${extraTime}結束`,
  }) satisfies LocaleMessages<typeof phaseMessages>;

export default phaseWordsAround('延長賽', glossaryTw.shootout);
