/**
 * The comment rule gates the input (spec 5 and 6): banned users see the ban text; users below the
 * recharge threshold its text (and how far they are); below the VIP threshold its text. The ban
 * comes first, then recharge, then VIP.
 */
import type { CommentRule } from '../../../contracts/comment-rule';
import { messages } from '../messages';

export type CommentGate =
  { open: true } | { open: false; reason: 'ban' | 'recharge' | 'vip'; text: string; detail: string | null };

type ClosedGate = Extract<CommentGate, { open: false }>;

const closed = (reason: ClosedGate['reason'], text: string, detail: string | null = null): ClosedGate => ({
  open: false,
  reason,
  text,
  detail,
});

export function commentGate(rule: CommentRule): CommentGate {
  if (rule.isBan) return closed('ban', rule.banText);
  const recharge = rule.rechargeLimitRule;
  if (!recharge.rechargeLimitIsAccord) {
    const progress = messages.rechargeProgress(recharge.rechargeCurrentVal, recharge.rechargeLimitVal);
    return closed('recharge', recharge.rechargeLimitText, progress);
  }
  if (!rule.vipLimitIsAccord) {
    return closed('vip', rule.vipLimitText, messages.vipProgress(rule.vipCurrentVal, rule.vipLimitVal));
  }
  // isAvailable may still say no (a rule the app does not know): the input stays closed, quietly.
  return rule.isAvailable ? { open: true } : closed('vip', rule.vipLimitText);
}
