/**
 * The socket store as the pages read it: whether the push was ever open (so that a status other
 * than open means it is down), whether it is down now, and whether one channel is subscribed.
 */
import type * as SocketStore from '@src/platform/socket/socket-store';
import type { PushStatus } from '@src/platform/socket/socket-store';
import { freshModule } from '@tests/support/fresh-module';

/** A store made for each test: its starting values, actions and selectors are made as the module loads (see freshModule). */
let made: typeof SocketStore;
beforeEach(() => {
  made = freshModule(() => jest.requireActual('@src/platform/socket/socket-store') as typeof SocketStore);
});
const store = () => made.useSocketStore.getState();
const walk = (...statuses: PushStatus[]) => statuses.forEach((status) => store().setStatus(status));

it('starts idle: not connected, no failure, nothing subscribed; connected while open, failed once given up', () => {
  const { socketSelectors } = made;
  expect(store()).toMatchObject({
    status: 'idle',
    isConnected: false,
    reconnectError: false,
    everOpen: false,
    everFailed: false,
    message: null,
    subscribeList: [],
  });
  const shown = () =>
    [socketSelectors.status, socketSelectors.isConnected, socketSelectors.reconnectError].map((read) => read(store()));
  walk('open');
  expect(shown()).toEqual(['open', true, false]);
  walk('failed');
  expect(shown()).toEqual(['failed', false, true]);
  store().setSubscribeList([{ channelName: 'match:1', isSubscribed: true }]);
  expect(socketSelectors.isSubscribed('match:1')(store())).toBe(true);
  const routed = { channel: 'match:1', namespace: 'match', name: 'score', seq: 3, at: 1000 } as const;
  store().setMessage(routed);
  expect(store().message).toEqual(routed);
  store().reset();
  expect(store()).toMatchObject({
    status: 'idle',
    isConnected: false,
    reconnectError: false,
    message: null,
    subscribeList: [],
  });
});

it('remembers that the push was open once, through every status after it, until a reset', () => {
  walk('connecting');
  expect(store().everOpen).toBe(false);
  walk('open');
  expect(store().everOpen).toBe(true);
  walk('reconnecting', 'connecting', 'failed');
  expect(store().everOpen).toBe(true);
  store().reset();
  expect(store().everOpen).toBe(false);
});

it('the push is down once it was open and is not open now, but not before it opened nor once closed for good', () => {
  const down = () => made.socketSelectors.pushDown(store());
  walk('connecting');
  expect(down()).toBe(false);
  walk('open');
  expect(down()).toBe(false);
  for (const status of ['reconnecting', 'connecting', 'failed'] as const) {
    walk(status);
    expect(down()).toBe(true);
  }
  walk('closed');
  expect(down()).toBe(false);
});

it('the push is down from the first failed attempt when no socket ever opened (WebSockets refused), through the next attempts', () => {
  const down = () => made.socketSelectors.pushDown(store());
  walk('connecting');
  expect(down()).toBe(false);
  for (const status of ['reconnecting', 'connecting', 'reconnecting', 'failed', 'connecting'] as const) {
    walk(status);
    expect(down()).toBe(true);
  }
  walk('open');
  expect(down()).toBe(false);
  store().reset();
  expect(down()).toBe(false);
  // Given up at the first attempt, without a reconnect before it.
  walk('connecting', 'failed');
  expect(down()).toBe(true);
});

it('a channel is subscribed when its own row says so', () => {
  store().setSubscribeList([
    { channelName: 'match:1', isSubscribed: true },
    { channelName: 'match:2', isSubscribed: false },
  ]);
  expect(made.socketSelectors.isSubscribed('match:1')(store())).toBe(true);
  expect(made.socketSelectors.isSubscribed('match:2')(store())).toBe(false);
  expect(made.socketSelectors.isSubscribed('match:3')(store())).toBe(false);
});
