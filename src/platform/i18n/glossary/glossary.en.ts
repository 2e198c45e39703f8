/** English as betting sites abroad write it. */
import type { LocaleMessages } from '../messages';
import type { glossary } from './glossary';

export const glossaryEn = {
  matchResult: '1X2',
  handicap: 'Handicap',
  asianHandicap: 'Asian handicap',
  overUnder: 'Over/Under',
  correctScore: 'Correct score',
  halfFull: 'HT/FT',
  odds: 'Odds',
  penalty: 'Penalty',
  shootout: 'Shoot-out',
  referee: 'Referee',
  corner: 'Corner',
  won: 'Won',
  lost: 'Lost',
  push: 'Push',
  wonHalf: 'Half won',
  lostHalf: 'Half lost',
} satisfies LocaleMessages<typeof glossary>;
