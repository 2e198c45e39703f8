/**
 * Who is using the app (login, logout, reset). Fed by the
 * host's `session` prop and bridge event, by the native app's login info, and by what a
 * previous visit stored. Logged in means a non-empty token.
 *
 * Logout and reset forget different things (our reading of "logout … removes stored token and
 * uid; reset clears username, token, id, headUrl, device id"): logout ends the user — the five
 * fields but the device id, and the stored token and uid, so the next visit starts as a visitor;
 * reset ends this mount of the app (unmount, a new `t`) — all five fields in memory, nothing on
 * the device, so the next mount restores the same user and keeps the same device id (the device
 * id is the browser's for good: a new one per mount would count one phone as many).
 */
import { create } from 'zustand';
import type { SessionInfo } from '../../contracts/bridge-events';
import { readStored, removeStored, StorageKey, writeStored } from '../storage/local-storage';

export interface SessionState {
  token: string;
  uid: string;
  username: string;
  headUrl: string;
  deviceId: string;
}

export interface SessionActions {
  login(session: SessionInfo): void;
  /** Clears the session and removes the stored token and uid (logout, expiry, kick). */
  logout(): void;
  setDeviceId(deviceId: string): void;
  /** Restores the token and uid a previous visit stored. */
  restore(): void;
  reset(): void;
}

export const initialSessionState: SessionState = { token: '', uid: '', username: '', headUrl: '', deviceId: '' };

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...initialSessionState,
  login: (session) => {
    writeStored(StorageKey.token, session.token);
    writeStored(StorageKey.uid, session.uid);
    set({ token: session.token, uid: session.uid, username: session.username ?? '', headUrl: session.headUrl ?? '' });
  },
  logout: () => {
    removeStored(StorageKey.token);
    removeStored(StorageKey.uid);
    set({ token: '', uid: '', username: '', headUrl: '' });
  },
  setDeviceId: (deviceId) => set({ deviceId }),
  restore: () => {
    const token = readStored(StorageKey.token) ?? '';
    const uid = readStored(StorageKey.uid) ?? '';
    if (token && uid) set({ token, uid });
  },
  reset: () => set({ ...initialSessionState }),
}));

export const sessionSelectors = {
  isLoggedIn: (state: SessionState): boolean => state.token !== '',
  uid: (state: SessionState): string => state.uid,
};

export const isLoggedIn = (): boolean => sessionSelectors.isLoggedIn(useSessionStore.getState());

/** Calls `show` with whether a user is logged in, now and on every change, until the returned function is called. */
export function watchLoggedIn(show: (loggedIn: boolean) => void): () => void {
  show(isLoggedIn());
  return useSessionStore.subscribe((state, previous) => {
    if (sessionSelectors.isLoggedIn(state) !== sessionSelectors.isLoggedIn(previous))
      show(sessionSelectors.isLoggedIn(state));
  });
}
