/**
 * What a portal's monitoring would read from the remote, live: the latest value of each web vital
 * (`metric` events) and the failures counted by code (`error` events), with the route of ours
 * they were on. Read from the event log, which holds every event the bridge carried.
 */
import { WEB_VITAL_NAMES, type ErrorEvent, type MetricEvent } from '../../../../src/contracts/reporting';
import { useEventLog, type EventLogEntry } from '../state/event-log';
import styles from './reports-panel.module.css';

const RATING_LABELS: Record<MetricEvent['rating'], string> = {
  good: '良好',
  'needs-improvement': '待改进',
  poor: '差',
};

const fromRemote = (entries: readonly EventLogEntry[], name: string) =>
  entries.filter((entry) => entry.direction === 'remote-to-host' && entry.name === name);

/** Newest first (the log's order): the first entry of a name is its latest value. */
export function latestVitals(entries: readonly EventLogEntry[]): MetricEvent[] {
  const metrics = fromRemote(entries, 'metric').map((entry) => entry.payload as MetricEvent);
  return WEB_VITAL_NAMES.flatMap((name) => metrics.find((metric) => metric.name === name) ?? []);
}

export function errorCounts(entries: readonly EventLogEntry[]): { code: string; count: number; route: string }[] {
  const byCode = new Map<string, { code: string; count: number; route: string }>();
  for (const { payload } of fromRemote(entries, 'error')) {
    const { code, route } = payload as ErrorEvent;
    const row = byCode.get(code) ?? { code, count: 0, route };
    row.count += 1;
    byCode.set(code, row);
  }
  return [...byCode.values()];
}

const formatValue = (metric: MetricEvent) =>
  metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;

export function ReportsPanel() {
  const entries = useEventLog((state) => state.entries);
  const vitals = latestVitals(entries);
  const errors = errorCounts(entries);
  return (
    <section className={styles.panel} aria-label="上报">
      <h3 className={styles.heading}>页面指标（metric）</h3>
      {vitals.length === 0 ? (
        <p className={styles.empty}>首屏之后，这里列出 LCP、INP、CLS、FCP、TTFB（离开页面或操作后补齐）。</p>
      ) : (
        <ul className={styles.list} aria-label="页面指标">
          {vitals.map((metric) => (
            <li key={metric.name} className={styles.item} data-rating={metric.rating}>
              <strong>{metric.name}</strong> {formatValue(metric)} · {RATING_LABELS[metric.rating]} · {metric.route}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.heading}>错误（error）</h3>
      {errors.length === 0 ? (
        <p className={styles.empty}>还没有错误上报。</p>
      ) : (
        <ul className={styles.list} aria-label="错误上报">
          {errors.map((row) => (
            <li key={row.code} className={styles.item}>
              <strong>{row.code}</strong> × {row.count} · {row.route}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
