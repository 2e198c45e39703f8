/**
 * The comment rule every input that takes comments shares (a tip's comments, the live room's
 * chat): its reading (ban first, then recharge, then VIP), its one copy per user, and its view.
 */
import { render, screen, fireEvent } from '@testing-library/react';
import type { CommentRule } from '@src/contracts/comment-rule';
import * as api from '@src/features/comment-gate/comment-rule-api';
import { commentGate } from '@src/features/comment-gate/comment-gate';
import { useCommentRuleStore } from '@src/features/comment-gate/comment-rule-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { CommentRuleNote, type RuleNoteAccess } from '@src/features/comment-gate/comment-rule-note';
import { setUpAppWorld } from '@tests/support/app-world';

jest.mock('@src/features/comment-gate/comment-rule-api');
const mocked = jest.mocked(api.commentRuleApi);

function rule(overrides: Partial<CommentRule> = {}): CommentRule {
  return {
    isAvailable: true,
    rechargeLimitRule: {
      rechargeCurrentVal: 500,
      rechargeLimitIsAccord: true,
      rechargeLimitText: '累计充值满100元即可发表评论',
      rechargeLimitVal: 100,
    },
    vipCurrentVal: 2,
    vipLimitIsAccord: true,
    vipLimitText: 'VIP1及以上会员才能发表评论',
    vipLimitVal: 1,
    isBan: false,
    banText: '',
    ...overrides,
  };
}
const belowRecharge = {
  rechargeCurrentVal: 30,
  rechargeLimitIsAccord: false,
  rechargeLimitText: '累计充值满100元即可发表评论',
  rechargeLimitVal: 100,
};

describe('the comment rule gates the input', () => {
  it('is open when every threshold is met and there is no ban', () => {
    expect(commentGate(rule())).toEqual({ open: true });
  });

  it('a banned user sees the ban text, even when also below a threshold', () => {
    const banned = rule({
      isAvailable: false,
      isBan: true,
      banText: '您已被禁言',
      rechargeLimitRule: belowRecharge,
      vipLimitIsAccord: false,
    });
    expect(commentGate(banned)).toEqual({ open: false, reason: 'ban', text: '您已被禁言', progress: null });
  });

  it.each([
    [
      'the recharge threshold: its text and where the user stands',
      { rechargeLimitRule: belowRecharge, vipLimitIsAccord: false },
      { reason: 'recharge', text: '累计充值满100元即可发表评论', progress: { current: 30, required: 100 } },
    ],
    [
      'the VIP threshold: its text and the levels',
      { vipLimitIsAccord: false, vipCurrentVal: 0 },
      { reason: 'vip', text: 'VIP1及以上会员才能发表评论', progress: { current: 0, required: 1 } },
    ],
  ] as const)('below %s', (_title, fields, closed) => {
    expect(commentGate(rule({ isAvailable: false, ...fields }))).toEqual({ open: false, ...closed });
  });

  it('stays closed when the server says unavailable for a reason the app does not know', () => {
    expect(commentGate(rule({ isAvailable: false }))).toMatchObject({ open: false });
  });
});

describe('the one copy of the rule', () => {
  const store = () => useCommentRuleStore.getState();

  it('is asked for a logged-in user only', async () => {
    setUpAppWorld({ loggedIn: true });
    mocked.commentRule.mockResolvedValue(rule());
    await store().load();
    expect(store().rule.data).toEqual(rule());
    setUpAppWorld({ loggedIn: false });
    await store().load();
    expect(mocked.commentRule).toHaveBeenCalledTimes(1);
    expect(store().rule.status).toBe('idle');
  });

  it('is forgotten when the user changes (another user’s rule is not theirs)', async () => {
    setUpAppWorld({ loggedIn: true });
    mocked.commentRule.mockResolvedValue(rule({ isBan: true }));
    await store().load();
    expect(store().rule.status).toBe('ready');
    useSessionStore.getState().login({ token: 'token-2', uid: 'u2' });
    expect(store().rule.status).toBe('idle');
    expect(store().rule.data).toBeNull();
  });
});

describe('its view', () => {
  type ClosedGate = Extract<RuleNoteAccess, { state: 'closed' }>['gate'];
  it.each<[string, ClosedGate, string]>([
    ['the ban text', { reason: 'ban', text: '您已被禁言', progress: null }, '您已被禁言'],
    [
      'a recharge threshold’s text with the current and required sums',
      { reason: 'recharge', text: '累计充值满100元即可发表评论', progress: { current: 30, required: 100 } },
      '累计充值满100元即可发表评论当前累计充值 30 元 / 100 元',
    ],
    [
      'a VIP threshold with the current and required levels',
      { reason: 'vip', text: 'VIP1及以上会员才能发表评论', progress: { current: 0, required: 1 } },
      '当前 VIP0 / 需要 VIP1',
    ],
  ])('shows %s', (_what, gate, shown) => {
    render(<CommentRuleNote access={{ state: 'closed', gate }} loginLabel="登录" />);
    expect(screen.getByRole('note')).toHaveTextContent(shown);
  });

  it('asks a visitor to log in, and offers a retry when the rule could not be read', () => {
    const login = jest.fn();
    const retry = jest.fn();
    const { rerender } = render(<CommentRuleNote access={{ state: 'visitor', login }} loginLabel="登录后参与评论" />);
    fireEvent.click(screen.getByRole('button', { name: '登录后参与评论' }));
    expect(login).toHaveBeenCalled();
    rerender(<CommentRuleNote access={{ state: 'failed', retry }} loginLabel="登录后参与评论" />);
    fireEvent.click(screen.getByRole('button', { name: '评论权限读取失败，点击重试' }));
    expect(retry).toHaveBeenCalled();
  });
});
