/**
 * The comment gate's order: a ban is said before any threshold. A banned user is often below a
 * threshold too; the ban is the reason that counts (recharging would not lift it), so the input
 * shows the ban text, not the recharge or VIP one.
 */
import { commentGate } from '@src/domains/news/rules/comment-gate';
import { rule } from '../support/fixtures';

const belowRecharge = {
  rechargeCurrentVal: 30,
  rechargeLimitIsAccord: false,
  rechargeLimitText: '累计充值满100元即可发表评论',
  rechargeLimitVal: 100,
};

describe('a banned user below a threshold sees the ban', () => {
  it('below the recharge threshold', () => {
    const gate = commentGate(rule({ isAvailable: false, isBan: true, banText: '您已被禁言至12月1日', rechargeLimitRule: belowRecharge }));
    expect(gate).toEqual({ open: false, reason: 'ban', text: '您已被禁言至12月1日', detail: null });
  });

  it('below both thresholds', () => {
    const gate = commentGate(
      rule({ isAvailable: false, isBan: true, banText: '您已被禁言', rechargeLimitRule: belowRecharge, vipLimitIsAccord: false, vipCurrentVal: 0 }),
    );
    expect(gate).toMatchObject({ reason: 'ban', text: '您已被禁言', detail: null });
  });

  it('below the recharge threshold and not banned: the recharge text, before the VIP one', () => {
    const gate = commentGate(rule({ isAvailable: false, rechargeLimitRule: belowRecharge, vipLimitIsAccord: false, vipCurrentVal: 0 }));
    expect(gate).toMatchObject({ reason: 'recharge', text: '累计充值满100元即可发表评论' });
  });
});
