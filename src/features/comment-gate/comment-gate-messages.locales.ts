/** The comment gate's words in the locales loaded when chosen (comment-gate-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { commentGateMessages } from './comment-gate-messages.zh-cn';

export default {
  'zh-TW': {
    ruleLoading: '正在讀取留言權限…',
    ruleFailed: '留言權限讀取失敗，點擊重試',
    rechargeProgress: (current: number, limit: number) => `目前累計儲值 ${current} 元 / ${limit} 元`,
    vipProgress: (current: number, limit: number) => `目前 VIP${current} / 需要 VIP${limit}`,
  },
  'zh-HK': {
    ruleLoading: '正在讀取留言權限…',
    ruleFailed: '留言權限讀取失敗，按此重試',
    rechargeProgress: (current: number, limit: number) => `現時累計充值 ${current} 元 / ${limit} 元`,
    vipProgress: (current: number, limit: number) => `現時 VIP${current} / 需要 VIP${limit}`,
  },
  en: {
    ruleLoading: 'Checking who may comment…',
    ruleFailed: 'Could not check who may comment. Tap to retry',
    rechargeProgress: (current: number, limit: number) => `Deposited ${current} / ${limit} yuan`,
    vipProgress: (current: number, limit: number) => `Now VIP${current} / VIP${limit} needed`,
  },
} satisfies Record<LoadedLocale, LocaleMessages<typeof commentGateMessages>>;
