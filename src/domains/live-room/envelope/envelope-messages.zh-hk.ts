/** Hong Kong reads the envelope as Taiwan does but for its 網絡 (Taiwan's 網路). */
import type { LocaleMessages } from '../../../platform/i18n/messages';
import type { envelopeMessages } from './envelope-messages.zh-cn';
import taiwan from './envelope-messages.zh-tw';

export default {
  ...taiwan,
  enterFailed: '網絡不太穩定，請重試',
} satisfies LocaleMessages<typeof envelopeMessages>;
