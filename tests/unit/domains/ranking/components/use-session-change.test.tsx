/** A ranking page's follow-up when the user changes (ranking/components/use-session-change.ts): on login, logout or another user — never on mount. */
import { act, renderHook } from '@testing-library/react';
import { useSessionChange } from '@src/domains/ranking/components/use-session-change';
import { useSessionStore } from '@src/platform/session/session-store';
import { setUpAppWorld } from '@tests/support/app-world';

beforeEach(() => setUpAppWorld());

it('runs the latest follow-up once per change of user, not on mount nor when the same user stays', () => {
  const heard: string[] = [];
  const { rerender } = renderHook(({ name }) => useSessionChange(() => heard.push(name)), {
    initialProps: { name: 'first' },
  });
  expect(heard).toEqual([]);
  rerender({ name: 'second' });
  act(() => useSessionStore.setState({ token: 't', uid: 'u1' }));
  act(() => useSessionStore.setState({ token: 't2', uid: 'u1' }));
  act(() => useSessionStore.setState({ token: '', uid: '' }));
  expect(heard).toEqual(['second', 'second']);
});
