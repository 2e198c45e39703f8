/**
 * Reports to monitoring (unknown codes, network failures, malformed data, refused jumps).
 * The app wires it to the host bridge's `error` event; without a sink it logs.
 */
export interface MonitorEvent {
  code: string;
  message: string;
  detail?: unknown;
}

type Sink = (event: MonitorEvent) => void;

let sink: Sink | null = null;

export function setMonitorSink(next: Sink | null): void {
  sink = next;
}

export function report(event: MonitorEvent): void {
  if (sink) sink(event);
  else console.warn(`[sport-info] ${event.code}: ${event.message}`, event.detail ?? '');
}
