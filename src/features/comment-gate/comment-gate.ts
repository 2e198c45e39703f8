/**
 * The comment rule gates every input where users write (a tip's comments, the live room's chat):
 * one rule, one reading (docs/pages.md). A banned user sees the ban text — even when also below a
 * threshold; then a user below the recharge threshold sees its text and how far they are; then
 * below the VIP threshold likewise.
 */
import type { CommentRule } from '../../contracts/comment-rule';

export type GateReason = 'ban' | 'recharge' | 'vip';

/** Where the user stands against a threshold (what the rule's text is about). */
export interface GateProgress {
  current: number;
  required: number;
}

export type CommentGate =
  { open: true } | { open: false; reason: GateReason; text: string; progress: GateProgress | null };

type ClosedGate = Extract<CommentGate, { open: false }>;

const closed = (reason: GateReason, text: string, progress: GateProgress | null = null): ClosedGate => ({
  open: false,
  reason,
  text,
  progress,
});

export function commentGate(rule: CommentRule): CommentGate {
  if (rule.isBan) return closed('ban', rule.banText);
  const recharge = rule.rechargeLimitRule;
  if (!recharge.rechargeLimitIsAccord) {
    return closed('recharge', recharge.rechargeLimitText, {
      current: recharge.rechargeCurrentVal,
      required: recharge.rechargeLimitVal,
    });
  }
  if (!rule.vipLimitIsAccord) {
    return closed('vip', rule.vipLimitText, { current: rule.vipCurrentVal, required: rule.vipLimitVal });
  }
  // isAvailable may still say no (a rule the app does not know): the input stays closed, quietly.
  return rule.isAvailable ? { open: true } : closed('vip', rule.vipLimitText);
}
