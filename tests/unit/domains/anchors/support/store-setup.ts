/** Puts the stores the anchors domain reads (config, session, global) into a known state, and resets its own. */
import { DEFAULT_COMMON_CONFIG } from '../../../../../src/contracts/system';
import { useAnchorsStore } from '../../../../../src/domains/anchors/store/anchors-store';
import { useConfigStore } from '../../../../../src/platform/config/config-store';
import { setMonitorSink, type MonitorEvent } from '../../../../../src/platform/feedback/monitor';
import { resetNotify } from '../../../../../src/platform/feedback/notify';
import { useToastStore } from '../../../../../src/platform/feedback/toast-store';
import { useGlobalStore } from '../../../../../src/platform/global/global-store';
import { HttpError } from '../../../../../src/platform/http/http-error';
import { useSessionStore } from '../../../../../src/platform/session/session-store';

export const FILE_BASE = 'http://files.test';

/** What was reported to monitoring since the last setUpAnchorsWorld(). */
export const monitorEvents: MonitorEvent[] = [];

export function setUpAnchorsWorld({
  loggedIn = false,
  appVersion = '',
}: { loggedIn?: boolean; appVersion?: string } = {}): void {
  useAnchorsStore.getState().reset();
  useConfigStore.setState({
    domainsStatus: 'ready',
    domains: { api: ['http://api.test'], push: [], file: [FILE_BASE] },
    commonConfigStatus: 'ready',
    commonConfig: DEFAULT_COMMON_CONFIG,
  });
  useSessionStore.setState({ token: loggedIn ? 'token-1' : '', uid: loggedIn ? 'u1' : '', deviceId: 'device-1' });
  useGlobalStore.setState({ appVersion });
  resetNotify();
  useToastStore.getState().reset();
  monitorEvents.length = 0;
  setMonitorSink((event) => monitorEvents.push(event));
}

/** The toasts shown, as [type, message]. */
export const shownToasts = (): [string, string][] =>
  useToastStore.getState().toasts.map((toast) => [toast.type, toast.message]);

export const networkError = (): HttpError => new HttpError('network', '网络连接异常，请检查网络后重试');
export const apiError = (message = '操作失败'): HttpError => new HttpError('api', message, 10001);

/** A promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export const anchors = () => useAnchorsStore.getState();
