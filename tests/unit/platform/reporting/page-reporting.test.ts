/**
 * The page's reporting: each web vital the `web-vitals` package measures goes to the host with the
 * route of its page view, only for page views of ours; uncaught errors of our own code (their
 * stack names our files) are reported once each, other scripts' are not ours to report.
 */
import type { MetricType } from 'web-vitals';
import type { MetricEvent } from '@src/contracts/reporting';
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';
import { startPageReporting } from '@src/platform/reporting/page-reporting';

const observers: ((metric: MetricType) => void)[] = [];
jest.mock('web-vitals', () => {
  const on = (callback: (metric: MetricType) => void) => observers.push(callback);
  return { onLCP: on, onINP: on, onCLS: on, onFCP: on, onTTFB: on };
});

const BASE = 'https://cdn.example.com/sport-info/';

const metric = (name: MetricType['name'], navigationURL: string): MetricType =>
  ({
    name,
    value: 812.4,
    delta: 812.4,
    rating: 'good',
    id: `v6-${name}`,
    navigationType: 'navigate',
    navigationURL,
    entries: [],
  }) as unknown as MetricType;

function start() {
  const metrics: MetricEvent[] = [];
  const stop = startPageReporting({
    filesBase: BASE,
    routeAt: (url) => (new URL(url).pathname.startsWith('/sport-info/anchor') ? '/anchor' : null),
    sendMetric: (event) => metrics.push(event),
  });
  return { metrics, stop };
}

const reports: MonitorEvent[] = [];
// The test's own dispatches are handled here: jsdom would take them for the test's uncaught errors.
const handled = (event: Event) => event.preventDefault();
beforeEach(() => {
  reports.length = 0;
  setMonitorSink((event) => reports.push(event));
  window.addEventListener('error', handled);
});
afterEach(() => {
  setMonitorSink(null);
  window.removeEventListener('error', handled);
});

it('observes the five vitals once per page and sends those of our page views with their route', () => {
  const first = start();
  first.stop();
  const { metrics, stop } = start();
  expect(observers).toHaveLength(5);
  for (const observe of observers) observe(metric('LCP', 'https://portal.example/sport-info/anchor'));
  observers[0]!(metric('TTFB', 'https://portal.example/home'));
  expect(metrics).toHaveLength(5);
  expect(metrics[0]).toEqual({
    name: 'LCP',
    value: 812.4,
    delta: 812.4,
    rating: 'good',
    id: 'v6-LCP',
    navigationType: 'navigate',
    route: '/anchor',
  });
  stop();
  observers[0]!(metric('LCP', 'https://portal.example/sport-info/anchor'));
  expect(metrics).toHaveLength(5);
  expect(first.metrics).toEqual([]);
});

it('reports uncaught errors of our code, once per message; others are left alone', () => {
  const { stop } = start();
  const ours = new Error('cannot read rows');
  ours.stack = `Error: cannot read rows\n    at render (${BASE}page-news.1a2b3c4d.js:1:200)`;
  const theirs = new Error('portal bug');
  theirs.stack = 'Error: portal bug\n    at https://portal.example/main.js:3:4';
  for (const error of [ours, theirs, ours])
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
  const rejection = new Error('lost promise');
  rejection.stack = `Error: lost promise\n    at ${BASE}push-client.c6280f9f.js:2:9`;
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.assign(event, { reason: rejection });
  window.dispatchEvent(event);
  expect(reports).toEqual([
    { code: 'uncaught-error', message: 'cannot read rows', detail: { kind: 'error' } },
    { code: 'uncaught-error', message: 'lost promise', detail: { kind: 'unhandledrejection' } },
  ]);
  stop();
  window.dispatchEvent(new ErrorEvent('error', { error: Object.assign(new Error('after'), { stack: BASE }) }));
  expect(reports).toHaveLength(2);
});
