import { act, screen, waitFor } from '@testing-library/react';
import { AnchorCalls } from '../../../src/contracts/anchors';
import { Header } from '../../../src/contracts/http';
import { SystemCalls } from '../../../src/contracts/system';
import { mount } from '../../../src/expose/mount';
import { fetchData } from '../../../src/expose/sport-info-app-data';
import { useConfigStore } from '../../../src/platform/config/config-store';
import { useSessionStore } from '../../../src/platform/session/session-store';
import { useAnchorsStore } from '../../../src/domains/anchors/store/anchors-store';
import { StorageKey, writeStored } from '../../../src/platform/storage/local-storage';
import { paramsOf } from '../../support/fake-transport';
import { pendingCount } from '../../../src/platform/http/http-client';
import { renderInHost } from '../../support/render-in-host';
import { FakeWebSocket } from './support/fake-web-socket';
import { systemBackend } from '../../support/system-backend';

const backend = systemBackend();
afterEach(() => jest.useRealTimers());

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits under fake timers for what needs real time too: the calls' signing (Web Crypto) takes
 * real milliseconds, which testing-library's waitFor does not give (it moves fake time to its limit
 * in a few real milliseconds on a loaded machine). Fake time moves on a step per real pause, for up
 * to `realMs` of real time.
 */
async function eventually(check: () => void, realMs = 10_000) {
  const giveUpAt = Date.now() + realMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
    }
    await act(async () => {
      jest.advanceTimersByTime(50);
      await new Promise((resolve) => realSetTimeout(resolve, 5));
    });
  }
}

describe('start-up order', () => {
  it('starts no call in the task of the first commit: the domain list is asked for in a task of its own', async () => {
    renderInHost({}, '/sport-info/download');
    // render() has run the effects, so the runtime has started; what it chains on promises has
    // run too once the microtasks are drained. Its calls wait for the next task.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(useConfigStore.getState().domainListStatus).toBe('idle');
    expect(backend.sent).toEqual([]);
    await waitFor(() => expect(backend.sent.map((request) => request.path)).toContain(SystemCalls.domainList.path));
  });

  it("under StrictMode's mount, unmount and mount again, the domain list is asked for once", async () => {
    renderInHost({}, '/sport-info/download', { strict: true });
    await waitFor(() => expect(useConfigStore.getState().commonConfigStatus).toBe('ready'));
    expect(backend.sentTo(SystemCalls.domainList.path)).toHaveLength(1);
  });

  it("opens the push socket after the config has answered and the first screen's calls have been quiet a moment", async () => {
    const restoreWebSocket = FakeWebSocket.install();
    const release = backend.hold(AnchorCalls.anchorList.path);
    let atSocket: { config: string; inFlight: number } | null = null;
    FakeWebSocket.onCreate = () =>
      (atSocket ??= { config: useConfigStore.getState().commonConfigStatus, inFlight: pendingCount() });
    try {
      const { unmount } = renderInHost({}, '/sport-info/anchor');
      await waitFor(() => expect(backend.sentTo(AnchorCalls.anchorList.path)).toHaveLength(1));
      // The anchor list is still on its way: live updates wait for it.
      await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
      expect(atSocket).toBeNull();
      await act(async () => release());
      await waitFor(() => expect(atSocket).not.toBeNull());
      expect(atSocket).toEqual({ config: 'ready', inFlight: 0 });
      unmount();
    } finally {
      restoreWebSocket();
    }
  });
});

describe('data started before the mount (./SportInfoApp.data)', () => {
  it('fetchData starts the gate calls before the app mounts; the app takes their answers and its gates still hold', async () => {
    const release = backend.hold(SystemCalls.domainList.path);
    const warmed = fetchData({ apiBaseUrl: 'http://boot.test' });
    await waitFor(() => expect(backend.sentTo(SystemCalls.domainList.path)).toHaveLength(1));
    expect(backend.sent[0]!.url).toBe('http://boot.test/api/forehead/system/domain/list/v2');
    expect(backend.sent[0]!.headers['device-id']).toMatch(/^[0-9a-f-]{32,36}$/);
    renderInHost({}, '/sport-info/unknown-page', { strict: true });
    // The domain list has not answered: nothing renders, even with the call begun before the mount.
    for (let turn = 0; turn < 20; turn += 1) await act(() => Promise.resolve());
    expect(screen.getByTestId('sport-info-root')).toHaveTextContent('');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await warmed;
    // One of each: the app took the early answers instead of calling again.
    expect(backend.sentTo(SystemCalls.domainList.path)).toHaveLength(1);
    expect(backend.sentTo(SystemCalls.commonConfig.path)).toHaveLength(1);
    expect(backend.sentTo(SystemCalls.commonConfig.path)[0]!.url).toBe(
      'http://api.test/api/forehead/system/config/get/common/config',
    );
  });

  it('an app mounted for another address does not take them: it calls its own', async () => {
    await fetchData({ apiBaseUrl: 'http://elsewhere.test' });
    renderInHost({}, '/sport-info/unknown-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(backend.sentTo(SystemCalls.domainList.path).map((request) => request.url)).toEqual([
      'http://elsewhere.test/api/forehead/system/domain/list/v2',
      'http://boot.test/api/forehead/system/domain/list/v2',
    ]);
  });
});

