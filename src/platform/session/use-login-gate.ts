/**
 * Actions that need login (follow, book): a visitor is sent to login with a way back to
 * `returnPath` (the bridge emits `login` with backPath under a host); a logged-in user runs it.
 */
import { useCallback } from 'react';
import { useNavigation } from '../bridge/navigation-context';
import { sessionSelectors, useSessionStore } from './session-store';

/** The gate returns the action's promise, or nothing (synchronously) when it sent the visitor to login. */
export function useLoginGate(returnPath: string): <T>(action: () => Promise<T>) => Promise<T> | undefined {
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const { login } = useNavigation();
  return useCallback(
    <T>(action: () => Promise<T>): Promise<T> | undefined => {
      if (!loggedIn) {
        login(returnPath);
        return undefined;
      }
      return action();
    },
    [loggedIn, login, returnPath],
  );
}
