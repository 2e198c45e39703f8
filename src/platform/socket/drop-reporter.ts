/**
 * Reports dropped push messages to monitoring without flooding it: a stream of a thousand bad
 * messages a second is one report per reason per window, with the count it stands for.
 */
import type { MonitorEvent } from '../feedback/monitor';

export const DROP_REPORT_WINDOW_MS = 10_000;

export class DropReporter {
  private readonly lastReportAt = new Map<string, number>();
  private readonly suppressed = new Map<string, number>();

  constructor(
    private readonly report: (event: MonitorEvent) => void,
    private readonly now: () => number,
  ) {}

  /** `reason` groups drops (e.g. `push-unknown-message:match.score`); `message` says what happened. */
  drop(code: string, reason: string, message: string, detail?: unknown): void {
    const key = `${code}:${reason}`;
    const now = this.now();
    const last = this.lastReportAt.get(key);
    if (last !== undefined && now - last < DROP_REPORT_WINDOW_MS) {
      this.suppressed.set(key, (this.suppressed.get(key) ?? 0) + 1);
      return;
    }
    const skipped = this.suppressed.get(key) ?? 0;
    this.suppressed.delete(key);
    this.lastReportAt.set(key, now);
    this.report({ code, message: skipped > 0 ? `${message} (+${skipped} more dropped)` : message, detail });
  }
}
