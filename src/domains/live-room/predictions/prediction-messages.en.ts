import type { LocaleMessages } from '../../../platform/i18n/messages';
import { plural } from '../../../platform/i18n/plural';
import type { predictionMessages } from './prediction-messages.zh-cn';

const fans = (count: number) => plural('en', count, { one: '# fan', other: '# fans' });

export default {
  badge: 'Predict',
  points: (balance: number) => `${balance} pts`,
  dailyGrant: (grant: number) => `${grant} free pts a day`,
  history: 'My predictions',
  lockIn: (clock: string) => `Closes ${clock}`,
  lockCountdown: (time: string) => `${time} left`,
  stakeLabel: 'Stake',
  stakeAll: 'All',
  stakeOf: (stake: number) => `${stake}`,
  pickAria: (label: string, stake: number) => `Pick ${label}, ${stake} pts`,
  loginToVote: 'Log in to predict',
  voting: 'Sending…',
  myPick: (label: string, stake: number) => `Your pick: ${label} · ${stake} pts`,
  voters: fans,
  odds: (odds: string) => `Pays ${odds}`,
  open: 'Open',
  locked: 'Closed: waiting for the result',
  won: (label: string) => `Result: ${label}`,
  payoutWon: (points: number) => `Correct! You won ${points} pts`,
  payoutLost: 'Missed',
  voided: 'Void: points returned',
  refunded: (points: number) => `${points} pts returned`,
  notEnough: 'Not enough points',
  voteFailed: 'Network trouble, please retry',
  splitHidden: 'The split shows after you vote',
  totalPool: (points: number, voters: number) => `Pool ${points} pts · ${fans(voters)}`,
  historyEmpty: 'No predictions in this room yet',
  recordTitle: 'Prediction record',
  recordPicks: (picks: number, hits: number) =>
    `${plural('en', picks, { one: '# pick', other: '# picks' })} · ${hits} correct`,
  recordRecent: (recent: number, hits: number) => `${hits} of last ${recent}`,
  recordStreak: (streak: number) => `${streak} in a row`,
  recordBest: (streak: number) => `Best: ${streak} in a row`,
  recordNone: 'No settled predictions yet',
  close: 'Close',
} satisfies LocaleMessages<typeof predictionMessages>;
