/**
 * Hands items on in batches. The NATS bus hands a followed channel's messages to the gateway so
 * (nats-bus.ts): one write per socket per batch, not one per network read.
 *
 * - A publisher that marks the last message of each flight it sends (publish-pipeline.ts: a
 *   crowd step's lines, say, go as one flight) has its batch handed on as soon as that mark
 *   arrives, at the end of the read's turn: a batch waits for nothing but its own last message.
 *   What comes without the mark waits for it, the window at most.
 * - A publisher that marks nothing (a portal's backend publishing to the same subjects) gets the
 *   window: at most one hand-on per window; what arrives while a window runs waits for its end and
 *   goes on with the rest, in arrival order; an item after a quiet window goes on at the end of
 *   the current turn (with whatever else that turn brings).
 */
import { performance } from 'node:perf_hooks';

/**
 * The longest a message waits here: a socket gets one write per window whatever the channel's
 * rate when its publisher marks nothing, and a marked flight's message waits no longer for its mark.
 */
export const FAN_OUT_WINDOW_MS = 100;

/** The header on the last message of a publisher's flight (its value `1`). */
export const FLIGHT_END_HEADER = 'Live-Flight-End';

export class HandOnWindow<T> {
  private readonly waiting: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private handedAt = Number.NEGATIVE_INFINITY;
  /** The publisher marks its flights' ends: unmarked items wait for the mark. */
  private marked = false;

  constructor(
    private readonly windowMs: number,
    private readonly handOn: (items: T[]) => void,
  ) {}

  /** `endsFlight`: the item carries its publisher's mark of a flight's last message. */
  add(item: T, endsFlight = false): void {
    this.waiting.push(item);
    if (endsFlight) {
      this.marked = true;
      clearTimeout(this.timer);
      this.timer = undefined;
      this.immediate ??= setImmediate(() => this.flush());
      return;
    }
    if (this.timer || this.immediate) return;
    const wait = this.marked ? this.windowMs : this.handedAt + this.windowMs - performance.now();
    if (wait > 0) this.timer = setTimeout(() => this.flush(), wait);
    else this.immediate = setImmediate(() => this.flush());
  }

  /** Drops what waits and hands nothing on any more. */
  stop(): void {
    this.waiting.length = 0;
    clearTimeout(this.timer);
    clearImmediate(this.immediate);
    this.timer = undefined;
    this.immediate = undefined;
  }

  private flush(): void {
    this.timer = undefined;
    this.immediate = undefined;
    this.handedAt = performance.now();
    this.handOn(this.waiting.splice(0));
  }
}
