/**
 * Hong Kong's match centre reads as Taiwan's but for its own football words: 入球, 十二碼 (its
 * glossary), 後備 and 正選, 射中目標; and its basketball's 搶斷 and 封阻.
 */
import { glossaryHk } from '../../../../platform/i18n/glossary/glossary.zh-hk';
import type { LocaleMessages } from '../../../../platform/i18n/messages';
import type { matchCentreMessages } from './match-centre-messages.zh-cn';
import taiwan from './match-centre-messages.zh-tw';

export default {
  ...taiwan,
  sections: { ...taiwan.sections, stats: '數據' },
  bench: '後備',
  starters: '正選',
  stats: { ...taiwan.stats, onTarget: '射中目標', steals: '搶斷', blocks: '封阻' },
  varDecisions: {
    'goal-confirmed': 'VAR：入球有效',
    'goal-disallowed': 'VAR：入球無效',
    'penalty-cancelled': `VAR：取消${glossaryHk.penalty}`,
  },
  penaltyGoal: glossaryHk.penalty,
  penaltyMissed: `射失${glossaryHk.penalty}`,
} satisfies LocaleMessages<typeof matchCentreMessages>;
