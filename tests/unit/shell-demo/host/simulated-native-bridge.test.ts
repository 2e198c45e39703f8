import { NATIVE_BRIDGE_GLOBAL, type NativeJsBridge } from '@src/contracts/native-bridge';
import { syncAppModeWithControls } from '@shell-demo/host/src/native/app-mode-sync';
import {
  SIMULATED_NATIVE_INFO,
  createSimulatedNativeBridge,
  installNativeBridge,
} from '@shell-demo/host/src/native/simulated-native-bridge';
import { createControlStore } from '@shell-demo/host/src/state/control-state';
import { eventLogStore } from '@shell-demo/host/src/state/event-log';

const session = { token: 'token-1', uid: '1001', username: 'demo' };

const call = (bridge: NativeJsBridge, name: string, payload?: unknown) =>
  new Promise<unknown>((resolve) => bridge.callHandler(name, payload, resolve));

const installedBridge = () => (window as unknown as Record<string, NativeJsBridge | undefined>)[NATIVE_BRIDGE_GLOBAL];

describe('simulated native bridge', () => {
  it('answers getLoginInfo with code 1 and the session when logged in', async () => {
    const bridge = createSimulatedNativeBridge({ getSession: () => session, getTheme: () => 'normal' });
    await expect(call(bridge, 'getLoginInfo')).resolves.toEqual({ code: 1, data: session });
  });

  it('answers getLoginInfo with code 0 when logged out', async () => {
    const bridge = createSimulatedNativeBridge({ getSession: () => null, getTheme: () => 'normal' });
    await expect(call(bridge, 'getLoginInfo')).resolves.toEqual({ code: 0 });
  });

  it('answers the device, theme and top bar queries', async () => {
    const bridge = createSimulatedNativeBridge({ getSession: () => null, getTheme: () => 'dark' });
    await expect(call(bridge, 'getNativeInfo')).resolves.toEqual(SIMULATED_NATIVE_INFO);
    await expect(call(bridge, 'getTheme')).resolves.toEqual({ theme: 'dark' });
    await expect(call(bridge, 'getTopBarHeight')).resolves.toEqual({ height: 0 });
  });

  it('reports commands with their payload and answers them with nothing', async () => {
    const onCall = jest.fn();
    const bridge = createSimulatedNativeBridge({ getSession: () => null, getTheme: () => 'normal', onCall });
    await expect(call(bridge, 'toast', { type: 'success', message: '关注成功' })).resolves.toBeUndefined();
    expect(onCall).toHaveBeenCalledWith('toast', { type: 'success', message: '关注成功' }, undefined);
  });

  it('answers asynchronously, as the real bridge does', () => {
    const bridge = createSimulatedNativeBridge({ getSession: () => null, getTheme: () => 'normal' });
    const callback = jest.fn();
    bridge.callHandler('getTheme', undefined, callback);
    expect(callback).not.toHaveBeenCalled();
  });

  it('is installed on window and removed again', () => {
    const bridge = createSimulatedNativeBridge({ getSession: () => null, getTheme: () => 'normal' });
    const uninstall = installNativeBridge(bridge);
    expect(installedBridge()).toBe(bridge);
    uninstall();
    expect(installedBridge()).toBeUndefined();
  });
});

describe('app mode', () => {
  beforeEach(() => eventLogStore.getState().clear());

  it('installs the bridge while the platform is app, answering from the current session', async () => {
    const store = createControlStore(null);
    const stop = syncAppModeWithControls(store);
    expect(installedBridge()).toBeUndefined();

    store.getState().setPlatform('app');
    const bridge = installedBridge();
    expect(bridge).toBeDefined();
    await expect(call(bridge!, 'getLoginInfo')).resolves.toEqual({ code: 0 });
    store.getState().setSession(session);
    await expect(call(bridge!, 'getLoginInfo')).resolves.toEqual({ code: 1, data: session });

    store.getState().setPlatform('web');
    expect(installedBridge()).toBeUndefined();
    stop();
  });

  it('logs every native call in the event log', async () => {
    const store = createControlStore(null);
    store.getState().setPlatform('app');
    const stop = syncAppModeWithControls(store);
    await call(installedBridge()!, 'jumpLogin', { backPath: '/sport-info/news' });

    const [entry] = eventLogStore.getState().entries;
    expect(entry).toMatchObject({
      direction: 'native-call',
      name: 'jumpLogin',
      payload: { request: { backPath: '/sport-info/news' } },
    });
    stop();
    expect(installedBridge()).toBeUndefined();
  });
});
