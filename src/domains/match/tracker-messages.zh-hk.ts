/** Hong Kong's 動畫直播 reads as Taiwan's but for its football words: 入球, 罰球 (a free kick), 十二碼, 加時. */
import { glossaryHk } from '../../platform/i18n/glossary/glossary.zh-hk';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { trackerMessages } from './tracker-messages.zh-cn';
import taiwan from './tracker-messages.zh-tw';

export default {
  ...taiwan,
  football: { ...taiwan.football, 'free-kick': '罰球' },
  goal: { possible: '可能入球', confirmed: '入球！', cancelled: '入球無效' },
  penalty: {
    possible: `可能${glossaryHk.penalty}`,
    confirmed: glossaryHk.penalty,
    cancelled: `取消${glossaryHk.penalty}`,
  },
  blocked: '投籃被封阻',
  breaks: { ...taiwan.breaks, 'extra-time': '加時賽間歇', shootout: glossaryHk.shootout, overtime: '加時賽' },
  varSubject: { goal: '入球', penalty: glossaryHk.penalty },
} satisfies LocaleMessages<typeof trackerMessages>;