describe('data started before the mount carries what every call of the app carries', () => {
  const earlyCalls = () => [
    ...backend.sentTo(SystemCalls.domainList.path),
    ...backend.sentTo(SystemCalls.commonConfig.path),
  ];
  // Who was logged in in an earlier test is not this test's user.
  beforeEach(() => useSessionStore.getState().reset());

  it("a returning user's stored token and uid, and the language of the host's locale, from the first call; the app mounted so takes them", async () => {
    writeStored(StorageKey.token, 'token-back');
    writeStored(StorageKey.uid, 'u-back');
    await fetchData({ apiBaseUrl: 'http://boot.test', locale: 'zh-TW' });
    expect(earlyCalls()).toHaveLength(2);
    for (const request of earlyCalls()) {
      expect(request.headers).toMatchObject({
        [Header.Token]: 'token-back',
        [Header.Uid]: 'u-back',
        [Header.Language]: 'zh-TW',
      });
    }
    renderInHost({ locale: 'zh-TW' }, '/sport-info/unknown-page');
    expect(await screen.findByRole('heading', { name: '頁面不存在' })).toBeInTheDocument();
    expect(earlyCalls()).toHaveLength(2);
  });

  it('a session the host passes is the one they carry; without a locale they carry no language', async () => {
    writeStored(StorageKey.token, 'token-old');
    writeStored(StorageKey.uid, 'u-old');
    await fetchData({ apiBaseUrl: 'http://boot.test', session: { token: 'token-host', uid: 'u-host' } });
    for (const request of earlyCalls()) {
      expect(request.headers).toMatchObject({ [Header.Token]: 'token-host', [Header.Uid]: 'u-host' });
      expect(request.headers).not.toHaveProperty(Header.Language);
    }
    renderInHost({ session: { token: 'token-host', uid: 'u-host' } }, '/sport-info/unknown-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(earlyCalls()).toHaveLength(2);
  });

  it("warmed with a stored token the host's login has since replaced, the app mounted with the host's session calls its own, as that user", async () => {
    writeStored(StorageKey.token, 'token-replaced');
    writeStored(StorageKey.uid, 'u-host');
    await fetchData({ apiBaseUrl: 'http://boot.test' });
    renderInHost({ session: { token: 'token-host', uid: 'u-host' } }, '/sport-info/unknown-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(backend.sentTo(SystemCalls.domainList.path).map((request) => request.headers[Header.Token])).toEqual([
      'token-replaced',
      'token-host',
    ]);
  });

  it("a visitor's carry no token; an app mounted with another locale calls its own, in its language", async () => {
    await fetchData({ apiBaseUrl: 'http://boot.test', locale: 'en' });
    expect(earlyCalls().map((request) => request.headers[Header.Token])).toEqual([undefined, undefined]);
    renderInHost({ locale: 'zh-TW' }, '/sport-info/unknown-page');
    expect(await screen.findByRole('heading', { name: '頁面不存在' })).toBeInTheDocument();
    expect(backend.sentTo(SystemCalls.domainList.path).map((request) => request.headers[Header.Language])).toEqual([
      'en',
      'zh-TW',
    ]);
  });
});

