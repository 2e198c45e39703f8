import { act, render, screen, waitFor } from '@testing-library/react';
import { EventEmitter } from 'eventemitter3';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SystemCalls } from '../../../src/contracts/http';
import type { BridgeEmitter } from '../../../src/contracts/bridge-events';
import { mount } from '../../../src/expose/mount';
import SportInfoApp from '../../../src/expose/sport-info-app';
import { fetchData } from '../../../src/expose/sport-info-app-data';
import { useConfigStore } from '../../../src/platform/config/config-store';
import { useSessionStore } from '../../../src/platform/session/session-store';
import { installFakeTransport, type Reply } from '../../support/fake-transport';
import { systemReply } from '../../support/system-replies';

let transport: ReturnType<typeof installFakeTransport>;
let override: (path: string) => Reply | undefined;

beforeEach(() => {
  override = () => undefined;
  transport = installFakeTransport(
    (request) => override(request.path) ?? systemReply(request.path) ?? { envelope: { code: 1, data: null } },
  );
});
afterEach(() => transport.restore());

function renderInHost(props: Parameters<typeof SportInfoApp>[0] = {}, path = '/sport-info/unknown-page') {
  const bridge = new EventEmitter();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/sport-info/*"
          element={
            <SportInfoApp bridge={bridge as unknown as BridgeEmitter} apiBaseUrl="http://boot.test" {...props} />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, bridge };
}

/** The fake server holds its answer to `path` until the returned function is called. */
function holdCall(path: string): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  transport.restore();
  transport = installFakeTransport(async (request) => {
    if (request.path === path) await gate;
    return systemReply(request.path) ?? { envelope: { code: 1, data: null } };
  });
  return release;
}

/**
 * Starts the app at `path` with the config call held, waits for that call and for `awaited` if
 * given, and returns the paths sent by then.
 */
async function pathsSentWhileConfigIsPending(path: string, awaited?: string): Promise<string[]> {
  const release = holdCall(SystemCalls.commonConfig.path);
  renderInHost({}, path);
  const sentPaths = () => transport.sent.map((request) => request.path);
  await waitFor(() => expect(sentPaths()).toContain(SystemCalls.commonConfig.path));
  if (awaited) await waitFor(() => expect(sentPaths()).toContain(awaited));
  const paths = sentPaths();
  await act(async () => release());
  return paths;
}

