import { glossaryEn } from '../../../../platform/i18n/glossary/glossary.en';
import type { LocaleMessages } from '../../../../platform/i18n/messages';
import type { matchCentreMessages } from './match-centre-messages.zh-cn';

export default {
  tabLabel: 'Match',
  sectionsLabel: 'Match sections',
  sections: { events: 'Events', stats: 'Stats', lineups: 'Line-ups', text: 'Commentary' },
  sparklineLabel: 'Match momentum',
  momentumTitle: 'Attack momentum',
  leadTitle: 'Lead tracker',
  momentumLabel: (home: string, away: string) => `Attack momentum: ${home} above, ${away} below`,
  noEvents: 'Key events show here once the match starts',
  chartWaiting: (chart: string) => `The ${chart.toLowerCase()} shows here once the match starts`,
  noText: 'No commentary yet',
  loading: 'Loading the match…',
  failed: 'The match did not load',
  retry: 'Retry',
  delayed: (seconds: number) => `In step with the stream (${seconds}s behind)`,
  bench: 'Bench',
  starters: 'Starters',
  rating: 'Rating',
  run: (team: string, points: number) => `${team} on a ${points}-0 run`,
  leadChange: (team: string) => `${team} take the lead`,
  quarterScores: 'Quarter',
  stats: {
    possession: 'Possession',
    shots: 'Shots',
    onTarget: 'On target',
    corners: 'Corners',
    fouls: 'Fouls',
    yellowCards: 'Yellow cards',
    redCards: 'Red cards',
    offsides: 'Offsides',
    saves: 'Saves',
    fieldGoals: 'Field goals',
    threes: '3-pointers',
    freeThrows: 'Free throws',
    rebounds: 'Rebounds',
    assists: 'Assists',
    steals: 'Steals',
    blocks: 'Blocks',
    turnovers: 'Turnovers',
  },
  box: { player: 'Player', minutes: 'MIN', points: 'PTS', rebounds: 'REB', assists: 'AST', plusMinus: '+/-' },
  varDetail: (detail: string) =>
    detail === 'goal-disallowed'
      ? 'VAR: goal disallowed'
      : detail === 'penalty-cancelled'
        ? `VAR: ${glossaryEn.penalty.toLowerCase()} cancelled`
        : 'VAR: goal stands',
  ownGoal: 'Own goal',
  penaltyGoal: glossaryEn.penalty,
  assist: (name: string) => `Assist: ${name}`,
  penaltyMissed: `${glossaryEn.penalty} missed`,
  subOn: 'On',
  subOff: 'Off',
} satisfies LocaleMessages<typeof matchCentreMessages>;
