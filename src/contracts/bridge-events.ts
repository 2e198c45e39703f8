/**
 * The bridge between the remote and its host: one event map for both directions, shared
 * by the app, federation.d.ts, shell-demo and the contract tests. Every event has exactly
 * one payload argument. The host → remote payloads' readers are here (the remote reads them); the
 * remote → host ones are in bridge-remote-events.ts, which hosts read and the remote, which only
 * sends those, does not carry.
 */
import type { VersionUpdate } from './deployment';
import { PLAZA_TABS, type HostRoutePath, type PlazaTab } from './host-routes';
import type { MatchAlertKind } from './match-alerts';
import { strictBoolean, strictString, type Json } from './parse';
import type { ErrorEvent, MetricEvent } from './reporting';
import { derive, object, oneOf, readOrUndefined, withParts, type Read, type Schema } from './schema';

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
  /** A moment of a match the fan follows (预约), as the fan is told of it (`./alerts`, in-app alert). */
  'match-alert': MatchAlertEvent;
}

/**
 * A followed match's moment for the host: what the alert shows, and how it was released. Each
 * `id` is sent once per fan: not again after a reconnect or a reload.
 */
export interface MatchAlertEvent {
  /** `<matchId>-<seq>` (streamer-live: `host-<hostId>-<matchId>`), stable across sockets and reloads. */
  id: string;
  kind: MatchAlertKind;
  matchId: number;
  sport: 'football' | 'basketball';
  homeName: string;
  awayName: string;
  /** The score after the moment (a cancelled goal: without it). */
  homeScore: number;
  awayScore: number;
  /** The match minute (football) or the period (basketball); 0 before kick-off. */
  minute: number;
  /** It waited until the fan's stream showed it (the fan watches that match). */
  heldForPicture: boolean;
  /** Missed while offline or before a reload, told once now. */
  late: boolean;
  /** `goal-cancelled`: the `id` of the goal it takes back; '' otherwise. */
  corrects: string;
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

export type EventSchemas<Events> = { readonly [K in keyof Events]: Read<Events[K]> };

/**
 * The reader of one direction's events: a payload read by its event's declaration, or undefined
 * for a wrong shape or a name not declared (looked up only when it is a text).
 */
export const eventReader =
  <Events>(schemas: EventSchemas<Events>) =>
  <K extends keyof Events>(event: K, payload: unknown): Events[K] | undefined =>
    typeof event === 'string' && Object.hasOwn(schemas, event)
      ? readOrUndefined(schemas[event], payload, event)
      : undefined;

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
