/** Hong Kong reads the ranking as Taiwan does but for a few words: Taiwan's module with those. */
import { glossaryHk } from '../../platform/i18n/glossary/glossary.zh-hk';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { rankingMessages } from './ranking-messages.zh-cn';
import taiwan from './ranking-messages.zh-tw';

export default {
  ...taiwan,
  oddsTypeLabel: `${glossaryHk.odds}顯示`,
  odds: glossaryHk.odds,
  markets: {
    result: { football: glossaryHk.matchResult, other: '獨贏' },
    handicap: { football: glossaryHk.handicap, other: '讓分' },
    totals: { football: glossaryHk.overUnder, other: '大細分' },
  },
  results: { ...taiwan.results, winHalf: glossaryHk.wonHalf, loseHalf: glossaryHk.lostHalf, draw: glossaryHk.push },
  unreadable: '注單資料無法讀取',
  likeLabel: (count: number, pressed: boolean) =>
    pressed ? `取消讚好，現有 ${count} 個讚` : `讚好，現有 ${count} 個讚`,
  dislikeLabel: (count: number, pressed: boolean) =>
    pressed ? `取消踩，現有 ${count} 個踩` : `踩，現有 ${count} 個踩`,
} satisfies LocaleMessages<typeof rankingMessages>;
