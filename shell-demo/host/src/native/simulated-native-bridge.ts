/**
 * A stand-in for the native app's `window.WebViewJavascriptBridge`, so that app mode can be
 * tried in a desktop browser: it answers the queries of NativeCalls from the host's state and
 * reports every call.
 */
import type { SessionInfo, ThemeName } from '../../../../src/contracts/bridge-events';
import { OsType } from '../../../../src/contracts/http';
import {
  NATIVE_BRIDGE_GLOBAL,
  type NativeCallName,
  type NativeCalls,
  type NativeJsBridge,
} from '../../../../src/contracts/native-bridge';

/** A version that passes every NativeVersionGate, so that all app features can be tried. */
export const SIMULATED_NATIVE_INFO: NativeCalls['getNativeInfo']['response'] = {
  deviceId: 'shell-demo-native-device',
  version: '4.6.0',
  osType: OsType.Android,
};

export interface SimulatedNativeOptions {
  getSession(): SessionInfo | null;
  getTheme(): ThemeName;
  /** Called for every call, with what was answered (undefined for commands). */
  onCall?(name: string, request: unknown, response: unknown): void;
}

export function answerNativeCall(
  name: string,
  options: Pick<SimulatedNativeOptions, 'getSession' | 'getTheme'>,
): unknown {
  switch (name as NativeCallName) {
    case 'getLoginInfo': {
      const session = options.getSession();
      const response: NativeCalls['getLoginInfo']['response'] = session ? { code: 1, data: session } : { code: 0 };
      return response;
    }
    case 'getNativeInfo':
      return SIMULATED_NATIVE_INFO;
    case 'getTheme':
      return { theme: options.getTheme() } satisfies NativeCalls['getTheme']['response'];
    case 'getTopBarHeight':
      // The host's own top bar stands in for the native one and sits above the web view.
      return { height: 0 } satisfies NativeCalls['getTopBarHeight']['response'];
    default:
      // toast, back, jumpLogin, jumpH5, openCustomerService are commands without an answer.
      return undefined;
  }
}

export function createSimulatedNativeBridge(options: SimulatedNativeOptions): NativeJsBridge {
  return {
    callHandler(name, payload, callback) {
      const response = answerNativeCall(name, options);
      options.onCall?.(name, payload, response);
      // The real bridge answers asynchronously; callers must not rely on a synchronous reply.
      setTimeout(() => callback?.(response), 0);
    },
  };
}

/** Puts the bridge on window (and fires the conventional ready event). Returns the uninstall. */
export function installNativeBridge(bridge: NativeJsBridge): () => void {
  const globals = window as unknown as Record<string, unknown>;
  globals[NATIVE_BRIDGE_GLOBAL] = bridge;
  document.dispatchEvent(new Event('WebViewJavascriptBridgeReady'));
  return () => {
    if (globals[NATIVE_BRIDGE_GLOBAL] === bridge) delete globals[NATIVE_BRIDGE_GLOBAL];
  };
}
