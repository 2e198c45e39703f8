/** Hong Kong reads a match as Taiwan does but for overtime (加時, where Taiwan says 延長), 完場 and 十二碼. */
import { glossaryHk } from '../../platform/i18n/glossary/glossary.zh-hk';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { matchMessages } from './match-messages.zh-cn';
import taiwan from './match-messages.zh-tw';

export default {
  ...taiwan,
  overtime: (index: number) => `加時${index}`,
  extraTime: '加時',
  inOvertime: '加時',
  penalties: glossaryHk.penalty,
  shootout: glossaryHk.shootout,
  finished: '完場',
  gameOver: '完場',
} satisfies LocaleMessages<typeof matchMessages>;
