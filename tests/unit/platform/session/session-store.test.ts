/** The user (spec: login stores token and id; logout and expiry remove them; reset clears the user). */
import type * as SessionStoreModule from '@src/platform/session/session-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { freshModule } from '@tests/support/fresh-module';
import { storedOrNewDeviceId } from '@src/platform/device/device-id';
import { readStored, removeStored, StorageKey } from '@src/platform/storage/local-storage';

const session = () => useSessionStore.getState();

it('a store made anew holds no user and no device; it keeps a device id given, and a reset clears the user', () => {
  // Made as the module loads: a store loaded for this test (see freshModule).
  const fresh = freshModule(
    () => jest.requireActual('@src/platform/session/session-store') as typeof SessionStoreModule,
  );
  const state = () => fresh.useSessionStore.getState();
  expect(state()).toMatchObject({ token: '', uid: '', username: '', headUrl: '', deviceId: '' });
  state().setDeviceId('device-1');
  state().login({ token: 't', uid: '7', username: '球迷', headUrl: 'https://img.example/7.png' });
  expect(state()).toMatchObject({ token: 't', uid: '7', deviceId: 'device-1' });
  state().reset();
  expect(state()).toMatchObject({ token: '', uid: '', username: '', headUrl: '', deviceId: '' });
});

beforeEach(() => {
  localStorage.clear();
  session().reset();
});

it('login stores the token and the id, so the next visit restores them', () => {
  session().login({ token: 't-1', uid: 'u-1', username: '小明', headUrl: 'head.png' });
  expect(readStored(StorageKey.token)).toBe('t-1');
  expect(readStored(StorageKey.uid)).toBe('u-1');
  expect(session()).toMatchObject({ token: 't-1', uid: 'u-1', username: '小明', headUrl: 'head.png' });
  session().reset();
  session().restore();
  expect(session()).toMatchObject({ token: 't-1', uid: 'u-1' });
});

it('logout (expiry, kick) removes the stored token and id and keeps the device', () => {
  session().setDeviceId('device-1');
  session().login({ token: 't-1', uid: 'u-1', username: '小明' });
  session().logout();
  expect(readStored(StorageKey.token)).toBeNull();
  expect(readStored(StorageKey.uid)).toBeNull();
  expect(session()).toMatchObject({ token: '', uid: '', username: '', headUrl: '', deviceId: 'device-1' });
});

it('reset clears username, token, id, headUrl and device id in memory, and nothing on the device: the next mount is the same user on the same device', () => {
  const deviceId = storedOrNewDeviceId();
  session().setDeviceId(deviceId);
  session().login({ token: 't-1', uid: 'u-1', username: '小明', headUrl: 'head.png' });
  session().reset();
  expect(session()).toMatchObject({ token: '', uid: '', username: '', headUrl: '', deviceId: '' });
  expect(readStored(StorageKey.token)).toBe('t-1');
  expect(readStored(StorageKey.uid)).toBe('u-1');
  session().restore();
  expect(session()).toMatchObject({ token: 't-1', uid: 'u-1' });
  expect(storedOrNewDeviceId()).toBe(deviceId);
});

it('logout keeps the device’s id on the device too (only the user goes)', () => {
  const deviceId = storedOrNewDeviceId();
  session().login({ token: 't-1', uid: 'u-1' });
  session().logout();
  expect(storedOrNewDeviceId()).toBe(deviceId);
});

it('restores nothing from a half-stored session (a token without its id)', () => {
  session().login({ token: 't-1', uid: 'u-1' });
  session().reset();
  removeStored(StorageKey.uid);
  session().restore();
  expect(session().token).toBe('');
});
