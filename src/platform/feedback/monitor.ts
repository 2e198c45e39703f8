/**
 * Reports to monitoring (unknown codes, network failures, malformed data, refused jumps).
 * The app wires it to the host bridge's `error` event; without a sink it logs.
 *
 * A report made before the app has wired its sink is kept and delivered when it is: the gate
 * calls start with the code, before the app mounts, and one of them can fail first
 * (an unknown code from the common config reached nobody when it answered before the mount).
 * At most MAX_PENDING are kept, the first ones.
 */
export interface MonitorEvent {
  code: string;
  message: string;
  detail?: unknown;
}

type Sink = (event: MonitorEvent) => void;

const MAX_PENDING = 20;

let sink: Sink | null = null;
const pending: MonitorEvent[] = [];

export function setMonitorSink(next: Sink | null): void {
  sink = next;
  if (sink) for (const event of pending.splice(0)) sink(event);
}

export function report(event: MonitorEvent): void {
  if (sink) return sink(event);
  console.warn(`[sport-info] ${event.code}: ${event.message}`, event.detail ?? '');
  if (pending.length < MAX_PENDING) pending.push(event);
}
