/**
 * Types of the `sportInfo` remote for hosts (README "The federation contract").
 * Add this file to the host's TypeScript program. It has no top-level import or export, so
 * its `declare module` blocks declare modules rather than augment them.
 * tests/contract/federation-types.test.ts keeps it equal to src/contracts and to the exposed modules.
 */

declare module 'sportInfo/types' {
  export type ThemeName = 'normal' | 'dark';
  export type ToastType = 'fail' | 'success' | 'info' | 'warn';
  export type PlatformName = 'web' | 'app';
  export type LocaleName = 'zh-CN' | 'zh-TW' | 'zh-HK' | 'en';
  export type PlazaTab = 'anchor' | 'news';
  export type HostRoutePath =
    | '/login'
    | '/newSport/match-detail'
    | '/newSport/result-detail'
    | '/newSport/live'
    | '/newSport/B/match-detail'
    | '/newSport/match-result/bb';

  export interface SessionInfo {
    token: string;
    uid: string;
    username?: string;
    headUrl?: string;
  }

  export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  export type MetricRating = 'good' | 'needs-improvement' | 'poor';

  /** One web vital of one page view of ours (`value` in ms, CLS a score; sum `delta`s per `id`). */
  export interface MetricEvent {
    name: WebVitalName;
    /** The route pattern of ours (`/anchor/detail/:id`); `*` for the not-found page. */
    route: string;
    rating: MetricRating;
    value: number;
    delta: number;
    id: string;
    navigationType: string;
  }

  /** A failure with a stable code (docs/host-integration.md lists them), on a route of ours. */
  export interface ErrorEvent {
    code: string;
    route: string;
    message: string;
    detail?: unknown;
  }

  /** Build ids: the running one and the deployed one (null when only a 404 of our file said so). */
  export interface VersionUpdate {
    from: string;
    to: string | null;
  }

  /** Events the remote emits for the host. */
  export interface RemoteToHostEvents {
    'customer-service': { source: 'float' | 'page' };
    login: { backPath: string };
    /** `path`: a HostRoutePath with `/newSport` replaced by the common config's `stSportPath`. */
    navigate: { path: HostRoutePath | string; query: Record<string, string> };
    toast: { type: ToastType; message: string };
    error: ErrorEvent;
    metric: MetricEvent;
    /** A newer build is deployed: reload the page (else the app offers 刷新 within 1 s). */
    'remote-updated': VersionUpdate;
    /** A moment of a match the fan follows (预约); each `id` once per fan. */
    'match-alert': MatchAlertEvent;
  }

  export type MatchAlertKind =
    | 'kick-off'
    | 'goal'
    | 'red-card'
    | 'penalty'
    | 'goal-cancelled'
    | 'half-time'
    | 'full-time'
    | 'start'
    | 'quarter-end'
    | 'final'
    | 'lead-change'
    /** A streamer the fan follows went live on the match (its room opens on a tap). */
    | 'streamer-live';

