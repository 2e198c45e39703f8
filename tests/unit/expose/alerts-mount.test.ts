/**
 * `./alerts` on a host page: mounted into a plain element by a host without React, it opens the one
 * socket (or takes the app's), shows the page's alerts and tells the host `match-alert`; a tap asks
 * the host to navigate; unmount takes everything away again.
 */
import { waitFor } from '@testing-library/react';
import { EventEmitter } from 'eventemitter3';
import type { AlertSource, ShownAlert } from '../../../src/domains/match/alerts/alert-types';
import { fetchData } from '../../../src/expose/sport-info-app-data';
import { mount } from '../../../src/expose/alerts';
import { SystemCalls } from '../../../src/contracts/system';
import { useLocaleStore } from '../../../src/platform/i18n/locale-store';
import { speakLanguage } from '../../../src/platform/i18n/spoken-language';
import { useSessionStore } from '../../../src/platform/session/session-store';
import { renderInHost } from '../../support/render-in-host';
import { systemBackend } from '../../support/system-backend';
import { FakeWebSocket } from './support/fake-web-socket';

/** The page's feed, driven by the test. */
const feed = { listeners: new Set<(alert: ShownAlert) => void>(), started: 0, stopped: 0 };
jest.mock('../../../src/domains/match/alerts/page-alert-feed', () => ({
  createPageAlertFeed: (): AlertSource => ({
    onAlert: (listener) => {
      feed.listeners.add(listener);
      return () => feed.listeners.delete(listener);
    },
    start: () => void (feed.started += 1),
    stop: () => void (feed.stopped += 1),
  }),
}));
const emit = (alert: ShownAlert) => feed.listeners.forEach((listener) => listener(alert));

const backend = systemBackend();

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = FakeWebSocket.install();
  feed.started = 0;
  feed.stopped = 0;
});
afterEach(() => restoreWebSocket());

const goal: ShownAlert = {
  id: '31-2',
  matchId: 31,
  seq: 2,
  sport: 'football',
  kind: 'goal',
  at: 1,
  minute: 12,
  homeName: '皇马',
  awayName: '巴萨',
  homeScore: 1,
  awayScore: 0,
  side: 'home',
  playerName: '维尼修斯',
  corrects: '',
  heldForPicture: false,
  late: false,
  target: { kind: 'match', matchId: 31 },
};

const session = { token: 'tok', uid: '9' };

// First in the file: the page's start-up calls have not been made yet.
it("alone, its gate calls are the app's early ones: a host warming the app on a hover asks nothing again", async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const unmount = mount(element, { session, locale: 'zh-CN' });
  await waitFor(() => expect(FakeWebSocket.open.size).toBe(1));
  expect(backend.sentTo(SystemCalls.domainList.path)).toHaveLength(1);
  expect(backend.sentTo(SystemCalls.commonConfig.path)).toHaveLength(1);
  await fetchData({ session, locale: 'zh-CN' });
  expect(backend.sentTo(SystemCalls.domainList.path)).toHaveLength(1);
  expect(backend.sentTo(SystemCalls.commonConfig.path)).toHaveLength(1);
  unmount();
  element.remove();
});

it('alone: opens one socket, shows and announces each alert, a tap asks the host to navigate; unmount undoes it', async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const bridge = new EventEmitter();
  const told: unknown[] = [];
  const navigations: unknown[] = [];
  bridge.on('match-alert', (payload: unknown) => told.push(payload));
  bridge.on('navigate', (payload: unknown) => navigations.push(payload));

  const unmount = mount(element, { bridge, session, theme: 'dark' });
  expect(useSessionStore.getState().token).toBe('tok');
  await waitFor(() => expect(FakeWebSocket.open.size).toBe(1));
  await waitFor(() => expect(feed.started).toBe(1));
  const layer = element.querySelector<HTMLElement>('[data-testid="match-alert-layer"]')!;
  expect(layer.dataset.theme).toBe('dark');

  emit(goal);
  expect(told).toEqual([expect.objectContaining({ id: '31-2', kind: 'goal', homeScore: 1, heldForPicture: false })]);
  const card = element.querySelector<HTMLButtonElement>('[data-testid="match-alert"]')!;
  expect(card.textContent).toContain('皇马 1-0 巴萨');
  card.click();
  expect(navigations).toEqual([{ path: '/newSport/match-detail', query: { matchId: '31' } }]);

  emit({ ...goal, id: '31-3', target: { kind: 'room', hostId: 77 } });
  element.querySelector<HTMLButtonElement>('[data-testid="match-alert"]')!.click();
  expect(navigations[1]).toEqual({ path: '/sport-info/anchor/detail/77', query: {} });

  unmount.update({ theme: 'normal' });
  expect(layer.dataset.theme).toBe('normal');
  unmount();
  expect(element.children).toHaveLength(0);
  expect(FakeWebSocket.open.size).toBe(0);
  expect(feed.stopped).toBe(1);
  element.remove();
});

it('beside a mounted app: no second socket, and each alert shown once — in the app', async () => {
  const app = renderInHost({ session }, '/sport-info/download');
  await waitFor(() => expect(FakeWebSocket.open.size).toBe(1));
  const element = document.createElement('div');
  document.body.append(element);
  const told: unknown[] = [];
  app.bridge.on('match-alert', (payload: unknown) => told.push(payload));
  const unmount = mount(element, { bridge: app.bridge, session });
  await waitFor(() => expect(feed.started).toBe(1));
  expect(FakeWebSocket.opened).toBe(1);

  emit(goal);
  expect(told).toHaveLength(1);
  // The app's late overlay is not up in this test: nothing presents in-app yet, so ./alerts shows it.
  expect(document.querySelectorAll('[data-testid="match-alert"]')).toHaveLength(1);
  unmount();
  // The app's socket stays: ./alerts did not open it.
  expect(FakeWebSocket.open.size).toBe(1);
  app.unmount();
  element.remove();
});

it("speaks the locale passed: the alerts' words, the socket's language; a new locale switches them live", async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const unmount = mount(element, { bridge: new EventEmitter(), session, locale: 'en' });
  await waitFor(() => expect(FakeWebSocket.open.size).toBe(1));
  expect([...FakeWebSocket.open][0]!.url).toMatch(/[?&]lang=en$/);
  await waitFor(() => expect(feed.started).toBe(1));
  emit(goal);
  const card = () => element.querySelector<HTMLButtonElement>('[data-testid="match-alert"]')!;
  expect(card().textContent).toBe("Goal皇马 1-0 巴萨 · 12' 维尼修斯 (皇马)Tap to see the match");
  card().click();

  unmount.update({ locale: 'zh-HK' });
  // The socket opens again in the new language; the next alert reads Hong Kong's words.
  await waitFor(() => expect([...FakeWebSocket.open][0]?.url).toMatch(/[?&]lang=zh-HK$/));
  await waitFor(() => expect(useLocaleStore.getState().locale).toBe('zh-HK'));
  emit({ ...goal, id: '31-4' });
  expect(card().textContent).toMatch(/^入球/);
  unmount();
  element.remove();
  await speakLanguage('zh-CN', undefined);
});
