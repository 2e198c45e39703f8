import { EventEmitter } from 'eventemitter3';
import type { BridgeEmitter } from '@src/contracts/bridge-events';
import { HostBridge } from '@src/platform/bridge/host-bridge';
import { NativeBridge } from '@src/platform/bridge/native-bridge';
import {
  AppNavigator,
  isAllowedUrl,
  isSafeAppPath,
  normalizeAllowedUrl,
  normalizeAppPath,
  type AppNavigatorOptions,
} from '@src/platform/bridge/navigation';
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';

const appPaths = ['/anchor', '/news', '/anchor/detail/7'];

function setup(overrides: Partial<AppNavigatorOptions> & { withHost?: boolean } = {}) {
  let clock = 10_000;
  const hostEmitter = new EventEmitter();
  const hostEvents: [string, unknown][] = [];
  for (const name of ['login', 'navigate'])
    hostEmitter.on(name, (payload: unknown) => hostEvents.push([name, payload]));
  const inApp: string[] = [];
  const assigned: string[] = [];
  const nativeCalls: [string, unknown][] = [];
  const native = new NativeBridge(() => ({
    callHandler: (name, payload, callback) => {
      nativeCalls.push([name, payload]);
      callback?.(undefined);
    },
  }));
  const navigator = new AppNavigator({
    hostBridge: new HostBridge(overrides.withHost === false ? undefined : (hostEmitter as unknown as BridgeEmitter)),
    native,
    platform: 'web',
    basename: '/sport-info',
    allowedHosts: ['help.example.com'],
    isAppPath: (path) => appPaths.includes(path),
    navigateInApp: (path) => inApp.push(path),
    assignLocation: (url) => assigned.push(url),
    now: () => clock,
    ...overrides,
  });
  return { navigator, hostEvents, inApp, assigned, nativeCalls, tick: (ms: number) => (clock += ms) };
}

let reports: MonitorEvent[];
beforeEach(() => {
  reports = [];
  setMonitorSink((event) => reports.push(event));
});
afterEach(() => setMonitorSink(null));