  /** A followed match's moment (docs/host-integration.md, "Match alerts"). */
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
    /** It waited until the fan's stream showed it. */
    heldForPicture: boolean;
    /** Missed while offline or before a reload, told once now. */
    late: boolean;
    /** `goal-cancelled`: the `id` of the goal it takes back; '' otherwise. */
    corrects: string;
  }

  /** Events the host emits for the remote. */
  export interface HostToRemoteEvents {
    session: SessionInfo | null;
    'select-tab': { tab: PlazaTab };
    theme: { theme: ThemeName };
    /** Show or hide the customer-service float. */
    'customer-service-float': { visible: boolean };
  }

  export interface BridgeEmitter {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any emitter's listener type must fit
    on(event: string, listener: (payload: any) => void): unknown;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    off(event: string, listener: (payload: any) => void): unknown;
    emit(event: string, payload: unknown): boolean;
  }

  export interface SignInput {
    method: string;
    path: string;
    timestamp: string;
    pairs: [string, string][];
  }
  export type Signer = (input: SignInput) => Promise<string>;

  export interface FeatureFlags {
    euro?: boolean;
  }

  export interface SportInfoAppProps {
    basename?: string;
    bridge?: BridgeEmitter;
    apiBaseUrl?: string;
    platform?: PlatformName;
    session?: SessionInfo | null;
    /** One of LocaleName or a tag that maps to one (zh-Hant → zh-TW, zh-MO → zh-HK, en-* → en); a change switches in place. */
    locale?: LocaleName | (string & Record<never, never>);
    theme?: ThemeName;
    flags?: FeatureFlags;
    signer?: Signer;
    signingKey?: string;
    allowedHosts?: string[];
    resumeLastPage?: boolean;
    /** 0–1, default 1: the share of page loads whose `metric` and `error` events are sent. */
    reportSampleRate?: number;
  }

  export type Unmount = (() => void) & { update(props: SportInfoAppProps): void };

  /** What `./bridge` renders with: the app's props plus what bridge-react's `createRemoteAppComponent` passes. */
  export interface BridgeRenderParams extends SportInfoAppProps {
    dom: HTMLElement;
    moduleName?: string;
    memoryRoute?: { entryPath: string; initialState?: Record<string, unknown> };
    rootOptions?: { identifierPrefix?: string; onRecoverableError?: (error: unknown, errorInfo: unknown) => void };
  }

  /** `./bridge`'s default export, called once per host component: render (again on new props) and destroy. */
  export type BridgeProvider = () => {
    render(info: BridgeRenderParams): Promise<void>;
    destroy(info: { moduleName: string; dom: HTMLElement }): void;
  };
}

declare module 'sportInfo/SportInfoApp' {
  import type { SportInfoAppProps } from 'sportInfo/types';
  import type { ReactElement } from 'react';

  export default function SportInfoApp(props: SportInfoAppProps): ReactElement;
}

/**
 * Match alerts on the host's own pages, without React: mount once at the portal's root. Alerts
 * of the fan's followed matches show over the page and reach the host as `match-alert`; a tap
 * opens the match (`navigate`). Beside a mounted SportInfoApp it shares its socket and shows
 * nothing twice.
 */
declare module 'sportInfo/alerts' {
  import type { SportInfoAppProps, Unmount } from 'sportInfo/types';

  export type AlertsProps = Pick<SportInfoAppProps, 'bridge' | 'session' | 'locale' | 'theme' | 'apiBaseUrl'>;
  export function mount(element: Element, props?: AlertsProps): Unmount;
  export default mount;
}

declare module 'sportInfo/mount' {
  import type { SportInfoAppProps, Unmount } from 'sportInfo/types';

  export function mount(element: Element, props?: SportInfoAppProps): Unmount;
  export default mount;
}

/**
 * Module Federation 2's data-loader convention: the component's `.data` expose. `fetchData`
 * starts the app's start-up calls (device id, domain list, common config) before it mounts —
 * call it on the link's hover or touchstart, beside `preloadRemote` (docs/host-integration.md).
 * Pass the `apiBaseUrl`, `locale` and `session` the app will get: the calls carry the session (a
 * returning user's stored one when none is passed) and the locale's `language` header, and the app
 * takes the answers when it mounts with the same `apiBaseUrl` and `locale` (web, the build's
 * signing). It never rejects: a failure is the app's to show. On a server (no `window`) it does
 * nothing.
 */
declare module 'sportInfo/SportInfoApp.data' {
  import type { SportInfoAppProps } from 'sportInfo/types';

  /** The props of the app that its start-up calls depend on. */
  export type SportInfoDataParams = Pick<SportInfoAppProps, 'apiBaseUrl' | 'locale' | 'session'>;

  export function fetchData(params?: SportInfoDataParams): Promise<void>;
}

/**
 * For hosts on `@module-federation/bridge-react`:
 * `createRemoteAppComponent({ loader: () => loadRemote('sportInfo/bridge'), loading, fallback })`.
 */
declare module 'sportInfo/bridge' {
  import type { BridgeProvider } from 'sportInfo/types';

  export const provider: BridgeProvider;
  export default provider;
}
