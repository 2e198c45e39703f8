/**
 * The native app's bridge, in the WebViewJavascriptBridge
 * style the app injects as `window.WebViewJavascriptBridge`. Messages from the native side
 * arrive through `window.postMessage` with `source: NATIVE_MESSAGE_SOURCE`.
 */
import { sessionInfo, THEME_NAMES, type SessionInfo, type ThemeName, type ToastType } from './bridge-events';
import { PLAZA_TABS } from './host-routes';
import { MalformedDataError, strictBoolean, strictNumber, strictString, type Json } from './parse';
import { derive, literal, object, oneOf, readOrUndefined, variant, type Infer, type Read } from './schema';

export interface NativeCalls {
  /** `code` 1 = logged in; anything else means logged out. */
  getLoginInfo: { request: void; response: { code: number; data?: SessionInfo } };
  /** `language`: the app's language tag (zh-Hant-TW, en-GB …), when the app tells it. */
  getNativeInfo: { request: void; response: { deviceId: string; version: string; osType: number; language?: string } };
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

const fromNative = { source: literal(NATIVE_MESSAGE_SOURCE) };
/** The messages the native app posts into the web view, told apart by `type`. */
const nativeMessage = variant('type', {
  'select-tab': object({ ...fromNative, tab: oneOf(PLAZA_TABS) }),
  theme: object({ ...fromNative, theme: oneOf(THEME_NAMES) }),
  'login-changed': object(fromNative),
  /** Show or hide the customer-service float, as the host's `customer-service-float` event does. */
  'customer-service-float': object({ ...fromNative, visible: strictBoolean }),
});
export type NativeMessage = Infer<typeof nativeMessage>;

/** A message of the declared shape (extra fields dropped), else null: anything may post into the page. */
export const parseNativeMessage = (data: unknown): NativeMessage | null =>
  readOrUndefined(nativeMessage, data, 'message') ?? null;

/** Native app versions that unlock features (compared numerically part by part). */
export const NativeVersionGate = {
  dialect: '4.3.1',
  newProgramDetail: '4.3.2',
  privilegeAnchor: '4.6.0',
} as const;

/** An answer the app does not read (toast, jumps): anything is accepted. */
const unread = (): void => undefined;

/** What each native call answers, declared; the app gets what the declaration reads. */
const nativeResponses: { readonly [K in NativeCallName]: Read<NativeCalls[K]['response']> } = {
  // Logged out (code other than 1) carries nothing the app reads.
  getLoginInfo: derive(object({ code: strictNumber, data: (value: Json) => value }), ({ code, data }, path) =>
    code === 1 && data !== undefined ? { code, data: sessionInfo(data, `${path}.data`) } : { code },
  ),
  // An app older than the language field, or one that sends something else, leaves it out.
  getNativeInfo: derive(
    object({ deviceId: strictString, version: strictString, osType: strictNumber, language: (value: Json) => value }),
    ({ language, ...info }) => (typeof language === 'string' ? { ...info, language } : info),
  ),
  getTheme: object({ theme: oneOf(THEME_NAMES) }),
  getTopBarHeight: object({
    height: derive(strictNumber, (height, path) => {
      if (height < 0 || height >= 1000) throw new MalformedDataError(path, 'a height from 0 to 999', height);
      return height;
    }),
  }),
  toast: unread,
  back: unread,
  jumpLogin: unread,
  jumpH5: unread,
  openCustomerService: unread,
};

/** A native answer read by its declaration; throws MalformedDataError when it has not the promised shape. */
export const readNativeResponse = <K extends NativeCallName>(name: K, response: unknown): NativeCalls[K]['response'] =>
  nativeResponses[name](response, name);
