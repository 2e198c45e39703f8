/** The promotions' dialogs' words in the locales loaded when chosen (promotion-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../../platform/i18n/messages';
import type { promotionMessages } from './promotion-messages.zh-cn';

export default traditionalAndEnglish<typeof promotionMessages>({
  traditional: {
    followStreamer: '關注主播',
    followExpert: '關注專家',
    followHint: '關注後，開播和新方案第一時間通知你',
    follow: '關注',
    later: '以後再說',
    popClose: '關閉活動',
  },
  en: {
    followStreamer: 'Follow the streamer',
    followExpert: 'Follow the expert',
    followHint: 'Follow to hear first when they go live or post a new tip',
    follow: 'Follow',
    later: 'Not now',
    popClose: 'Close the promotion',
  },
});
