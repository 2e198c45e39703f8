import type { LocaleMessages } from '../../platform/i18n/messages';
import type { goldMessages } from './gold-messages.zh-cn';

export default {
  documentTitle: 'Gold coins',
  sections: [
    {
      title: 'What are gold coins',
      text: "Gold coins are the platform's points: use them to buy expert tips, join events and exchange gifts in the gold mall. They cannot be cashed out or transferred.",
    },
    {
      title: 'How to earn them',
      text: 'Daily check-ins, watching streams, joining predictions and inviting friends all earn gold coins. Some tips that miss refund part of their price in coins.',
    },
    {
      title: 'How to use them',
      text: "Tap buy on a tip's page to pay in gold coins; the gold mall has a daily exchange limit, shown on this page.",
    },
    {
      title: 'Good to know',
      text: 'Gold coins expire 365 days after they are earned. Coins gained by abuse may be taken back by the platform.',
    },
  ],
  loginToSee: "Log in to see your gold balance and today's exchange limit",
  login: 'Log in',
  accountFailed: 'Could not load your gold coins',
  balance: 'Gold balance',
  remainingToday: 'Left today',
  usedToday: (used: string) => `${used} coins exchanged today; the limit resets at 00:00 China time`,
  games: 'Platform games',
  mallTitle: 'Gold mall',
  mallElsewhere:
    "Gold coins are exchanged in the platform's gold mall: go back to the platform's home, then Events › Gold mall. Today's limit is shown above.",
  mallFailed: 'Could not load the mall',
  price: (price: string) => `${price} coins`,
  exchange: 'Exchange',
  overLimit: "Over today's limit",
  notEnough: 'Not enough coins',
  loginFirst: 'Log in to exchange',
  confirmTitle: 'Confirm exchange',
  confirmText: (name: string, price: string) => `Exchange ${price} coins for “${name}”?`,
  after: (balance: string, remaining: string) => `Balance after: ${balance} coins; ${remaining} coins left today`,
  exchanged: (name: string) => `Exchanged: ${name}`,
  notAnswered: 'Exchange result unknown: try again (no coins are taken twice)',
} satisfies LocaleMessages<typeof goldMessages>;
