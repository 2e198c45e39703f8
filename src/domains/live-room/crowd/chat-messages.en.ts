import type { LocaleMessages } from '../../../platform/i18n/messages';
import { plural } from '../../../platform/i18n/plural';
import { chatMarks, type chatMessages } from './chat-messages.zh-cn';

export default {
  ...chatMarks,
  listLabel: 'Chat messages',
  empty: 'Nobody has said anything yet. Start the chat!',
  newMessages: (count: number) =>
    count > 99 ? '99+ new messages' : plural('en', count, { one: '# new message', other: '# new messages' }),
  thinned: 'A busy chat: showing some of it',
  system: 'System',
  lotteryOpen: (amount: number) => `Red envelope! ${amount} yuan in total, join in`,
  lotteryJoin: 'Join ›',
  lotteryDraw: (amount: number) => `Red envelope drawn (${amount} yuan in total)`,
  sending: 'Sending',
  sendFailed: 'Not sent',
  retry: 'Retry',
  mine: 'Me',

  inputLabel: 'Send a chat message',
  placeholder: 'Say something…',
  loginToChat: 'Log in to chat',
  send: 'Send',
  sendInLabel: (seconds: number) => `You can send in ${seconds}s`,
  emoji: 'Emoji',
  tooLong: (max: number) => `${max} characters at most`,
  lost: 'Network error: the message was not sent',

  lineActions: 'Message actions',
  report: 'Report',
  reportTitle: 'Report this message',
  reported: 'Reported',
  cancel: 'Cancel',

  danmaku: 'Bullet comments',
  // A letter where Chinese draws 弹 on the switch: a fan sees comments fly (the label says what it is).
  danmakuMark: 'B',
  danmakuOn: 'Hide bullet comments',
  danmakuOff: 'Show bullet comments',
  danmakuSettings: 'Bullet comment settings',
  opacity: 'Opacity',
  speed: 'Speed',
  fontSize: 'Text size',
  area: 'Area',
  speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast' },
  fontSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  areas: { quarter: '1/4', half: 'Half', full: 'Full' },
  done: 'Done',
} satisfies LocaleMessages<typeof chatMessages>;
