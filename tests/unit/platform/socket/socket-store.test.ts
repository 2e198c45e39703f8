/**
 * The socket store as the pages read it: whether the push was ever open (so that a status other
 * than open means it is down), whether it is down now, and whether one channel is subscribed.
 */
import { socketSelectors, useSocketStore, type PushStatus } from '@src/platform/socket/socket-store';

const store = () => useSocketStore.getState();
const walk = (...statuses: PushStatus[]) => statuses.forEach((status) => store().setStatus(status));

beforeEach(() => store().reset());

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
  const down = () => socketSelectors.pushDown(store());
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
  const down = () => socketSelectors.pushDown(store());
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
});

it('a channel is subscribed when its own row says so', () => {
  store().setSubscribeList([
    { channelName: 'match:1', isSubscribed: true },
    { channelName: 'match:2', isSubscribed: false },
  ]);
  expect(socketSelectors.isSubscribed('match:1')(store())).toBe(true);
  expect(socketSelectors.isSubscribed('match:2')(store())).toBe(false);
  expect(socketSelectors.isSubscribed('match:3')(store())).toBe(false);
});
