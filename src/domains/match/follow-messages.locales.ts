/** Following and booking's words in the locales loaded when chosen (follow-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../../platform/i18n/messages';
import type { followMessages } from './follow-messages.zh-cn';

export default traditionalAndEnglish<typeof followMessages>({
  traditional: {
    follow: '關注',
    following: '已關注',
    followed: '關注成功',
    unfollowed: '已取消關注',
    book: '預約',
    booked: '已預約',
    subscribeLabel: (action: string, subject: string) => `${action} ${subject}`,
  },
  en: {
    follow: 'Follow',
    following: 'Following',
    followed: 'Followed',
    unfollowed: 'Unfollowed',
    book: 'Remind me',
    booked: 'Reminder set',
    subscribeLabel: (action: string, subject: string) => `${action}: ${subject}`,
  },
});
