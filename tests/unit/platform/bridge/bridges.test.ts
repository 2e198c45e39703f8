import { EventEmitter } from 'eventemitter3';
import { parseHostEvent, type BridgeEmitter } from '@src/contracts/bridge-events';
import { parseRemoteEvent } from '@src/contracts/bridge-remote-events';
import { NATIVE_MESSAGE_SOURCE, parseNativeMessage } from '@src/contracts/native-bridge';
import { HostBridge } from '@src/platform/bridge/host-bridge';
import { MessageIntake, isAllowedMessageOrigin, isAllowedMessageSource } from '@src/platform/bridge/message-intake';
import { NATIVE_CALL_TIMEOUT_MS, NativeBridge } from '@src/platform/bridge/native-bridge';
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';

describe('host bridge', () => {
  it('emits to the host and hears the host; dispose removes every listener it added', () => {
    const emitter = new EventEmitter();
    const seen: unknown[] = [];
    emitter.on('login', (payload: unknown) => seen.push(payload));
    const bridge = new HostBridge(emitter as unknown as BridgeEmitter);
    const themes: string[] = [];
    bridge.on('theme', ({ theme }) => themes.push(theme));
    bridge.on('session', () => undefined);
    bridge.emit('login', { backPath: '/sport-info/news' });
    emitter.emit('theme', { theme: 'dark' });
    expect(seen).toEqual([{ backPath: '/sport-info/news' }]);
    expect(themes).toEqual(['dark']);
    expect(emitter.listenerCount('theme') + emitter.listenerCount('session')).toBe(2);
    bridge.dispose();
    expect(emitter.listenerCount('theme') + emitter.listenerCount('session')).toBe(0);
    expect(emitter.listenerCount('login')).toBe(1);
  });

  it('ignores and reports host payloads of the wrong shape', () => {
    const reports: MonitorEvent[] = [];
    setMonitorSink((event) => reports.push(event));
    const emitter = new EventEmitter();
    const bridge = new HostBridge(emitter as unknown as BridgeEmitter);
    const seen: unknown[] = [];
    bridge.on('session', (session) => seen.push(session));
    bridge.on('theme', ({ theme }) => seen.push(theme));
    bridge.on('select-tab', ({ tab }) => seen.push(tab));
    emitter.emit('session', { token: 't', uid: 'u', username: 'a', extra: '<script>' });
    emitter.emit('session', null);
    emitter.emit('session', { token: 5, uid: 'u' });
    emitter.emit('session', 'token');
    emitter.emit('theme', { theme: 'javascript:alert(1)' });
    emitter.emit('select-tab', { tab: '../admin' });
    emitter.emit('select-tab');
    setMonitorSink(null);
    expect(seen).toEqual([{ token: 't', uid: 'u', username: 'a' }, null]);
    expect(reports.map((event) => event.message)).toEqual(['session', 'session', 'theme', 'select-tab', 'select-tab']);
  });

  it('reads an event by its name only when the name is a text (an object naming itself is not looked up)', () => {
    const named = { toString: 1 } as unknown as 'session';
    expect(parseHostEvent(named, null)).toBeUndefined();
    expect(parseRemoteEvent(named as unknown as 'login', { backPath: '/' })).toBeUndefined();
    expect(parseRemoteEvent('login', { backPath: '/' })).toEqual({ backPath: '/' });
  });

  it('follows a new host emitter: events go to it, its events are heard, the old one is left clean', () => {
    const first = new EventEmitter();
    const second = new EventEmitter();
    const logins: string[] = [];
    first.on('login', () => logins.push('first'));
    second.on('login', () => logins.push('second'));
    const bridge = new HostBridge(first as unknown as BridgeEmitter);
    const themes: string[] = [];
    bridge.on('theme', ({ theme }) => themes.push(theme));
    bridge.replaceEmitter(second as unknown as BridgeEmitter);
    bridge.emit('login', { backPath: '/sport-info/anchor' });
    first.emit('theme', { theme: 'dark' });
    second.emit('theme', { theme: 'normal' });
    expect(logins).toEqual(['second']);
    expect(themes).toEqual(['normal']);
    expect(first.listenerCount('theme')).toBe(0);
    bridge.replaceEmitter(undefined);
    expect(bridge.hasHost).toBe(false);
    expect(second.listenerCount('theme')).toBe(0);
  });

  it('works without a host (standalone)', () => {
    const bridge = new HostBridge();
    expect(bridge.hasHost).toBe(false);
    expect(() => bridge.emit('customer-service', { source: 'float' })).not.toThrow();
  });
});

