/**
 * Hands items on in batches, at most once per window: what arrives while a window runs waits for
 * its end and goes on with the rest, in arrival order; an item after a quiet window goes on at the
 * end of the current turn (with whatever else that turn brings). The NATS bus hands a followed
 * channel's messages to the gateway so (nats-bus.ts): one write per socket per window, not one
 * per network read.
 */
import { performance } from 'node:perf_hooks';

/**
 * The NATS bus's window: a socket gets one write per window whatever the channel's rate (as in
 * process, one per crowd step of 100 ms), and a message waits this long at most here.
 */
export const FAN_OUT_WINDOW_MS = 100;

export class HandOnWindow<T> {
  private readonly waiting: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private handedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly windowMs: number,
    private readonly handOn: (items: T[]) => void,
  ) {}

  add(item: T): void {
    this.waiting.push(item);
    if (this.timer || this.immediate) return;
    const wait = this.handedAt + this.windowMs - performance.now();
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