describe('the anchor list asked for beside the config', () => {
  /** An anchor home of nobody: enough for the page to show. */
  const emptyHome = { envelope: { code: 1, data: { hosts: [], liveMatchList: [], hostMomentList: [] } } };
  const gameIdsAsked = () => backend.sentTo(AnchorCalls.anchorList.path).map((request) => paramsOf(request).pid);

  it('goes out while the config is on its way, with the game id it will most likely answer; the home takes that answer', async () => {
    backend.answerWith((path) => (path === AnchorCalls.anchorList.path ? emptyHome : undefined));
    const release = backend.hold(SystemCalls.commonConfig.path);
    renderInHost({}, '/sport-info/anchor');
    await waitFor(() => expect(gameIdsAsked()).toEqual(['164']));
    expect(useConfigStore.getState().commonConfigStatus).toBe('loading');
    await act(async () => release());
    await waitFor(() => expect(useAnchorsStore.getState().home.status).toBe('ready'));
    expect(gameIdsAsked()).toEqual(['164']);
  });

  /** The anchor list answered with `emptyHome`, the config with this game id. */
  const configAnswers = (stSportJumpGame: number) =>
    backend.answerWith((path) =>
      path === AnchorCalls.anchorList.path
        ? emptyHome
        : path === SystemCalls.commonConfig.path
          ? { envelope: { code: 1, data: { stSportJumpGame, stSportPath: '/newSport' } } }
          : undefined,
    );

  it("a config that answers another game id: the list is asked for again with the config's", async () => {
    configAnswers(34);
    renderInHost({}, '/sport-info/anchor');
    await waitFor(() => expect(useAnchorsStore.getState().home.status).toBe('ready'));
    expect(gameIdsAsked()).toEqual(['164', '34']);
  });

  it("guesses the stored config's game id, the one a failed config would fall back to", async () => {
    writeStored(StorageKey.commonConfig, JSON.stringify({ stSportJumpGame: 34, stSportPath: '/newSport' }));
    configAnswers(34);
    renderInHost({}, '/sport-info/anchor');
    await waitFor(() => expect(useAnchorsStore.getState().home.status).toBe('ready'));
    expect(gameIdsAsked()).toEqual(['34']);
  });
});

describe('mount() lifecycle', () => {
  it('mounting and unmounting 20 times leaves no window listeners, timers or sockets behind', async () => {
    // The socket's quiet moment passes in fake time, not 300 ms a round.
    jest.useFakeTimers();
    const restoreWebSocket = FakeWebSocket.install();
    const listeners = new Set<unknown>();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.add(listener);
      add(type, listener, options);
    });
    jest.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
      listeners.delete(listener);
      remove(type, listener, options);
    });
    const timers = new Set<unknown>();
    const realSetInterval = window.setInterval;
    const realClearInterval = window.clearInterval;
    jest.spyOn(window, 'setInterval').mockImplementation(((handler: TimerHandler, ms?: number) => {
      const id = realSetInterval(handler, ms);
      timers.add(id);
      return id;
    }) as typeof setInterval);
    jest.spyOn(window, 'clearInterval').mockImplementation((id) => {
      timers.delete(id);
      realClearInterval(id);
    });
    const before = listeners.size;
    const element = document.createElement('div');
    document.body.append(element);
    for (let round = 0; round < 20; round += 1) {
      let unmount!: ReturnType<typeof mount>;
      await act(async () => {
        unmount = mount(element, { apiBaseUrl: 'http://boot.test', basename: '/' });
      });
      await eventually(() => expect(element.querySelector('[role="tablist"]')).not.toBeNull());
      // The socket opens once the first screen's calls have been quiet a moment, at the latest
      // a few seconds after the config.
      await eventually(() => expect(FakeWebSocket.open.size).toBe(1));
      act(() => unmount());
    }
    expect(listeners.size).toBe(before);
    expect(timers.size).toBe(0);
    expect(FakeWebSocket.opened).toBe(20);
    expect(FakeWebSocket.open.size).toBe(0);
    expect(element).toBeEmptyDOMElement();
    restoreWebSocket();
    // 20 mounts take ~3 s alone and several times that on a loaded 2-core machine.
  }, 30_000);

  it('update() changes props in place', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    let unmount!: ReturnType<typeof mount>;
    await act(async () => {
      unmount = mount(element, { apiBaseUrl: 'http://boot.test', basename: '/' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const root = element.querySelector('[data-testid="sport-info-root"]');
    act(() => unmount.update({ theme: 'dark' }));
    expect(element.querySelector('[data-testid="sport-info-root"]')).toBe(root);
    expect(root).toHaveAttribute('data-theme', 'dark');
    act(() => unmount());
  });
});
