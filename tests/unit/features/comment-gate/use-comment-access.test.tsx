/**
 * What an input that takes comments may do (use-comment-access.ts): a visitor is asked to log in
 * with the way back, a user's rule is read once, then the input is open or closed with its words;
 * a rule that could not be read offers a retry.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CommentRule } from '@src/contracts/comment-rule';
import * as api from '@src/features/comment-gate/comment-rule-api';
import { useCommentAccess } from '@src/features/comment-gate/use-comment-access';
import { useSessionStore } from '@src/platform/session/session-store';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { networkError, setUpAppWorld } from '@tests/support/app-world';

jest.mock('@src/features/comment-gate/comment-rule-api');
const mocked = jest.mocked(api.commentRuleApi);

const rule = (overrides: Partial<CommentRule> = {}): CommentRule => ({
  isAvailable: true,
  rechargeLimitRule: { rechargeCurrentVal: 0, rechargeLimitIsAccord: true, rechargeLimitText: '', rechargeLimitVal: 0 },
  vipCurrentVal: 0,
  vipLimitIsAccord: true,
  vipLimitText: '',
  vipLimitVal: 0,
  isBan: false,
  banText: '',
  ...overrides,
});

function renderAccess() {
  const navigation = fakeNavigation();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithNavigation navigation={navigation}>{children}</WithNavigation>
  );
  return { navigation, ...renderHook(() => useCommentAccess('/news/tip/7'), { wrapper }) };
}

beforeEach(() => jest.resetAllMocks());

it('asks a visitor to log in with the way back, and reads no rule', () => {
  setUpAppWorld();
  const { result, navigation } = renderAccess();
  expect(result.current.state).toBe('visitor');
  act(() => (result.current as Extract<typeof result.current, { state: 'visitor' }>).login());
  expect(navigation.logins).toEqual(['/news/tip/7']);
  expect(mocked.commentRule).not.toHaveBeenCalled();
});

it('reads a user’s rule once: loading, then open', async () => {
  setUpAppWorld({ loggedIn: true });
  mocked.commentRule.mockResolvedValue(rule());
  const { result, rerender } = renderAccess();
  expect(result.current.state).toBe('loading');
  await waitFor(() => expect(result.current.state).toBe('open'));
  rerender();
  expect(mocked.commentRule).toHaveBeenCalledTimes(1);
});

it('closed by the rule: its words', async () => {
  setUpAppWorld({ loggedIn: true });
  mocked.commentRule.mockResolvedValue(rule({ isAvailable: false, isBan: true, banText: '您已被禁言' }));
  const { result } = renderAccess();
  await waitFor(() =>
    expect(result.current).toMatchObject({ state: 'closed', gate: { reason: 'ban', text: '您已被禁言' } }),
  );
});

it('a rule that could not be read offers a retry, which reads it again', async () => {
  setUpAppWorld({ loggedIn: true });
  mocked.commentRule.mockRejectedValueOnce(networkError()).mockResolvedValueOnce(rule());
  const { result } = renderAccess();
  await waitFor(() => expect(result.current.state).toBe('failed'));
  act(() => (result.current as Extract<typeof result.current, { state: 'failed' }>).retry());
  await waitFor(() => expect(result.current.state).toBe('open'));
  expect(mocked.commentRule).toHaveBeenCalledTimes(2);
});

it('a visitor who logs in with the input shown has the rule read then', async () => {
  setUpAppWorld();
  mocked.commentRule.mockResolvedValue(rule());
  const { result } = renderAccess();
  expect(result.current.state).toBe('visitor');
  act(() => useSessionStore.setState({ token: 'token-1', uid: 'u1' }));
  await waitFor(() => expect(result.current.state).toBe('open'));
  expect(mocked.commentRule).toHaveBeenCalledTimes(1);
});
