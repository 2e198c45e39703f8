import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GoldAccountCalls } from '../../../src/contracts/gold-mall';
import { SystemCalls } from '../../../src/contracts/system';
import { NATIVE_MESSAGE_SOURCE } from '../../../src/contracts/native-bridge';
import { EventEmitter } from 'eventemitter3';
import { useLocation, useNavigate } from 'react-router-dom';
import { BUBBLE_COOKIE } from '../../../src/app/frame/customer-service-float';
import { useLateChunksStore } from '../../../src/platform/domain/late-chunks';
import { useLoadingStore } from '../../../src/platform/http/loading-store';
import { useFollowsStore } from '../../../src/domains/match/store/follows-store';
import { useLiveMatchStore } from '../../../src/domains/match/store/live-match-store';
import { useSocketStore } from '../../../src/platform/socket/socket-store';
import { readLastSeen, writeLastSeen } from '../../../src/platform/store/last-seen';
import { liveValue } from '../../support/match-fixtures';
import { bootsAfresh, inHost, renderInHost, type AppProps } from '../../support/render-in-host';
import { systemBackend } from '../../support/system-backend';
import { textsByRole } from '@tests/support/role-texts';

const backend = systemBackend();

function HostLinks() {
  const navigate = useNavigate();
  return (
    <nav>
      <button type="button" onClick={() => void navigate('/sport-info/download?t=2')}>
        host-t2
      </button>
      <button type="button" onClick={() => void navigate('/sport-info/gold-document')}>
        host-gold
      </button>
    </nav>
  );
}

function renderApp(path: string, bridge = new EventEmitter(), props: AppProps = {}) {
  bootsAfresh();
  render(inHost(bridge, props, path, { beside: <HostLinks /> }));
  return bridge;
}

/** The moment the runtime asks for its late chunks, with which the float's chunk comes (late-frame.tsx). */
const lateChunksAsked = () => act(() => useLateChunksStore.getState().setAsked());

it('re-creates the root view when query parameter t changes', async () => {
  renderApp('/sport-info/download?t=1');
  const first = await screen.findByRole('heading', { name: '体育资讯 App' });
  fireEvent.click(screen.getByRole('button', { name: 'host-t2' }));
  const second = await screen.findByRole('heading', { name: '体育资讯 App' });
  expect(second).not.toBe(first);
});

it('a new t also starts every domain afresh: what the stores held is gone', async () => {
  renderApp('/sport-info/download?t=1');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  act(() => useLiveMatchStore.getState().applyMatchLive([{ at: Date.now(), value: liveValue({ matchId: 600 }) }]));
  expect(useLiveMatchStore.getState().matchLive[600]).toBeDefined();
  fireEvent.click(screen.getByRole('button', { name: 'host-t2' }));
  await screen.findByRole('heading', { name: '体育资讯 App' });
  expect(useLiveMatchStore.getState().matchLive[600]).toBeUndefined();
});

it("logout makes every domain forget the user's own data, and the device their personal last-seen data", async () => {
  const bridge = renderApp('/sport-info/download', new EventEmitter(), { session: { token: 'token-1', uid: 'u1' } });
  await screen.findByRole('heading', { name: '体育资讯 App' });
  const orders = { name: 'test:orders', version: 1, personal: true };
  const isList = (value: unknown): value is string[] => Array.isArray(value);
  writeLastSeen(orders, ['order-1']);
  act(() =>
    useFollowsStore.setState({
      subscriptions: {
        ...useFollowsStore.getState().subscriptions,
        status: 'ready',
        data: { subscribeHostId: [7], subscribeMatchId: [] },
      },
    }),
  );
  expect(readLastSeen(orders, isList)?.data).toEqual(['order-1']);
  act(() => void bridge.emit('session', null));
  expect(useFollowsStore.getState().subscriptions.data).toBeNull();
  act(() => void bridge.emit('session', { token: 'token-1', uid: 'u1' }));
  expect(readLastSeen(orders, isList)).toBeNull();
});

