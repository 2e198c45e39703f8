import { useState } from 'react';
import { useEventLog, type EventDirection, type EventLogEntry } from '../state/event-log';
import styles from './event-log-panel.module.css';

export const DIRECTION_LABELS: Record<EventDirection, string> = {
  'remote-to-host': '远程→宿主',
  'host-to-remote': '宿主→远程',
  'native-call': '原生调用',
  'native-message': '原生消息',
  host: '宿主',
};

/** The event log of the debug panel, connected to the log store. */
export function EventLogPanel() {
  const entries = useEventLog((state) => state.entries);
  const clear = useEventLog((state) => state.clear);
  return <EventLog entries={entries} onClear={clear} />;
}

/** Payloads come from another team's code: they are shown as text, never parsed as HTML. */
export function EventLog({ entries, onClear }: { entries: readonly EventLogEntry[]; onClear(): void }) {
  const [isExpanded, setExpanded] = useState(true);
  return (
    <section className={styles.panel} data-testid="event-log" aria-label="事件日志">
      <div className={styles.header}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isExpanded}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? '▾' : '▸'} 事件日志（{entries.length}）
        </button>
        <button type="button" className={styles.clear} onClick={onClear} disabled={entries.length === 0}>
          清空
        </button>
      </div>
      {isExpanded &&
        (entries.length === 0 ? (
          <p className={styles.empty}>还没有事件。登录、切换主题或在体育资讯里操作后，这里会列出桥接事件。</p>
        ) : (
          <ol className={styles.rows}>
            {entries.map((entry) => (
              <EventLogRow key={entry.id} entry={entry} />
            ))}
          </ol>
        ))}
    </section>
  );
}

function EventLogRow({ entry }: { entry: EventLogEntry }) {
  return (
    <li className={styles.row} data-testid="event-log-row">
      <div className={styles.rowHeader}>
        <time className={styles.time} dateTime={new Date(entry.at).toISOString()}>
          {formatTime(entry.at)}
        </time>
        <span className={`${styles.direction} ${styles[entry.direction] ?? ''}`}>
          {DIRECTION_LABELS[entry.direction]}
        </span>
        <strong className={styles.name}>{entry.name}</strong>
      </div>
      {entry.note && <p className={styles.note}>{entry.note}</p>}
      <pre className={styles.payload}>{formatPayload(entry.payload)}</pre>
    </li>
  );
}

export function formatTime(at: number): string {
  const date = new Date(at);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

export function formatPayload(payload: unknown): string {
  if (payload === undefined) return '（无内容）';
  try {
    return JSON.stringify(payload, null, 2) ?? String(payload);
  } catch {
    // circular or BigInt: still show something
    return String(payload);
  }
}
