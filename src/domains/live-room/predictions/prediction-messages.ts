/** The room's 竞猜 words in the locale shown: zh-CN's ship with the predictions, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../../platform/i18n/messages';
import { predictionMessages } from './prediction-messages.zh-cn';

/** The 竞猜 words in one locale. */
export type PredictionWords = LocaleMessages<typeof predictionMessages>;

export const predictionWords = defineMessages(predictionMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './prediction-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './prediction-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './prediction-messages.en'),
});
