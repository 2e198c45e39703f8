/**
 * The room's one release queue (docs/pages.md, the spoiler-safe crowd): every line the room
 * receives — pushed, from the history, repaired after a gap — waits here until the viewer's
 * picture reaches its time (rules/crowd-release.ts), then is handed on in batches to whoever
 * listens: the chat list and the 弹幕 layer read the same released lines. One timer, set for the
 * next line due; batches go out at most every FLUSH_MS so a burst of 200 lines a second is a few
 * updates, not 200. React-free: the room's store owns it.
 */
import { OPEN_GATE, releaseAt, type CrowdGate, type GatedLine } from '../rules/crowd-release';

/** Released lines are handed on at most this often (a burst is a few updates a second). */
export const FLUSH_MS = 120;
/**
 * Lines held at most: past it the oldest are dropped (at a rate that fills it, they would leave
 * the list's kept rows within a second of showing anyway).
 */
export const MAX_HELD = 4000;

export interface QueueClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The device's clock and timers: what the queue and the crowd session use unless a test gives its own. */
export const defaultClock: QueueClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

export type ReleaseListener<L> = (lines: readonly L[]) => void;

export class ReleaseQueue<L extends GatedLine> {
  private gate: CrowdGate = OPEN_GATE;
  /** Held lines in `at` order (the same order as their release times, own lines never held). */
  private held: L[] = [];
  /** Due lines waiting for the next flush. */
  private due: L[] = [];
  private timer: unknown = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private lastFlush = Number.NEGATIVE_INFINITY;
  private readonly listeners = new Set<ReleaseListener<L>>();

  constructor(private readonly clock: QueueClock = defaultClock) {}

  /** Hears every released batch until the returned function is called. */
  listen(listener: ReleaseListener<L>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new delay, clock offset or viewer: held lines are judged again (实时比分 releases them all). */
  setGate(gate: CrowdGate): void {
    const same =
      gate.delayMs === this.gate.delayMs && gate.clockOffsetMs === this.gate.clockOffsetMs && gate.ownUid === this.gate.ownUid;
    this.gate = gate;
    if (same) return;
    // Not only the head: a viewer who logged in has their own lines anywhere in the queue.
    const now = this.clock.now();
    const stay: L[] = [];
    for (const line of this.held) (releaseAt(line, gate) <= now ? this.due : stay).push(line);
    this.held = stay;
    this.pump();
  }

  push(lines: readonly L[]): void {
    if (lines.length === 0) return;
    for (const line of lines) {
      if (releaseAt(line, this.gate) <= this.clock.now()) this.due.push(line);
      else this.hold(line);
    }
    if (this.held.length > MAX_HELD) this.held.splice(0, this.held.length - MAX_HELD);
    this.pump();
  }

  /** Lines waiting for the viewer's picture. */
  get heldCount(): number {
    return this.held.length;
  }

  /** Forgets every line and timer (the room closed). */
  clear(): void {
    this.held = [];
    this.due = [];
    this.cancelTimer();
  }

  private hold(line: L): void {
    let place = this.held.length;
    while (place > 0 && (this.held[place - 1] as L).at > line.at) place -= 1;
    this.held.splice(place, 0, line);
  }

  /** Moves what is due, flushes when allowed, and sets the one timer for what comes next. */
  private pump(): void {
    const now = this.clock.now();
    let released = 0;
    while (released < this.held.length && releaseAt(this.held[released] as L, this.gate) <= now) released += 1;
    if (released > 0) this.due.push(...this.held.splice(0, released));
    if (this.due.length > 0 && now - this.lastFlush >= FLUSH_MS) this.flush(now);
    const next = Math.min(
      this.due.length > 0 ? this.lastFlush + FLUSH_MS : Number.POSITIVE_INFINITY,
      this.held.length > 0 ? releaseAt(this.held[0] as L, this.gate) : Number.POSITIVE_INFINITY,
    );
    this.schedule(next, now);
  }

  private flush(now: number): void {
    const batch = this.due;
    this.due = [];
    this.lastFlush = now;
    for (const listener of this.listeners) listener(batch);
  }

  private schedule(at: number, now: number): void {
    if (at === this.timerAt && this.timer !== null) return;
    this.cancelTimer();
    if (at === Number.POSITIVE_INFINITY) return;
    this.timerAt = at;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.timerAt = Number.POSITIVE_INFINITY;
      this.pump();
    }, Math.max(0, at - now));
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
  }
}