describe('native bridge', () => {
  afterEach(() => jest.useRealTimers());

  it('calls the injected WebViewJavascriptBridge and resolves with its answer', async () => {
    const native = new NativeBridge(() => ({
      callHandler: (name, _payload, callback) =>
        callback?.(name === 'getLoginInfo' ? { code: 1, data: { token: 't', uid: 'u' } } : undefined),
    }));
    await expect(native.call('getLoginInfo')).resolves.toEqual({ code: 1, data: { token: 't', uid: 'u' } });
  });

  it('rejects native answers of the wrong shape', async () => {
    const answers: Record<string, unknown> = {
      getLoginInfo: { code: 1, data: { token: 7 } },
      getNativeInfo: { deviceId: 'd', version: 4 },
      getTheme: { theme: 'pink' },
      getTopBarHeight: { height: 'tall' },
    };
    const native = new NativeBridge(() => ({ callHandler: (name, _payload, callback) => callback?.(answers[name]) }));
    for (const name of ['getLoginInfo', 'getNativeInfo', 'getTheme', 'getTopBarHeight'] as const) {
      await expect(native.call(name)).rejects.toThrow('native bridge answered in a wrong shape');
    }
  });

  it('times out when the native side never answers', async () => {
    jest.useFakeTimers();
    const native = new NativeBridge(() => ({ callHandler: () => undefined }));
    const pending = native.call('getNativeInfo');
    jest.advanceTimersByTime(NATIVE_CALL_TIMEOUT_MS);
    await expect(pending).rejects.toThrow('native bridge did not answer');
  });

  it('rejects at once when there is no native bridge', async () => {
    await expect(new NativeBridge(() => undefined).call('getTheme')).rejects.toThrow('native bridge unavailable');
  });
});

describe('postMessage intake', () => {
  it('accepts only known shapes', () => {
    expect(parseNativeMessage({ source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'news' })).toEqual({
      source: NATIVE_MESSAGE_SOURCE,
      type: 'select-tab',
      tab: 'news',
    });
    expect(parseNativeMessage({ source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'admin' })).toBeNull();
    expect(parseNativeMessage({ source: 'other', type: 'select-tab', tab: 'news' })).toBeNull();
    expect(parseNativeMessage('select-tab')).toBeNull();
    expect(parseNativeMessage({ source: NATIVE_MESSAGE_SOURCE, type: 'eval', code: 'x' })).toBeNull();
    expect(
      parseNativeMessage({ source: NATIVE_MESSAGE_SOURCE, type: 'customer-service-float', visible: false }),
    ).toEqual({
      source: NATIVE_MESSAGE_SOURCE,
      type: 'customer-service-float',
      visible: false,
    });
    expect(
      parseNativeMessage({ source: NATIVE_MESSAGE_SOURCE, type: 'customer-service-float', visible: 'no' }),
    ).toBeNull();
  });

  it("accepts only the page's own origin or listed origins, never an empty one", () => {
    expect(isAllowedMessageOrigin('https://m.site', 'https://m.site', [])).toBe(true);
    expect(isAllowedMessageOrigin('', 'https://m.site', [])).toBe(false);
    expect(isAllowedMessageOrigin('', 'https://m.site', [''])).toBe(false);
    expect(isAllowedMessageOrigin('null', 'https://m.site', ['null'])).toBe(false);
    expect(isAllowedMessageOrigin('https://evil.site', 'https://m.site', [])).toBe(false);
    expect(isAllowedMessageOrigin('https://portal.site', 'https://m.site', ['https://portal.site'])).toBe(true);
  });

  it('accepts only the page itself (the native bridge) or its parent as the sender', () => {
    const child = document.createElement('iframe');
    document.body.append(child);
    expect(isAllowedMessageSource(window, window)).toBe(true);
    expect(isAllowedMessageSource(window.parent, window)).toBe(true);
    expect(isAllowedMessageSource(null, window)).toBe(false);
    expect(isAllowedMessageSource(child.contentWindow, window)).toBe(false);
    child.remove();
  });

  it('hands checked messages to its handler and ignores the rest', () => {
    const handled: unknown[] = [];
    const intake = new MessageIntake((message) => handled.push(message));
    intake.start();
    const child = document.createElement('iframe');
    document.body.append(child);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'anchor' },
        origin: window.location.origin,
        source: window,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'anchor' },
        origin: 'https://evil.site',
        source: window,
      }),
    );
    // Right origin, wrong sender: a child frame (or no sender at all).
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'news' },
        origin: window.location.origin,
        source: child.contentWindow,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'news' },
        origin: window.location.origin,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'news' },
        origin: '',
        source: window,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: NATIVE_MESSAGE_SOURCE, type: 'nope' },
        origin: window.location.origin,
        source: window,
      }),
    );
    intake.stop();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'news' },
        origin: window.location.origin,
        source: window,
      }),
    );
    child.remove();
    expect(handled).toEqual([{ source: NATIVE_MESSAGE_SOURCE, type: 'select-tab', tab: 'anchor' }]);
  });
});
