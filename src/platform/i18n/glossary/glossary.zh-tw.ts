/** Taiwan's words (its sports lottery's and its fans': 不讓分, 讓分, 大小, PK 大戰). */
import type { LocaleMessages } from '../messages';
import type { glossary } from './glossary';

export const glossaryTw = {
  matchResult: '不讓分',
  handicap: '讓分',
  asianHandicap: '亞洲盤',
  overUnder: '大小',
  correctScore: '正確比數',
  halfFull: '半全場',
  odds: '賠率',
  penalty: '點球',
  shootout: 'PK 大戰',
  referee: '裁判',
  corner: '角球',
  won: '過關',
  lost: '未過',
  push: '退款',
  wonHalf: '贏半',
  lostHalf: '輸半',
} satisfies LocaleMessages<typeof glossary>;
