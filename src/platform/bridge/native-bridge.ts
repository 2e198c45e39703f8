/**
 * Calls into the native app through the injected
 * WebViewJavascriptBridge. Every call has a timeout: a web view whose bridge never answers
 * must not hold the app's start-up forever.
 */
import {
  NATIVE_BRIDGE_GLOBAL,
  readNativeResponse,
  type NativeCallName,
  type NativeCalls,
  type NativeJsBridge,
} from '../../contracts/native-bridge';
import { report } from '../feedback/monitor';

export const NATIVE_CALL_TIMEOUT_MS = 3000;

export class NativeBridgeUnavailableError extends Error {
  override readonly name = 'NativeBridgeUnavailableError';
}

export class NativeBridge {
  constructor(private readonly lookup: () => NativeJsBridge | undefined = defaultLookup) {}

  get available(): boolean {
    return this.lookup() !== undefined;
  }

  call<K extends NativeCallName>(
    name: K,
    ...payload: NativeCalls[K]['request'] extends void ? [] : [NativeCalls[K]['request']]
  ): Promise<NativeCalls[K]['response']> {
    const bridge = this.lookup();
    if (!bridge) return Promise.reject(new NativeBridgeUnavailableError(`native bridge unavailable: ${name}`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new NativeBridgeUnavailableError(`native bridge did not answer: ${name}`)),
        NATIVE_CALL_TIMEOUT_MS,
      );
      try {
        bridge.callHandler(name, payload[0] ?? {}, (response) => {
          clearTimeout(timer);
          // A wrong shape is a failure like a missing bridge: callers fall back the same way.
          let answer: NativeCalls[K]['response'];
          try {
            answer = readNativeResponse(name, response);
          } catch {
            reject(new NativeBridgeUnavailableError(`native bridge answered in a wrong shape: ${name}`));
            return;
          }
          resolve(answer);
        });
      } catch (error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** A jump the native side must perform (login, H5 page, back): failures are reported, not thrown. */
  async jump<K extends 'jumpLogin' | 'jumpH5' | 'back'>(
    name: K,
    ...payload: K extends 'back' ? [] : [NativeCalls[K]['request']]
  ): Promise<boolean> {
    try {
      await (this.call as (name: string, ...args: unknown[]) => Promise<unknown>)(name, ...payload);
      return true;
    } catch (error) {
      report({ code: 'native-jump-failed', message: name, detail: String(error) });
      return false;
    }
  }
}

function defaultLookup(): NativeJsBridge | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL];
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as NativeJsBridge).callHandler === 'function'
  ) {
    return candidate as NativeJsBridge;
  }
  return undefined;
}
