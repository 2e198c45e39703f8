/** Hong Kong reads the predictions as Taiwan does but for its 網絡 (Taiwan's 網路). */
import type { LocaleMessages } from '../../../platform/i18n/messages';
import type { predictionMessages } from './prediction-messages.zh-cn';
import taiwan from './prediction-messages.zh-tw';

export default {
  ...taiwan,
  voteFailed: '網絡不太穩定，請重試',
} satisfies LocaleMessages<typeof predictionMessages>;
