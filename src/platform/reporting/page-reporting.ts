/**
 * What a portal's monitoring gets beyond the failures the app reports itself (a chunk of its own,
 * loaded after the first screen, only for a host that listens): each page view's web vitals,
 * measured by the `web-vitals` package, and the errors of our code that nobody caught.
 *
 * The vitals' observers watch the whole page and cannot be taken off: they start once per page
 * and hand their metrics to whichever app runs. Each metric names its page view's address (a soft
 * navigation's own in browsers that measure those, else the page load's); one outside our
 * routes (the host's own page) is not ours to send. Entries are buffered by the browser, so
 * loading late loses none of the page load's LCP, FCP or TTFB.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { ReportedError, type MetricEvent } from '../../contracts/reporting';
import { report } from '../feedback/monitor';

export interface PageReportingHooks {
  /** Sends a metric to the host (the runtime samples). */
  sendMetric(metric: MetricEvent): void;
  /** The route of ours at this address, or null when it is not ours. */
  routeAt(url: string): string | null;
  /** The folder our code is served from: an error whose stack names it is ours. */
  filesBase: string;
}

/** At most this many uncaught errors are reported per mount, each message once. */
const MAX_UNCAUGHT = 10;

let metricSink: ((metric: MetricType) => void) | null = null;
let observing = false;

function observeVitals(): void {
  if (observing) return;
  observing = true;
  const forward = (metric: MetricType) => metricSink?.(metric);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(forward, { reportSoftNavs: true });
}

const toEvent = (metric: MetricType, route: string): MetricEvent => ({
  name: metric.name,
  value: metric.value,
  delta: metric.delta,
  rating: metric.rating,
  id: metric.id,
  navigationType: metric.navigationType,
  route,
});

/** Starts the page's reporting for one app; the returned function stops it. */
export function startPageReporting(hooks: PageReportingHooks): () => void {
  metricSink = (metric) => {
    const route = hooks.routeAt(metric.navigationURL ?? window.location.href);
    if (route !== null) hooks.sendMetric(toEvent(metric, route));
  };
  observeVitals();

  const seen = new Set<string>();
  const reportUncaught = (error: unknown, kind: 'error' | 'unhandledrejection', file = '') => {
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    if (!`${file}\n${stack}`.includes(hooks.filesBase)) return;
    const message = error instanceof Error ? error.message : String(error);
    if (seen.has(message) || seen.size >= MAX_UNCAUGHT) return;
    seen.add(message);
    report({ code: ReportedError.uncaught, message, detail: { kind } });
  };
  const onError = (event: ErrorEvent) => reportUncaught(event.error ?? event.message, 'error', event.filename);
  const onRejection = (event: PromiseRejectionEvent) => reportUncaught(event.reason, 'unhandledrejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    metricSink = null;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
