/**
 * Betting and football words as each region's players say them, for the message modules: the
 * mainland's here (the key set), the other locales beside it, each imported by that locale's
 * message modules only (so it rides in their lazy chunks). docs/glossary.md names the ideas.
 */
export const glossary = {
  // Markets
  matchResult: '胜平负',
  handicap: '让球',
  asianHandicap: '亚盘',
  overUnder: '大小球',
  correctScore: '比分',
  halfFull: '半全场',
  odds: '赔率',
  // The game
  penalty: '点球',
  shootout: '点球大战',
  referee: '裁判',
  corner: '角球',
  // A settled bet
  won: '红',
  lost: '黑',
  push: '走',
  wonHalf: '赢半',
  lostHalf: '输半',
} as const;
