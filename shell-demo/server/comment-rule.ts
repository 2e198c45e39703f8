/**
 * The comment rule of a user (CommentRuleCalls of src/contracts/comment-rule.ts) from the demo
 * profile (demo-profiles.ts): recharged at least RECHARGE_LIMIT yuan, VIP at least
 * VIP_LIMIT, not banned. One source for everything that lets a user write: the rule call, the
 * tips' comments (routes/news.ts) and the live room's chat (routes/room-crowd.ts) refuse with
 * CommentRuleCode.Forbidden and the rule's own text.
 */
import { CommentRuleCode, type CommentRule } from '../../src/contracts/comment-rule';
import { ApiError } from './api-error';
import { demoProfileOf } from './demo-profiles';

/** Comment rule thresholds: recharged at least this much (yuan), at least this VIP level. */
export const RECHARGE_LIMIT = 100;
export const VIP_LIMIT = 1;

/** UTC+8, the day the world counts in: a ban's last day as the user reads it. */
const LOCAL_OFFSET_MS = 8 * 3_600_000;

export function commentRuleOf(username: string, now: number): CommentRule {
  const profile = demoProfileOf(username, now);
  const rechargeOk = profile.rechargeTotal >= RECHARGE_LIMIT;
  const vipOk = profile.vipLevel >= VIP_LIMIT;
  const banned = profile.bannedUntil !== null && profile.bannedUntil > now;
  const until = banned ? new Date(profile.bannedUntil! + LOCAL_OFFSET_MS).toISOString().slice(0, 10) : '';
  return {
    isAvailable: rechargeOk && vipOk && !banned,
    rechargeLimitRule: {
      rechargeCurrentVal: profile.rechargeTotal,
      rechargeLimitIsAccord: rechargeOk,
      rechargeLimitText: `累计充值满${RECHARGE_LIMIT}元即可发表评论`,
      rechargeLimitVal: RECHARGE_LIMIT,
    },
    vipCurrentVal: profile.vipLevel,
    vipLimitIsAccord: vipOk,
    vipLimitText: `VIP${VIP_LIMIT}及以上会员才能发表评论`,
    vipLimitVal: VIP_LIMIT,
    isBan: banned,
    banText: banned ? `您因违反社区规范已被禁言，${until} 前无法发表评论` : '',
  };
}

/** The refusal of a user the rule does not let write (its ban text, else the first threshold missed), or null. */
export function commentRuleRefusal(rule: CommentRule): ApiError | null {
  if (rule.isAvailable) return null;
  const reason = rule.isBan
    ? rule.banText
    : !rule.rechargeLimitRule.rechargeLimitIsAccord
      ? rule.rechargeLimitRule.rechargeLimitText
      : rule.vipLimitText;
  return new ApiError(CommentRuleCode.Forbidden, reason);
}
