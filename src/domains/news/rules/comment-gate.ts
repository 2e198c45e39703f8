/**
 * The comment rule gates the input (spec 5 and 6): banned users see the ban text; users below the
 * recharge threshold its text (and how far they are); below the VIP threshold its text. The ban
 * comes first, then recharge, then VIP.
 */
import type { CommentRule } from '../../../contracts/news';
import { messages } from '../messages';

export type CommentGate =
  | { open: true }
  | { open: false; reason: 'ban' | 'recharge' | 'vip'; text: string; detail: string | null };

export function commentGate(rule: CommentRule): CommentGate {
  if (rule.isBan) return { open: false, reason: 'ban', text: rule.banText, detail: null };
  const recharge = rule.rechargeLimitRule;
  if (!recharge.rechargeLimitIsAccord) {
    return {
      open: false,
      reason: 'recharge',
      text: recharge.rechargeLimitText,
      detail: messages.rechargeProgress(recharge.rechargeCurrentVal, recharge.rechargeLimitVal),
    };
  }
  if (!rule.vipLimitIsAccord) {
    return {
      open: false,
      reason: 'vip',
      text: rule.vipLimitText,
      detail: messages.vipProgress(rule.vipCurrentVal, rule.vipLimitVal),
    };
  }
  // isAvailable may still say no (a rule the app does not know): the input stays closed, quietly.
  return rule.isAvailable ? { open: true } : { open: false, reason: 'vip', text: rule.vipLimitText, detail: null };
}