describe('navigation guard', () => {
  it("opens the app's own paths inside the app", () => {
    const { navigator, inApp } = setup();
    expect(navigator.go({ kind: 'app', path: '/anchor/detail/7' })).toBe('done');
    expect(inApp).toEqual(['/anchor/detail/7']);
  });

  it("refuses and reports a path that is not the app's, and unsafe paths", () => {
    const { navigator, inApp } = setup();
    expect(navigator.go({ kind: 'app', path: '/admin' })).toBe('refused');
    expect(navigator.go({ kind: 'app', path: '//evil.example/anchor' })).toBe('refused');
    expect(inApp).toEqual([]);
    expect(reports.map((event) => event.code)).toEqual(['navigation-refused', 'navigation-refused']);
  });

  it('sends host routes to the host with only their own query names', () => {
    const { navigator, hostEvents } = setup();
    navigator.go({
      kind: 'host',
      path: '/newSport/live',
      query: { matchId: 42, hostId: '9', matchSource: 164, token: 'secret' },
    });
    expect(hostEvents).toEqual([
      ['navigate', { path: '/newSport/live', query: { matchId: '42', hostId: '9', matchSource: '164' } }],
    ]);
  });

  it('refuses a host path that is not in the contract', () => {
    const { navigator, hostEvents } = setup();
    expect(navigator.go({ kind: 'host', path: '/newSport/withdraw' as never, query: {} })).toBe('refused');
    expect(hostEvents).toEqual([]);
  });

  it('debounces jumps for 1000 ms, leading only', () => {
    const { navigator, inApp, tick } = setup();
    expect(navigator.go({ kind: 'app', path: '/anchor' })).toBe('done');
    tick(400);
    expect(navigator.go({ kind: 'app', path: '/news' })).toBe('debounced');
    tick(599);
    expect(navigator.go({ kind: 'app', path: '/news' })).toBe('debounced');
    tick(1);
    expect(navigator.go({ kind: 'app', path: '/news' })).toBe('done');
    expect(inApp).toEqual(['/anchor', '/news']);
  });

  it('asks the host for login with a backPath under the basename', () => {
    const { navigator, hostEvents } = setup();
    navigator.login('/anchor/detail/7');
    expect(hostEvents).toEqual([['login', { backPath: '/sport-info/anchor/detail/7' }]]);
  });

  it('never lets a foreign backPath through', () => {
    const { navigator, hostEvents, tick } = setup();
    navigator.go({ kind: 'host', path: '/login', query: { backPath: 'https://evil.example/' } });
    tick(1000);
    navigator.login('/not-ours');
    expect(hostEvents).toEqual([
      ['login', { backPath: '/sport-info/' }],
      ['login', { backPath: '/sport-info/' }],
    ]);
  });

  it('standalone (no host) falls back to location changes', () => {
    const { navigator, assigned, tick } = setup({ withHost: false, basename: '/' });
    navigator.go({ kind: 'host', path: '/newSport/result-detail', query: { matchId: '5' } });
    tick(1000);
    navigator.login('/anchor');
    expect(assigned).toEqual(['/newSport/result-detail?matchId=5', '/login?backPath=%2Fanchor']);
  });

  it('in the native app, jumps through the native bridge', () => {
    const { navigator, nativeCalls, tick } = setup({ platform: 'app' });
    navigator.login('/news');
    tick(1000);
    navigator.go({ kind: 'url', url: 'https://help.example.com/faq' });
    expect(nativeCalls).toEqual([
      ['jumpLogin', { backPath: '/sport-info/news' }],
      ['jumpH5', { url: 'https://help.example.com/faq' }],
    ]);
  });

  it('opens only allowed hosts, over http(s)', () => {
    expect(isAllowedUrl('https://help.example.com/a', ['help.example.com'])).toBe(true);
    expect(isAllowedUrl('https://help.example.com.evil.io/a', ['help.example.com'])).toBe(false);
    expect(isAllowedUrl('javascript:alert(1)', ['help.example.com'])).toBe(false);
    expect(isSafeAppPath('/anchor')).toBe(true);
    expect(isSafeAppPath('/\\evil.example')).toBe(false);
    expect(isSafeAppPath('anchor')).toBe(false);
  });

  it('passes on the normalised URL and path, and checks that form', () => {
    const { navigator, inApp, assigned, tick } = setup({ withHost: false });
    navigator.go({ kind: 'app', path: '/news/../anchor/./detail/7' });
    tick(1000);
    expect(navigator.go({ kind: 'app', path: '/anchor/../admin' })).toBe('refused');
    navigator.go({ kind: 'url', url: 'HTTPS://HELP.example.com:443/a b/../faq' });
    expect(inApp).toEqual(['/anchor/detail/7']);
    expect(assigned).toEqual(['https://help.example.com/faq']);
    expect(normalizeAppPath('/anchor?x=<b>')).toBe('/anchor?x=%3Cb%3E');
  });

  it('refuses a path that normalises to a protocol-relative one', () => {
    for (const path of ['/.//evil.com', '/./..//evil.com', '/a/..//evil.com/x', '/.//evil.com?x=1']) {
      expect(normalizeAppPath(path)).toBeNull();
    }
    expect(normalizeAppPath('/anchor/.//detail')).toBe('/anchor//detail');
  });

  it('refuses userinfo and backslashes in URLs', () => {
    const hosts = ['help.example.com'];
    for (const url of [
      'https://user:pw@help.example.com/',
      'https://help.example.com@evil.example/',
      'https://@help.example.com/',
      'https://help.example.com\\@evil.example/',
      'https:\\\\help.example.com/',
      'https://help.example.com/\\evil',
      'https://help.example.com/\nx',
    ]) {
      expect(normalizeAllowedUrl(url, hosts)).toBeNull();
    }
    const { navigator } = setup();
    expect(navigator.go({ kind: 'url', url: 'https://help.example.com@evil.example/' })).toBe('refused');
    expect(reports.at(-1)?.code).toBe('navigation-refused');
  });

  it('refuses a backPath that is not already in normal form', () => {
    const { navigator, hostEvents } = setup();
    navigator.go({ kind: 'host', path: '/login', query: { backPath: '/sport-info/anchor/../../evil' } });
    expect(hostEvents).toEqual([['login', { backPath: '/sport-info/' }]]);
  });

  it("opens sport routes under the common config's sport path, everywhere a jump can go", () => {
    const sportPath = () => '/sport2';
    const embedded = setup({ sportPath });
    embedded.navigator.go({
      kind: 'host',
      path: '/newSport/B/match-detail',
      query: { sid: '1', matchId: '5', ot: '1' },
    });
    expect(embedded.hostEvents).toEqual([
      ['navigate', { path: '/sport2/B/match-detail', query: { sid: '1', matchId: '5', ot: '1' } }],
    ]);
    const standalone = setup({ sportPath, withHost: false });
    standalone.navigator.go({ kind: 'host', path: '/newSport/result-detail', query: { matchId: '5' } });
    standalone.tick(1000);
    standalone.navigator.login('/anchor');
    expect(standalone.assigned).toEqual(['/sport2/result-detail?matchId=5', '/login?backPath=%2Fsport-info%2Fanchor']);
    const app = setup({ sportPath, platform: 'app' });
    app.navigator.go({ kind: 'host', path: '/newSport/live', query: { matchId: '5' } });
    expect(app.nativeCalls).toEqual([['jumpH5', { url: '/sport2/live?matchId=5' }]]);
  });

  it('keeps the default sport path when the configured one is not a plain path', () => {
    const { navigator, hostEvents } = setup({ sportPath: () => '//evil.example' });
    navigator.go({ kind: 'host', path: '/newSport/live', query: { matchId: '5' } });
    expect(hostEvents).toEqual([['navigate', { path: '/newSport/live', query: { matchId: '5' } }]]);
  });
});
