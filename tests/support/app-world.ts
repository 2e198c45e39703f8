/**
 * Puts the app-wide stores every domain reads (config, session, global, toasts, monitoring)
 * into a known state for a unit test, and resets the stores of every domain. A domain's own
 * test setup calls it and adds what the domain needs.
 */
import { DEFAULT_COMMON_CONFIG } from '../../src/contracts/system';
import { DOMAINS } from '../../src/app/domains';
import { useCommentRuleStore } from '../../src/features/comment-gate/comment-rule-store';
import { useConfigStore } from '../../src/platform/config/config-store';
import { setMonitorSink, type MonitorEvent } from '../../src/platform/feedback/monitor';
import { resetNotify } from '../../src/platform/feedback/notify';
import { useToastStore } from '../../src/platform/feedback/toast-store';
import { useGlobalStore } from '../../src/platform/global/global-store';
import { usePromotionStore } from '../../src/features/promotions/promotion-store';
import { HttpError } from '../../src/platform/http/http-error';
import { useSessionStore } from '../../src/platform/session/session-store';

export const FILE_BASE = 'http://files.test';

/** What was reported to monitoring since the last setUpAppWorld(). */
export const monitorEvents: MonitorEvent[] = [];

export function setUpAppWorld({
  loggedIn = false,
  appVersion = '',
}: { loggedIn?: boolean; appVersion?: string } = {}): void {
  for (const domain of DOMAINS) domain.reset();
  useCommentRuleStore.getState().reset();
  usePromotionStore.getState().reset();
  useConfigStore.setState({
    domainListStatus: 'ready',
    domainList: { api: ['http://api.test'], push: [], file: [FILE_BASE] },
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

/** Starts every domain (push handlers, session follow-ups...) as the runtime does; returns the stop. */
export function startDomains(): () => void {
  const stops = DOMAINS.map((domain) => domain.start());
  return () => stops.reverse().forEach((stop) => stop());
}
