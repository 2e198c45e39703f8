/** Hong Kong's words (the Jockey Club's market names players know: 主客和, 入球大細, 波膽, 十二碼, 球證). */
import type { LocaleMessages } from '../messages';
import type { glossary } from './glossary';

export const glossaryHk = {
  matchResult: '主客和',
  handicap: '讓球主客和',
  asianHandicap: '亞洲讓球',
  overUnder: '入球大細',
  correctScore: '波膽',
  halfFull: '半全場',
  odds: '賠率',
  penalty: '十二碼',
  shootout: '互射十二碼',
  referee: '球證',
  corner: '角球',
  won: '贏',
  lost: '輸',
  push: '走盤',
  wonHalf: '贏半',
  lostHalf: '輸半',
} satisfies LocaleMessages<typeof glossary>;
