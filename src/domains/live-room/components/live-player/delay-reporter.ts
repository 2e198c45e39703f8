/**
 * Samples the player's delay behind live once a second and reports it, rounded to 0.1 s, only when
 * it changed: at most one report per second, and null while the delay is not known yet. Once known,
 * a sample that cannot tell (the picture stalled, a seek) keeps the last delay: a stalled picture
 * is still at least that far behind, and a null would have the room show live what the fan has not
 * seen.
 */
export const DELAY_SAMPLE_MS = 1000;

/** Seconds rounded to 0.1, never negative (a client clock a little ahead would say "-0.3 s"). */
export function roundDelay(seconds: number): number {
  return Math.max(0, Math.round(seconds * 10) / 10);
}

export class DelayReporter {
  private timer: ReturnType<typeof setInterval> | null = null;
  // undefined: nothing reported yet, so the first sample is reported even when it is null.
  private last: number | null | undefined = undefined;

  constructor(
    private readonly read: () => number | null,
    private readonly report: (delaySeconds: number | null) => void,
  ) {}

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => this.sample(), DELAY_SAMPLE_MS);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private sample(): void {
    const raw = this.read();
    const value = raw === null || !Number.isFinite(raw) ? null : roundDelay(raw);
    if (value === this.last || (value === null && typeof this.last === 'number')) return;
    this.last = value;
    this.report(value);
  }
}
