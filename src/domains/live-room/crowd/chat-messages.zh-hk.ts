/** Hong Kong reads the chat as Taiwan does but 發送 (send), 舉報 (report), 條 (a message's count word), 網絡 and 全屏. */
import type { LocaleMessages } from '../../../platform/i18n/messages';
import type { chatMessages } from './chat-messages.zh-cn';
import taiwan from './chat-messages.zh-tw';

export default {
  ...taiwan,
  newMessages: (count: number) => `${count > 99 ? '99+' : count} 條新訊息`,
  sending: '發送中',
  sendFailed: '發送失敗',
  inputLabel: '發送聊天訊息',
  send: '發送',
  sendInLabel: (seconds: number) => `${seconds} 秒後可發送`,
  lost: '網絡異常，訊息未發出',
  report: '舉報',
  reportTitle: '舉報這條訊息',
  reported: '舉報成功',
  areas: { quarter: '1/4', half: '半屏', full: '全屏' },
} satisfies LocaleMessages<typeof chatMessages>;
