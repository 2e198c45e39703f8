/** Hong Kong reads the phases as Taiwan does but for extra time (加時, where Taiwan says 延長賽), 十二碼 and 常規時間. */
import { glossaryHk } from '../../platform/i18n/glossary/glossary.zh-hk';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { phaseMessages } from './phase-messages.zh-cn';
import { phaseWordsAround } from './phase-messages.zh-tw';

export default {
  ...phaseWordsAround('加時', glossaryHk.shootout),
  regulationOver: '常規時間結束',
} satisfies LocaleMessages<typeof phaseMessages>;
