/**
 * The bridge between the remote and its host: one event map for both directions, shared
 * by the app, federation.d.ts, shell-demo and the contract tests. Every event has exactly
 * one payload argument.
 */
import type { VersionUpdate } from './deployment';
import { PLAZA_TABS, type HostRoutePath, type PlazaTab } from './host-routes';
import type { ErrorEvent, MetricEvent } from './reporting';

export type ToastType = 'fail' | 'success' | 'info' | 'warn';
export type ThemeName = 'normal' | 'dark';

export interface SessionInfo {
  token: string;
  uid: string;
  username?: string;
  headUrl?: string;
}

/** Events the remote emits for the host. */
export interface RemoteToHostEvents {
  /** The customer-service icon was tapped (web: the host opens its customer service). */
  'customer-service': { source: 'float' | 'page' };
  /** An action needs login: the host shows its login and comes back to `backPath`. */
  login: { backPath: string };
  /**
   * A jump to one of the host's own routes: a `HostRoutePath` whose `/newSport` is the common
   * config's `stSportPath` (`/h5/sport/B/match-detail` when that is `/h5/sport`).
   */
  navigate: { path: HostRoutePath | string; query: Record<string, string> };
  /** A message for the host's toast, when it wants to show them itself. */
  toast: { type: ToastType; message: string };
  /** Something failed that the host may want to count: a stable code, on a route of ours (reporting.ts). */
  error: ErrorEvent;
  /** A web vital of a page view of ours (reporting.ts). */
  metric: MetricEvent;
  /**
   * A newer build of ours is deployed and the running one's files are gone: reload the page (the
   * fan stays where they are). A host that does nothing: the app offers 刷新 itself within 1 s.
   */
  'remote-updated': VersionUpdate;
}

/** Events the host emits for the remote. */
export interface HostToRemoteEvents {
  /** Login state changed: a session, or `null` after logout. */
  session: SessionInfo | null;
  /** Select a plaza tab (as the native app's message does). */
  'select-tab': { tab: PlazaTab };
  theme: { theme: ThemeName };
  /** Show or hide the customer-service float (hidden: e.g. while the host's own bar or sheet is at the bottom). */
  'customer-service-float': { visible: boolean };
}

export const REMOTE_TO_HOST_EVENTS: readonly (keyof RemoteToHostEvents)[] = [
  'customer-service',
  'login',
  'navigate',
  'toast',
  'error',
  'metric',
  'remote-updated',
];

/**
 * What the remote needs of a host's emitter — an eventemitter3 `EventEmitter` (or Node's)
 * satisfies it. The host passes one as the `bridge` prop and keeps listening on it.
 */
export interface BridgeEmitter {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any emitter's listener type must fit
  on(event: string, listener: (payload: any) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  off(event: string, listener: (payload: any) => void): unknown;
  emit(event: string, payload: unknown): boolean;
}

export const THEME_NAMES: readonly ThemeName[] = ['normal', 'dark'];
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

/** A `SessionInfo` as a host or the native app sends it (extra fields dropped), else undefined. */
export function parseSessionInfo(value: unknown): SessionInfo | undefined {
  if (!isRecord(value) || typeof value.token !== 'string' || typeof value.uid !== 'string') return undefined;
  if (!optionalString(value.username) || !optionalString(value.headUrl)) return undefined;
  const session: SessionInfo = { token: value.token, uid: value.uid };
  if (value.username !== undefined) session.username = value.username;
  if (value.headUrl !== undefined) session.headUrl = value.headUrl;
  return session;
}

/**
 * A host → remote payload checked against the event map: the typed payload, or undefined for
 * a wrong shape (the host may be another team's code, or a script on the page).
 */
export function parseHostEvent<K extends keyof HostToRemoteEvents>(
  event: K,
  payload: unknown,
): HostToRemoteEvents[K] | undefined {
  switch (event) {
    case 'session':
      return (payload === null ? null : parseSessionInfo(payload)) as HostToRemoteEvents[K] | undefined;
    case 'select-tab':
      return (isRecord(payload) && PLAZA_TABS.includes(payload.tab as PlazaTab) ? { tab: payload.tab } : undefined) as
        HostToRemoteEvents[K] | undefined;
    case 'theme':
      return (
        isRecord(payload) && THEME_NAMES.includes(payload.theme as ThemeName) ? { theme: payload.theme } : undefined
      ) as HostToRemoteEvents[K] | undefined;
    case 'customer-service-float':
      return (isRecord(payload) && typeof payload.visible === 'boolean' ? { visible: payload.visible } : undefined) as
        HostToRemoteEvents[K] | undefined;
    default:
      return undefined;
  }
}
