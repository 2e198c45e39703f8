/**
 * The bridge between the remote and its host: one event map for both directions, shared
 * by the app, federation.d.ts, shell-demo and the contract tests. Every event has exactly
 * one payload argument.
 */
import type { VersionUpdate } from './deployment';
import { PLAZA_TABS, type HostRoutePath, type PlazaTab } from './host-routes';
import { MalformedDataError, strictBoolean, strictNumber, strictString, type Json } from './parse';
import {
  isErrorCode,
  isReportedRoute,
  METRIC_RATINGS,
  WEB_VITAL_NAMES,
  type ErrorEvent,
  type MetricEvent,
} from './reporting';
import { derive, object, oneOf, readOrUndefined, record, withParts, type Read, type Schema } from './schema';

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

type EventSchemas<Events> = { readonly [K in keyof Events]: Read<Events[K]> };

/**
 * The reader of one direction's events: a payload read by its event's declaration, or undefined
 * for a wrong shape or a name not declared (looked up only when it is a text).
 */
const eventReader =
  <Events>(schemas: EventSchemas<Events>) =>
  <K extends keyof Events>(event: K, payload: unknown): Events[K] | undefined =>
    typeof event === 'string' && Object.hasOwn(schemas, event)
      ? readOrUndefined(schemas[event], payload, event)
      : undefined;

/** A route of ours as events carry it (reporting.ts's isReportedRoute). */
const reportedRoute = derive(strictString, (route, path) => {
  if (!isReportedRoute(route)) throw new MalformedDataError(path, 'a route pattern of ours or *', route);
  return route;
});

/** The remote → host payloads, declared: a host reads them with `parseRemoteEvent` (shell-demo does). */
const remoteEvents: EventSchemas<RemoteToHostEvents> = {
  'customer-service': object({ source: oneOf(['float', 'page']) }),
  login: object({ backPath: strictString }),
  navigate: object({ path: strictString, query: record(strictString) }),
  toast: object({ type: oneOf(['fail', 'success', 'info', 'warn']), message: strictString }),
  error: object({
    code: derive(strictString, (code, path) => {
      if (!isErrorCode(code)) throw new MalformedDataError(path, 'a kebab-case code', code);
      return code;
    }),
    message: strictString,
    detail: (value: Json) => value,
    route: reportedRoute,
  }),
  metric: object({
    name: oneOf(WEB_VITAL_NAMES),
    value: strictNumber,
    delta: strictNumber,
    rating: oneOf(METRIC_RATINGS),
    id: strictString,
    navigationType: strictString,
    route: reportedRoute,
  }),
  'remote-updated': object({
    from: strictString,
    to: withParts((value: Json, path: string) => (value === null ? null : strictString(value, path)), {
      inner: strictString,
    }),
  }),
};

export const REMOTE_TO_HOST_EVENTS = Object.keys(remoteEvents) as readonly (keyof RemoteToHostEvents)[];

/** A remote → host payload read by its declaration, or undefined for a wrong shape. */
export const parseRemoteEvent = eventReader(remoteEvents);

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

/** Absent, or a text (null is a wrong shape, as any other non-text). */
const optionalText = withParts(
  (value: Json, path: string): string | undefined => (value === undefined ? undefined : strictString(value, path)),
  { inner: strictString, absentOk: true as const },
);

/** A session as a host or the native app sends it: extra fields dropped, absent ones left out. */
export const sessionInfo: Schema<SessionInfo> = derive(
  object({ token: strictString, uid: strictString, username: optionalText, headUrl: optionalText }),
  ({ token, uid, username, headUrl }) => ({
    token,
    uid,
    ...(username !== undefined && { username }),
    ...(headUrl !== undefined && { headUrl }),
  }),
);

/** The host → remote payloads: each event's shape (the host may be another team's code, or a script on the page). */
const hostEvents: EventSchemas<HostToRemoteEvents> = {
  session: withParts((value: Json, path: string) => (value === null ? null : sessionInfo(value, path)), {
    inner: sessionInfo,
  }),
  'select-tab': object({ tab: oneOf(PLAZA_TABS) }),
  theme: object({ theme: oneOf(THEME_NAMES) }),
  'customer-service-float': object({ visible: strictBoolean }),
};

/** A host → remote payload checked against its declaration: the typed payload, or undefined for a wrong shape. */
export const parseHostEvent = eventReader(hostEvents);
