/**
 * The room's one release queue (docs/pages.md, the spoiler-safe crowd): every line the room
 * receives — pushed, from the history, repaired after a gap — waits here until it is shown at the
 * fan's playhead (rules/playhead.ts, on the server's clock), then is handed on in batches to
 * whoever listens: the chat list and the 弹幕 layer read the same released lines. The crowd's own
 * view rule: the fan's own lines show at once (their own words cannot spoil their match). One
 * timer, set for the next line due; batches go out at most every FLUSH_MS so a burst of 200 lines
 * a second is a few updates, not 200. React-free: the room's crowd session owns it.
 */
import { livePlayhead, nextShownIn, shownAt, type Playhead, type Stamped } from '../../../match/rules/playhead';

/** Released lines are handed on at most this often (a burst is a few updates a second). */
export const FLUSH_MS = 120;
/**
 * Lines held at most: past it the oldest are dropped (at a rate that fills it, they would leave
 * the list's kept rows within a second of showing anyway).
 */
export const MAX_HELD = 4000;

export interface QueueClock {
  /** The device's clock (batches are paced on it). */
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

/** A line of the room: stamped with the server's time, and its sender's uid ('' for system lines). */
export interface CrowdLine extends Stamped {
  readonly uid: string;
}

/** When the room's lines show: at the room's playhead, the fan's (`ownUid`) at once. */
export interface CrowdPlayhead {
  /** The room's playhead whenever asked (use-playhead.ts `usePlayheadReader`): a new one, a new delay. */
  playhead: () => Playhead;
  /** The signed-in fan's uid as the session holds it ('' for a visitor). */
  ownUid: string;
}

export class ReleaseQueue<L extends CrowdLine> {
  /** Live until the room tells its playhead. */
  private view: CrowdPlayhead = { playhead: () => livePlayhead(this.clock.now()), ownUid: '' };
  /** Held lines in `at` order (own lines never held). */
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

  /** A new delay or fan: held lines are judged again (实时比分 releases them all). */
  setPlayhead(view: CrowdPlayhead): void {
    if (view.playhead === this.view.playhead && view.ownUid === this.view.ownUid) return;
    this.view = view;
    // Not only the head: a fan who logged in has their own lines anywhere in the queue.
    const stay: L[] = [];
    for (const line of this.held) (this.isOwn(line) ? this.due : stay).push(line);
    this.held = stay;
    this.pump();
  }

  /** The server's clock was told anew (the push clock offset): what is held is timed again. */
  retime(): void {
    this.pump();
  }

  push(lines: readonly L[]): void {
    if (lines.length === 0) return;
    for (const line of lines) {
      if (this.isOwn(line)) this.due.push(line);
      else this.hold(line);
    }
    if (this.held.length > MAX_HELD) this.held.splice(0, this.held.length - MAX_HELD);
    this.pump();
  }

  /** Lines waiting for the fan's playhead. */
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

  private isOwn(line: L): boolean {
    return this.view.ownUid !== '' && line.uid === this.view.ownUid;
  }

  /** Moves what is shown at the playhead, flushes when allowed, and sets the one timer for what comes next. */
  private pump(): void {
    const now = this.clock.now();
    const playhead = this.view.playhead();
    const released = shownAt(this.held, playhead).length;
    if (released > 0) this.due.push(...this.held.splice(0, released));
    if (this.due.length > 0 && now - this.lastFlush >= FLUSH_MS) this.flush(now);
    const wait = nextShownIn(this.held, playhead);
    const next = Math.min(
      this.due.length > 0 ? this.lastFlush + FLUSH_MS : Number.POSITIVE_INFINITY,
      wait === null ? Number.POSITIVE_INFINITY : now + wait,
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
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Number.POSITIVE_INFINITY;
        this.pump();
      },
      Math.max(0, at - now),
    );
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
  }
}