describe('start-up gates', () => {
  it('renders nothing until the domain list has loaded, then the page', async () => {
    const release = holdCall(SystemCalls.domainList.path);
    renderInHost();
    expect(screen.getByTestId('sport-info-root')).toHaveTextContent('');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(transport.sent[0]!.url).toBe('http://boot.test/api/forehead/system/domain/list/v2');
    expect(transport.sent[1]!.url).toBe('http://api.test/api/forehead/system/config/get/common/config');
    expect(transport.sent[0]!.headers['device-id']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('shows the frame once the domain list has loaded, and the page only once the config has', async () => {
    const release = holdCall(SystemCalls.commonConfig.path);
    renderInHost({}, '/sport-info/download');
    expect(await screen.findByTestId('app-header')).toBeInTheDocument();
    // The header bar (no tab of its own on /download: none lit) is the frame.
    expect(screen.getByRole('tab', { name: '主播' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '体育资讯 App' })).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '体育资讯 App' })).toBeInTheDocument();
  });

  it('asks for the anchor home banners beside the config, not after it', async () => {
    const paths = await pathsSentWhileConfigIsPending('/sport-info/anchor', SystemCalls.imagesQuery.path);
    expect(paths).toContain(SystemCalls.imagesQuery.path);
  });

  it('also when the app starts at / and goes on to the anchor home', async () => {
    const paths = await pathsSentWhileConfigIsPending('/sport-info/', SystemCalls.imagesQuery.path);
    expect(paths).toContain(SystemCalls.imagesQuery.path);
  });

  it('does not ask for the banners at start-up on another page', async () => {
    const paths = await pathsSentWhileConfigIsPending('/sport-info/download');
    expect(paths).not.toContain(SystemCalls.imagesQuery.path);
  });

  it('shows a retry screen when the domain list fails, and recovers on retry', async () => {
    override = (path) => (path === SystemCalls.domainList.path ? { network: true } : undefined);
    renderInHost();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('服务暂时不可用')).toBeInTheDocument();
    override = () => undefined;
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('falls back to the stored common config, else to the defaults', async () => {
    window.localStorage.setItem(
      'sport-info:common-config',
      JSON.stringify({ stSportJumpGame: 34, stSportPath: '/st' }),
    );
    override = (path) =>
      path === SystemCalls.commonConfig.path ? { envelope: { code: 500, msg: 'down' } } : undefined;
    renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(useConfigStore.getState().commonConfig).toEqual({ stSportJumpGame: 34, stSportPath: '/st' });
  });

  it('uses game id 164 and the default path without stored values', async () => {
    override = (path) => (path === SystemCalls.commonConfig.path ? { network: true } : undefined);
    renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(useConfigStore.getState().commonConfig).toEqual({ stSportJumpGame: 164, stSportPath: '/newSport' });
  });

  it('keeps the device id of earlier visits', async () => {
    window.localStorage.setItem('sport-info:device-id', 'kept-device');
    renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(transport.sent[0]!.headers['device-id']).toBe('kept-device');
  });
});

describe('props and host events', () => {
  it('redirects / to /anchor inside the host router', async () => {
    renderInHost({}, '/sport-info');
    expect(await screen.findByRole('tab', { name: /主播/, selected: true })).toBeInTheDocument();
  });

  it('links of the not-found page stay under the host route', async () => {
    renderInHost({}, '/sport-info/unknown-page');
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/sport-info/');
  });

  it('starts in the theme of its first props', async () => {
    renderInHost({ theme: 'dark' });
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(screen.getByTestId('sport-info-root')).toHaveAttribute('data-theme', 'dark');
  });

  it('takes the session from the prop and from the bridge, without a remount', async () => {
    const { rerender, bridge } = renderInHost({ session: { token: 'prop-token', uid: 'u1' } });
    await screen.findByRole('heading', { name: '页面不存在' });
    const root = screen.getByTestId('sport-info-root');
    expect(useSessionStore.getState()).toMatchObject({ token: 'prop-token', uid: 'u1' });
    act(() => void bridge.emit('session', null));
    expect(useSessionStore.getState().token).toBe('');
    rerender(
      <MemoryRouter initialEntries={['/sport-info/x']}>
        <Routes>
          <Route
            path="/sport-info/*"
            element={
              <SportInfoApp
                bridge={bridge as unknown as BridgeEmitter}
                apiBaseUrl="http://boot.test"
                session={{ token: 'second', uid: 'u2' }}
                theme="dark"
              />
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(useSessionStore.getState()).toMatchObject({ token: 'second', uid: 'u2' });
    expect(screen.getByTestId('sport-info-root')).toBe(root);
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('warns once about wrong props and still renders', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInHost({ theme: 'neon' as never, platform: 'tv' as never });
    await screen.findByRole('heading', { name: '页面不存在' });
    const propWarnings = warn.mock.calls.filter(([text]) => String(text).includes('props corrected'));
    expect(propWarnings).toHaveLength(1);
    expect(String(propWarnings[0]![0])).toContain('theme');
  });

  it('says in the console that the default key signs for an API elsewhere, and not with a key of its own', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keyWarnings = () => warn.mock.calls.filter(([text]) => String(text).includes('default development key'));
    const { unmount } = renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(keyWarnings()).toHaveLength(1);
    expect(String(keyWarnings()[0]![0])).toContain('http://boot.test');
    unmount();
    warn.mockClear();
    renderInHost({ signingKey: 'portal-key' });
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(keyWarnings()).toHaveLength(0);
  });

  it('renders with circular props and never prints the token', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flags: Record<string, unknown> = { euro: 'yes' };
    flags.self = flags;
    const session: Record<string, unknown> = { token: 'tok-secret-789', uid: 7 };
    session.self = session;
    renderInHost({ flags: flags as never, session: session as never, allowedHosts: [flags] as never });
    await screen.findByRole('heading', { name: '页面不存在' });
    const printed = warn.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(printed).toContain('props corrected');
    expect(printed).not.toContain('tok-secret-789');
  });
});

/** Counts the sockets the app opens and closes. */
class FakeWebSocket {
  static open = new Set<FakeWebSocket>();
  static opened = 0;
  /** Called as a socket is created (a test reads what had been sent by then). */
  static onCreate: (() => void) | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.open.add(this);
    FakeWebSocket.opened += 1;
    FakeWebSocket.onCreate?.();
  }
  addEventListener() {}
  removeEventListener() {}
  send() {}
  close() {
    this.readyState = 3;
    FakeWebSocket.open.delete(this);
  }
}

describe('start-up order', () => {
  it('starts no call in the task of the first commit: the domain list is asked for in a task of its own', async () => {
    renderInHost({}, '/sport-info/download');
    // render() has run the effects, so the runtime has started; what it chains on promises has
    // run too once the microtasks are drained. Its calls wait for the next task.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(useConfigStore.getState().domainsStatus).toBe('idle');
    expect(transport.sent).toEqual([]);
    await waitFor(() => expect(transport.sent.map((request) => request.path)).toContain(SystemCalls.domainList.path));
  });

  it("under StrictMode's mount, unmount and mount again, the domain list is asked for once", async () => {
    const bridge = new EventEmitter();
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/sport-info/download']}>
          <Routes>
            <Route
              path="/sport-info/*"
              element={<SportInfoApp bridge={bridge as unknown as BridgeEmitter} apiBaseUrl="http://boot.test" />}
            />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    );
    await waitFor(() => expect(useConfigStore.getState().commonConfigStatus).toBe('ready'));
    expect(transport.sent.filter((request) => request.path === SystemCalls.domainList.path)).toHaveLength(1);
  });

  it('starts the config calls, which the first screen waits for, before it opens the push socket', async () => {
    const realWebSocket = globalThis.WebSocket;
    Object.defineProperty(globalThis, 'WebSocket', { value: FakeWebSocket, configurable: true, writable: true });
    // Signing is asynchronous (SubtleCrypto), so what is on the wire at that moment is not fixed;
    // that the config call has begun is.
    let configAtSocket: string | null = null;
    FakeWebSocket.onCreate = () => (configAtSocket ??= useConfigStore.getState().commonConfigStatus);
    try {
      const { unmount } = renderInHost({}, '/sport-info/download');
      await waitFor(() => expect(configAtSocket).not.toBeNull());
      expect(configAtSocket).not.toBe('idle');
      unmount();
    } finally {
      FakeWebSocket.onCreate = null;
      FakeWebSocket.opened = 0;
      FakeWebSocket.open.clear();
      Object.defineProperty(globalThis, 'WebSocket', { value: realWebSocket, configurable: true, writable: true });
    }
  });
});