it('pages with live data show a slim banner with a retry while the push socket has given up; it goes once back', async () => {
  renderApp('/sport-info/anchor');
  await screen.findByTestId('app-header');
  expect(screen.queryByText('实时数据已断开')).toBeNull();
  act(() => useSocketStore.getState().setStatus('failed'));
  expect(screen.getByText('实时数据已断开')).toBeInTheDocument();
  // Within the banner: the page under it may show its own 重试 (its data is not this test's).
  expect(within(screen.getByTestId('connection-banner')).getByRole('button', { name: '重试' })).toBeInTheDocument();
  act(() => useSocketStore.getState().setStatus('open'));
  expect(screen.queryByText('实时数据已断开')).toBeNull();
});

it('pages without live data show no such banner', async () => {
  renderApp('/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  act(() => useSocketStore.getState().setStatus('failed'));
  expect(screen.queryByText('实时数据已断开')).toBeNull();
});

it('switches the locale in place when the host changes the prop: same root, new words, new header', async () => {
  const bridge = new EventEmitter();
  bootsAfresh();
  const view = render(inHost(bridge, { locale: 'zh-CN' }, '/sport-info/download'));
  await screen.findByRole('tab', { name: /主播/ });
  const root = screen.getByTestId('sport-info-root');
  view.rerender(inHost(bridge, { locale: 'en-GB' }, '/sport-info/download'));
  await screen.findByRole('tab', { name: /^Live/ });
  expect(screen.getByTestId('sport-info-root')).toBe(root);
  expect(root.getAttribute('lang')).toBe('en');
  view.rerender(inHost(bridge, { locale: 'zh-TW' }, '/sport-info/download'));
  await screen.findByRole('tab', { name: /體育專題/ });
  view.rerender(inHost(bridge, { locale: 'zh-CN' }, '/sport-info/download'));
  await screen.findByRole('tab', { name: /体育专题/ });
});

describe('in the native app', () => {
  const calls: string[] = [];
  let nativeVersion = '4.6.0';
  let nativeLanguage: string | undefined;
  beforeEach(() => {
    calls.length = 0;
    nativeVersion = '4.6.0';
    nativeLanguage = undefined;
    (window as unknown as Record<string, unknown>).WebViewJavascriptBridge = {
      callHandler: (name: string, _payload: unknown, callback?: (response: unknown) => void) => {
        calls.push(name);
        const answers: Record<string, unknown> = {
          getNativeInfo: { deviceId: 'device-app', version: nativeVersion, osType: 2, language: nativeLanguage },
          getLoginInfo: { code: 0 },
          getTheme: { theme: 'normal' },
          getTopBarHeight: { height: 48 },
        };
        callback?.(answers[name]);
      },
    };
  });
  afterEach(() => delete (window as unknown as Record<string, unknown>).WebViewJavascriptBridge);

  it("pads the page's top bars by the native top bar's height", async () => {
    renderApp('/sport-info/download', new EventEmitter(), { platform: 'app' });
    await screen.findByRole('heading', { name: '体育资讯 App' });
    expect(screen.getByTestId('sport-info-root').style.getPropertyValue('--si-top-bar')).toBe('48px');
  });

  it.each([
    ['4.3.0', undefined],
    ['4.3.1', 'zh-TW'],
  ])('the dialect gate: an app at %s sends the language header %s', async (version, language) => {
    nativeVersion = version;
    renderApp('/sport-info/download', new EventEmitter(), { platform: 'app', locale: 'zh-TW' });
    // The page reads in the locale passed: Taiwan's words.
    await screen.findByRole('heading', { name: '體育資訊 App' });
    const config = backend.sent.find((request) => request.path.endsWith('/get/common/config'));
    expect(config?.headers.language).toBe(language);
  });

  it("shows the native app's language when the host passes none, and sends it", async () => {
    nativeLanguage = 'zh-Hant-HK';
    renderApp('/sport-info/download', new EventEmitter(), { platform: 'app' });
    await waitFor(() => expect(screen.getByTestId('sport-info-root').getAttribute('lang')).toBe('zh-HK'));
    await waitFor(() =>
      expect(backend.sent.find((request) => request.path.endsWith('/get/common/config'))?.headers.language).toBe(
        'zh-HK',
      ),
    );
  });

  it('sends the device type of the OS the native app names (android: 2)', async () => {
    renderApp('/sport-info/download', new EventEmitter(), { platform: 'app' });
    await screen.findByRole('heading', { name: '体育资讯 App' });
    const config = backend.sent.find((request) => request.path.endsWith('/get/common/config'));
    expect(config?.headers['device-type']).toBe('2');
    expect(config?.headers['os-type']).toBe('2');
  });

  it("the back arrow calls the native back when the app's own history is empty", async () => {
    renderApp('/sport-info/anchor/week-rank', new EventEmitter(), { platform: 'app' });
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(calls).toContain('back');
  });
});

it('shows the header on routes marked header and not on the others', async () => {
  renderApp('/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  expect(screen.getByTestId('app-header')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'host-gold' }));
  await screen.findByRole('heading', { name: '金币说明' });
  expect(screen.queryByTestId('app-header')).toBeNull();
});

it('the customer-service icon emits customer-service to the host', async () => {
  const bridge = renderApp('/sport-info/download');
  const events: unknown[] = [];
  bridge.on('customer-service', (payload: unknown) => events.push(payload));
  lateChunksAsked();
  fireEvent.click(await screen.findByRole('button', { name: /联系客服/ }));
  expect(events).toEqual([{ source: 'float' }]);
});

describe('the customer-service float shows or hides', () => {
  const float = () => screen.queryByRole('button', { name: /联系客服/ });

  it('as the host says (customer-service-float event), and as the native app says (message)', async () => {
    const bridge = renderApp('/sport-info/download');
    lateChunksAsked();
    expect(await screen.findByRole('button', { name: /联系客服/ })).toBeInTheDocument();
    act(() => void bridge.emit('customer-service-float', { visible: false }));
    expect(float()).toBeNull();
    act(() => void bridge.emit('customer-service-float', { visible: 'no' }));
    expect(float()).toBeNull();
    act(() => void bridge.emit('customer-service-float', { visible: true }));
    expect(float()).toBeInTheDocument();
    const post = (visible: boolean) =>
      act(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { source: NATIVE_MESSAGE_SOURCE, type: 'customer-service-float', visible },
            origin: window.location.origin,
            source: window,
          }),
        ),
      );
    post(false);
    expect(float()).toBeNull();
    post(true);
    expect(float()).toBeInTheDocument();
  });

  it('while a dialog is open (its own dialog stays open)', async () => {
    renderInHost({}, '/sport-info/download', { withoutBridge: true });
    lateChunksAsked();
    fireEvent.click(await screen.findByRole('button', { name: /联系客服/ }));
    expect(await screen.findByRole('dialog', { name: '客服中心' })).toBeInTheDocument();
    expect(float()).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(float()).toBeInTheDocument();
  });
});

