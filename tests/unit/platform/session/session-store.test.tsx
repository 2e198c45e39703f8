/**
 * Who is using the app: a login stores token and uid (a reload restores them, only both
 * together), a logout or an ended session clears user and storage, the device id stays; and the
 * two helpers that act on the session — the login gate of follow and book, and the loader of a
 * user's own data once per login.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useConfigStore } from '@src/platform/config/config-store';
import { followSession } from '@src/platform/session/follow-session';
import {
  initialSessionState,
  isLoggedIn,
  sessionSelectors,
  useSessionStore,
} from '@src/platform/session/session-store';
import { useLoginGate } from '@src/platform/session/use-login-gate';
import { fakeNavigation, WithNavigation } from '../../../support/fake-navigation';

const session = () => useSessionStore.getState();
const stored = (key: string) => window.localStorage.getItem(`sport-info:${key}`);

beforeEach(() => {
  session().reset();
  useConfigStore.setState({ commonConfigStatus: 'ready' });
});

describe('the session store', () => {
  it('a login keeps the user and stores token and uid', () => {
    session().login({ token: 't-1', uid: 'u-1', username: '普通用户', headUrl: '/avatar.png' });
    expect(session()).toMatchObject({ token: 't-1', uid: 'u-1', username: '普通用户', headUrl: '/avatar.png' });
    expect([stored('token'), stored('uid')]).toEqual(['t-1', 'u-1']);
    expect(isLoggedIn()).toBe(true);
    expect(sessionSelectors.uid(session())).toBe('u-1');
  });

  it('a login without name or avatar leaves them empty', () => {
    session().login({ token: 't-1', uid: 'u-1', username: '旧名', headUrl: '/old.png' });
    session().login({ token: 't-2', uid: 'u-2' });
    expect(session()).toMatchObject({ token: 't-2', uid: 'u-2', username: '', headUrl: '' });
  });

  it('a reload restores token and uid only when both were stored', () => {
    session().login({ token: 't-1', uid: 'u-1' });
    session().reset();
    expect(session()).toMatchObject(initialSessionState);
    session().restore();
    expect(session()).toMatchObject({ token: 't-1', uid: 'u-1' });

    session().reset();
    window.localStorage.removeItem('sport-info:uid');
    session().restore();
    expect(session()).toMatchObject({ token: '', uid: '' });
    window.localStorage.setItem('sport-info:uid', 'u-1');
    window.localStorage.removeItem('sport-info:token');
    session().restore();
    expect(session()).toMatchObject({ token: '', uid: '' });
    expect(isLoggedIn()).toBe(false);
  });

  it('logged in means a token', () => {
    expect(sessionSelectors.isLoggedIn({ ...initialSessionState, uid: 'u-1' })).toBe(false);
    expect(sessionSelectors.isLoggedIn({ ...initialSessionState, token: 't' })).toBe(true);
  });

  it('a logout clears the user and the stored token and uid, and keeps the device id', () => {
    session().setDeviceId('device-1');
    session().login({ token: 't-1', uid: 'u-1', username: '普通用户', headUrl: '/a.png' });
    session().logout();
    expect(session()).toMatchObject({ token: '', uid: '', username: '', headUrl: '', deviceId: 'device-1' });
    expect([stored('token'), stored('uid')]).toEqual([null, null]);
  });
});

describe("followSession: a user's own data, once per login", () => {
  it('loads when a user logs in, once per token, and again after another login', () => {
    const load = jest.fn();
    const stop = followSession(load);
    expect(load).not.toHaveBeenCalled();
    session().login({ token: 't-1', uid: 'u-1' });
    expect(load).toHaveBeenCalledTimes(1);
    session().setDeviceId('device-2');
    expect(load).toHaveBeenCalledTimes(1);
    session().login({ token: 't-2', uid: 'u-1' });
    expect(load).toHaveBeenCalledTimes(2);
    session().logout();
    session().login({ token: 't-2', uid: 'u-1' });
    expect(load).toHaveBeenCalledTimes(3);
    stop();
    session().login({ token: 't-3', uid: 'u-1' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a user already logged in is loaded at once', () => {
    session().login({ token: 't-1', uid: 'u-1' });
    const load = jest.fn();
    const stop = followSession(load);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for the common configuration (the calls need it), then loads once', () => {
    useConfigStore.setState({ commonConfigStatus: 'loading' });
    const load = jest.fn();
    const stop = followSession(load);
    session().login({ token: 't-1', uid: 'u-1' });
    expect(load).not.toHaveBeenCalled();
    useConfigStore.setState({ commonConfigStatus: 'ready' });
    expect(load).toHaveBeenCalledTimes(1);
    useConfigStore.setState({ commonConfigStatus: 'ready', domainListStatus: 'ready' });
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    useConfigStore.setState({ commonConfigStatus: 'loading' });
    session().login({ token: 't-2', uid: 'u-1' });
    useConfigStore.setState({ commonConfigStatus: 'ready' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useLoginGate: actions that need login', () => {
  function gate() {
    const navigation = fakeNavigation();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WithNavigation navigation={navigation}>{children}</WithNavigation>
    );
    const { result } = renderHook(() => useLoginGate('/news/user/7'), { wrapper });
    return { navigation, run: (action: () => Promise<string>) => result.current(action) };
  }

  it('a visitor is sent to login with the way back; the action does not run', () => {
    const { navigation, run } = gate();
    const action = jest.fn(async () => 'done');
    expect(run(action)).toBeUndefined();
    expect(action).not.toHaveBeenCalled();
    expect(navigation.logins).toEqual(['/news/user/7']);
  });

  it('a logged-in user runs it and gets its promise', async () => {
    const { navigation, run } = gate();
    act(() => session().login({ token: 't-1', uid: 'u-1' }));
    await expect(run(async () => 'done')).resolves.toBe('done');
    expect(navigation.logins).toEqual([]);
  });
});
