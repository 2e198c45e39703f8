/**
 * What the remote tells a portal about itself, for the portal's monitoring: the `metric` event
 * (the web vitals of each page view) and the `error` event (each failure, with a stable code),
 * both attributed to the route of ours they happened on and thinned by `reportSampleRate`
 * (docs/host-integration.md, "What the portal sees").
 */

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export const WEB_VITAL_NAMES: readonly WebVitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
export type MetricRating = 'good' | 'needs-improvement' | 'poor';
export const METRIC_RATINGS: readonly MetricRating[] = ['good', 'needs-improvement', 'poor'];

/** One web vital of one page view, as the `web-vitals` package measures it. */
export interface MetricEvent {
  name: WebVitalName;
  /** Milliseconds (CLS: a score). */
  value: number;
  /** Since this metric's last report: CLS and INP are reported again as they grow (sum the deltas per `id`). */
  delta: number;
  rating: MetricRating;
  /** Unique per metric instance and page view. */
  id: string;
  /**
   * `navigate`, `reload`, `back-forward`, `back-forward-cache`, `prerender`, `restore`, or
   * `soft-navigation` (a page view inside the app, where the browser measures those).
   */
  navigationType: string;
  /** The route pattern of ours the page view was (`/anchor/detail/:id`); `*` for the not-found page. */
  route: string;
}

/** A failure, with a stable `code`, on the route of ours it happened (`*`: none of ours). */
export interface ErrorEvent {
  code: string;
  message: string;
  detail?: unknown;
  route: string;
}

/**
 * The stable codes of failures a portal would count (the app reports a few more, each named in
 * docs/host-integration.md). A code never changes its meaning; new ones may appear.
 */
export const ReportedError = {
  /** An error nobody caught, thrown by our code (`detail.kind`: `error` or `unhandledrejection`). */
  uncaught: 'uncaught-error',
  /** A page that threw while rendering, caught by its route's boundary (the frame stays). */
  pageCrashed: 'page-crashed',
  /** An overlay (the mini-player) that failed to load or render: left out, the pages stay. */
  overlayFailed: 'overlay-failed',
  /** A chunk that did not load for the network (`detail.reason`: `offline`, `timeout` or `error`). */
  chunkNetwork: 'chunk-load-failed',
  /** A chunk gone after a deploy of ours (`detail`: `{ from, to }`, the build ids). */
  chunkNewVersion: 'chunk-new-version',
  /** A call that got no answer, or an HTTP failure without the envelope (`detail.status`: the HTTP status, 0 for none). */
  httpNetwork: 'network-failure',
  /** An answer with a result code the app does not know (`detail`: `{ code, msg }`). */
  httpUnknownCode: 'unknown-code',
  /** An answer the app could not read (`message`: the call's path). */
  httpMalformed: 'malformed-response',
  /** The push socket declared dead: nothing heard for a heartbeat and its grace, or no answer to a ping (`detail.reason`). */
  socketDead: 'socket-dead',
  /** The push socket gave up reconnecting (live pages poll, 重试 is offered). */
  socketGaveUp: 'push-reconnect-failed',
} as const;

/** Codes are kebab-case words; a portal may group by them. */
export const isErrorCode = (code: unknown): code is string =>
  typeof code === 'string' && /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(code);

/** A route as the events carry it: a pattern of ours (`/`, `/anchor/detail/:id`) or `*`. */
export const isReportedRoute = (route: unknown): route is string =>
  typeof route === 'string' && (route === '*' || /^\/[\w\-/:]*$/.test(route));

/** Default and bounds of `reportSampleRate`: the share of page loads whose events are sent (one draw per mount). */
export const DEFAULT_REPORT_SAMPLE_RATE = 1;
export const isSampleRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