it('dismissing the bubble sets a cookie that keeps it dismissed', async () => {
  renderApp('/sport-info/download');
  lateChunksAsked();
  fireEvent.click(await screen.findByRole('button', { name: '关闭福利提示' }));
  expect(screen.queryByText('专属福利通知，点这里查看')).toBeNull();
  expect(document.cookie).toContain(`${BUBBLE_COOKIE}=1`);
});

it('the loading overlay follows the http layer and never stays on', async () => {
  renderApp('/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  // Before the late chunks: the first blocking action brings the overlay's chunk itself.
  expect(useLateChunksStore.getState().asked).toBe(false);
  act(() => useLoadingStore.getState().begin());
  expect(await screen.findByText('加载中')).toBeInTheDocument();
  act(() => useLoadingStore.getState().end());
  expect(screen.queryByText('加载中')).toBeNull();
  act(() => useLoadingStore.getState().begin());
  expect(screen.getByText('加载中')).toBeInTheDocument();
  act(() => useLoadingStore.getState().end());
});

it('the customer-service float is not part of the first screen: it comes with the late chunks', async () => {
  renderApp('/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  expect(screen.queryByRole('button', { name: /联系客服/ })).toBeNull();
  expect(await screen.findByRole('button', { name: /联系客服/ }, { timeout: 10_000 })).toBeInTheDocument();
  expect(useLateChunksStore.getState().asked).toBe(true);
}, 15_000);

describe('the euro flag', () => {
  it.each(['/sport-info/five-leagues', '/sport-info/nba', '/sport-info/euro-cup', '/sport-info/world-cup'])(
    'keeps the header tab bar on %s, without 体育专题 and with no tab lit',
    async (path) => {
      renderApp(path, new EventEmitter(), { flags: { euro: true } });
      const header = await screen.findByTestId('app-header');
      const tabs = await screen.findAllByRole('tab', { name: /主播|爆料|盈利榜|体育专题/ });
      expect(header).toContainElement(screen.getByRole('tab', { name: '主播' }));
      expect(tabs.map((tab) => tab.textContent)).toEqual(['主播', '爆料', '盈利榜']);
      expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toEqual([]);
      expect(screen.queryByRole('heading', { name: '体育资讯' })).toBeNull();
    },
  );
});

describe('/', () => {
  function WhereAmI() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }
  function renderRoot(props: AppProps = {}) {
    bootsAfresh();
    render(inHost(null, props, '/sport-info', { beside: <WhereAmI /> }));
  }
  beforeEach(() => localStorage.setItem('sport-info:last-kept-alive-path', '/news'));
  afterEach(() => localStorage.clear());

  it('redirects to /anchor although a last kept-alive path is stored', async () => {
    renderRoot();
    expect(await screen.findByText('/sport-info/anchor')).toBeInTheDocument();
    expect(localStorage.getItem('sport-info:last-kept-alive-path')).not.toBeNull();
  });

  it('resumes the stored path when the host asks for it with resumeLastPage', async () => {
    renderRoot({ resumeLastPage: true });
    expect(await screen.findByText('/sport-info/news')).toBeInTheDocument();
  });
});

describe('the gold page', () => {
  const ok = (data: unknown) => ({ envelope: { code: 1, data } });
  beforeEach(() => {
    backend.answerWith((path) => {
      switch (path) {
        case SystemCalls.gamebetConfig.path:
          return ok([
            { gameId: 164, name: '新ST体育', icon: 'game-164-新ST.svg' },
            { gameId: 100, name: '畅玩体育', icon: 'game-100-畅玩.svg' },
          ]);
        case GoldAccountCalls.goldBalance.path:
          return ok({ balance: 1234 });
        case GoldAccountCalls.goldDailyLimit.path:
          return ok({ limit: 500, used: 350 });
        default:
          return undefined;
      }
    });
  });

  it("the game icons are no start-up gate; the gold page asks for them and shows them, with the balance and today's remaining limit", async () => {
    renderApp('/sport-info/download', new EventEmitter(), {
      session: { token: 'token-1', uid: 'u1', username: '小明' },
    });
    await screen.findByRole('heading', { name: '体育资讯 App' });
    const askedForIcons = () => backend.sent.some((request) => request.path === SystemCalls.gamebetConfig.path);
    expect(askedForIcons()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'host-gold' }));
    expect(await screen.findByText('150 / 500')).toBeInTheDocument();
    expect(screen.getByText(/今日已兑换 350 金币/)).toBeInTheDocument();
    const games = await screen.findByRole('list', { name: '平台游戏' });
    expect(textsByRole(games, 'listitem')).toEqual(['新ST体育', '畅玩体育']);
    expect(games.querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('game-164-新ST.svg'));
    const gamebet = backend.sent.find((request) => request.path === SystemCalls.gamebetConfig.path);
    expect(new URLSearchParams(gamebet?.body ?? '').get('showClient')).toBe('3');
  });
});

describe('the match alerts’ layer', () => {
  it('comes with the late chunks, not with the first screen, for a logged-in fan', async () => {
    renderApp('/sport-info/download', new EventEmitter(), { session: { token: 't', uid: '1' } });
    await screen.findByRole('heading', { name: '体育资讯 App' });
    expect(screen.queryByTestId('match-alert-layer')).toBeNull();
    lateChunksAsked();
    expect(await screen.findByTestId('match-alert-layer')).toHaveAttribute('aria-live', 'polite');
  });

  it('is not there for a visitor', async () => {
    renderApp('/sport-info/download');
    await screen.findByRole('heading', { name: '体育资讯 App' });
    lateChunksAsked();
    await screen.findByRole('button', { name: /联系客服/ });
    expect(screen.queryByTestId('match-alert-layer')).toBeNull();
  });
});
