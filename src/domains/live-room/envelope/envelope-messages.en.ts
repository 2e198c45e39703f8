import type { LocaleMessages } from '../../../platform/i18n/messages';
import { plural } from '../../../platform/i18n/plural';
import type { envelopeMessages } from './envelope-messages.zh-cn';

export default {
  open: (amount: string) => `Open the red envelope, ${amount} in total`,
  title: 'Room red envelope',
  prize: (winners: number) => plural('en', winners, { one: 'For # winner', other: 'Shared by # winners' }),
  drawIn: 'Draw in ',
  conditions: 'To enter',
  done: 'Done',
  goChat: 'Chat',
  enter: 'Enter the draw',
  entering: 'Entering…',
  loginToEnter: 'Log in to enter',
  finishConditions: 'Meet the conditions to enter',
  entered: 'Entered: waiting for the draw',
  participants: (count: number) => plural('en', count, { one: '# fan entered', other: '# fans entered' }),
  drawing: 'Drawing…',
  drawingHint: 'Revealed when the stream reaches the draw',
  won: 'You won',
  wonAmount: (amount: string) => `Congratulations, you got ${amount}`,
  claim: 'Claim the prize',
  lost: 'Not this time',
  lostHint: 'So close. See you at the next envelope',
  ended: 'Drawn',
  endedHint: 'This round is drawn: enter when the streamer starts the next one',
  enterFailed: 'Network trouble, please retry',
} satisfies LocaleMessages<typeof envelopeMessages>;
