import { glossaryEn } from '../../platform/i18n/glossary/glossary.en';
import type { LocaleMessages } from '../../platform/i18n/messages';
import { plural } from '../../platform/i18n/plural';
import type { matchMessages } from './match-messages.zh-cn';

export default {
  minute: (minute: number, extra: number) => (extra > 0 ? `${minute}+${extra}'` : `${minute}'`),
  quarter: (period: number) => `Q${period}`,
  quarterOver: (period: number) => `End of Q${period}`,
  overtime: (index: number) => `OT${index}`,
  kickOff: 'Kick-off',
  shootout: glossaryEn.shootout,
  periodStart: 'Start',
  periodEnd: 'End',
  abnormal: 'Abnormal',
  notStarted: 'Not started',
  firstHalf: '1st half',
  halfTime: 'HT',
  secondHalf: '2nd half',
  extraTime: 'ET',
  penalties: 'Pens',
  finished: 'FT',
  postponed: 'Postponed',
  interrupted: 'Interrupted',
  abandoned: 'Abandoned',
  cancelled: 'Cancelled',
  toBeDecided: 'TBD',
  inOvertime: 'OT',
  gameOver: 'Final',
  versus: 'VS',
  anchorLive: 'Live',
  anchorCount: (count: number) => plural('en', count, { one: '# streamer', other: '# streamers' }),
  watchAnchor: (name: string, live: boolean) => (live ? `Enter ${name}'s live room` : `View ${name}'s live room`),
  viewProfile: (name: string) => `View ${name}'s profile`,
  // The counts come written (12.9K), so these read with no plural form.
  watchers: (count: string) => `${count} watching`,
  fans: (count: string) => `Fans ${count}`,
  streamerNotFound: 'Streamer not found or offline',
  tracker: '▶Tracker',
  trackerLabel: (home: string, away: string) => `Match tracker: ${home} vs ${away}`,
} satisfies LocaleMessages<typeof matchMessages>;
