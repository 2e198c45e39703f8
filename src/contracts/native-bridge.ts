/**
 * The native app's bridge, in the WebViewJavascriptBridge
 * style the app injects as `window.WebViewJavascriptBridge`. Messages from the native side
 * arrive through `window.postMessage` with `source: NATIVE_MESSAGE_SOURCE`.
 */
import {
  isRecord,
  parseSessionInfo,
  THEME_NAMES,
  type SessionInfo,
  type ThemeName,
  type ToastType,
} from './bridge-events';
import type { PlazaTab } from './host-routes';

export interface NativeCalls {
  /** `code` 1 = logged in; anything else means logged out. */
  getLoginInfo: { request: void; response: { code: number; data?: SessionInfo } };
  getNativeInfo: { request: void; response: { deviceId: string; version: string; osType: number } };
  getTheme: { request: void; response: { theme: ThemeName } };
  getTopBarHeight: { request: void; response: { height: number } };
  toast: { request: { type: ToastType; message: string }; response: void };
  back: { request: void; response: void };
  jumpLogin: { request: { backPath: string }; response: void };
  jumpH5: { request: { url: string }; response: void };
  openCustomerService: { request: void; response: void };
}

export type NativeCallName = keyof NativeCalls;

export interface NativeJsBridge {
  callHandler(name: string, payload: unknown, callback?: (response: unknown) => void): void;
}

export const NATIVE_BRIDGE_GLOBAL = 'WebViewJavascriptBridge';
export const NATIVE_MESSAGE_SOURCE = 'sport-info-native';

/** A message the native app posts into the web view. */
export type NativeMessage =
  | { source: typeof NATIVE_MESSAGE_SOURCE; type: 'select-tab'; tab: PlazaTab }
  | { source: typeof NATIVE_MESSAGE_SOURCE; type: 'theme'; theme: ThemeName }
  | { source: typeof NATIVE_MESSAGE_SOURCE; type: 'login-changed' }
  /** Show or hide the customer-service float, as the host's `customer-service-float` event does. */
  | { source: typeof NATIVE_MESSAGE_SOURCE; type: 'customer-service-float'; visible: boolean };

/** Native app versions that unlock features (compared numerically part by part). */
export const NativeVersionGate = {
  dialect: '4.3.1',
  newProgramDetail: '4.3.2',
  privilegeAnchor: '4.6.0',
} as const;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A native answer checked against NativeCalls: true when it has the promised shape. Calls
 * whose answer the app does not read (toast, jumps) accept anything.
 */
export function isNativeResponse(name: NativeCallName, response: unknown): boolean {
  switch (name) {
    case 'getLoginInfo':
      return (
        isRecord(response) &&
        isFiniteNumber(response.code) &&
        (response.code !== 1 || response.data === undefined || parseSessionInfo(response.data) !== undefined)
      );
    case 'getNativeInfo':
      return (
        isRecord(response) &&
        typeof response.deviceId === 'string' &&
        typeof response.version === 'string' &&
        isFiniteNumber(response.osType)
      );
    case 'getTheme':
      return isRecord(response) && THEME_NAMES.includes(response.theme as ThemeName);
    case 'getTopBarHeight':
      return isRecord(response) && isFiniteNumber(response.height) && response.height >= 0 && response.height < 1000;
    default:
      return true;
  }
}