describe('data started before the mount (issue 27, ./SportInfoApp.data)', () => {
  const sentTo = (path: string) => transport.sent.filter((request) => request.path === path);

  it("fetchData starts the gate calls before the app mounts; the app takes their answers and its gates still hold", async () => {
    const release = holdCall(SystemCalls.domainList.path);
    const warmed = fetchData({ apiBaseUrl: 'http://boot.test' });
    await waitFor(() => expect(sentTo(SystemCalls.domainList.path)).toHaveLength(1));
    expect(transport.sent[0]!.url).toBe('http://boot.test/api/forehead/system/domain/list/v2');
    expect(transport.sent[0]!.headers['device-id']).toMatch(/^[0-9a-f-]{32,36}$/);
    const bridge = new EventEmitter();
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/sport-info/unknown-page']}>
          <Routes>
            <Route
              path="/sport-info/*"
              element={<SportInfoApp bridge={bridge as unknown as BridgeEmitter} apiBaseUrl="http://boot.test" />}
            />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    );
    // The domain list has not answered: nothing renders, even with the call begun before the mount.
    for (let turn = 0; turn < 20; turn += 1) await act(() => Promise.resolve());
    expect(screen.getByTestId('sport-info-root')).toHaveTextContent('');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await warmed;
    // One of each: the app took the early answers instead of calling again.
    expect(sentTo(SystemCalls.domainList.path)).toHaveLength(1);
    expect(sentTo(SystemCalls.commonConfig.path)).toHaveLength(1);
    expect(sentTo(SystemCalls.commonConfig.path)[0]!.url).toBe('http://api.test/api/forehead/system/config/get/common/config');
  });

  it('an app mounted for another address does not take them: it calls its own', async () => {
    await fetchData({ apiBaseUrl: 'http://elsewhere.test' });
    renderInHost({}, '/sport-info/unknown-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(sentTo(SystemCalls.domainList.path).map((request) => request.url)).toEqual([
      'http://elsewhere.test/api/forehead/system/domain/list/v2',
      'http://boot.test/api/forehead/system/domain/list/v2',
    ]);
  });
});

describe('mount() lifecycle', () => {
  it('mounting and unmounting 20 times leaves no window listeners, timers or sockets behind', async () => {
    const realWebSocket = globalThis.WebSocket;
    Object.defineProperty(globalThis, 'WebSocket', { value: FakeWebSocket, configurable: true, writable: true });
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
      await waitFor(() => expect(element.querySelector('[role="tablist"]')).not.toBeNull());
      expect(FakeWebSocket.open.size).toBe(1);
      act(() => unmount());
    }
    expect(listeners.size).toBe(before);
    expect(timers.size).toBe(0);
    expect(FakeWebSocket.opened).toBe(20);
    expect(FakeWebSocket.open.size).toBe(0);
    expect(element).toBeEmptyDOMElement();
    Object.defineProperty(globalThis, 'WebSocket', { value: realWebSocket, configurable: true, writable: true });
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
