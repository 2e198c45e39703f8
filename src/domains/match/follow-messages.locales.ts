/** Following and booking's words in the locales loaded when chosen (follow-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { followMessages } from './follow-messages.zh-cn';

type FollowWords = LocaleMessages<typeof followMessages>;

const traditional: FollowWords = {
  follow: '關注',
  following: '已關注',
  followed: '關注成功',
  unfollowed: '已取消關注',
  book: '預約',
  booked: '已預約',
  subscribeLabel: (action: string, subject: string) => `${action} ${subject}`,
};

export default {
  'zh-TW': traditional,
  'zh-HK': traditional,
  en: {
    follow: 'Follow',
    following: 'Following',
    followed: 'Followed',
    unfollowed: 'Unfollowed',
    book: 'Remind me',
    booked: 'Reminder set',
    subscribeLabel: (action: string, subject: string) => `${action}: ${subject}`,
  },
} satisfies Record<LoadedLocale, FollowWords>;
