/** Hong Kong reads a match as Taiwan does but for overtime: 加時, where Taiwan says 延長. */
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { matchMessages } from './match-messages.zh-cn';
import taiwan from './match-messages.zh-tw';

export default {
  ...taiwan,
  overtime: (index: number) => `加時${index}`,
} satisfies LocaleMessages<typeof matchMessages>;
