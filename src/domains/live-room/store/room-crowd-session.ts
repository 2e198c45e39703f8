/**
 * One live room's crowd while the room is open (docs/pages.md, the room's chat): the history on
 * entry, the pushed lines of `room:<id>`, gap repair by `index` (a jump, a reconnect, a channel
 * subscribed again — history with sinceIndex), and the release queue every line goes through.
 * Each line is taken once (rules/line-ledger.ts); what the queue releases goes to `onReleased`.
 * React-free: a hook owns its lifecycle (start, stop) and feeds it the room's playhead.
 */
import type { ChatHistory } from '../../../contracts/room-crowd';
import type { ChatLine } from '../../../contracts/room-crowd-push';
import { LineLedger } from '../rules/line-ledger';
import { defaultClock, ReleaseQueue, type CrowdPlayhead, type QueueClock } from './room-crowd-queue';

/** Lines pushed before the history's first answer, kept to be taken after it. */
const EARLY_KEPT = 1000;
/** Repairs in a row before giving up until the next reconnect. */
const MAX_REPAIRS = 3;
/** The first history call is asked again this long after a failure (a few times). */
export const HISTORY_RETRY_MS = 3000;
const MAX_HISTORY_ATTEMPTS = 3;
/**
 * A failed repair is asked again this long after (within MAX_REPAIRS): the room may have fallen
 * quiet, and then no new line would show the gap again.
 */
export const REPAIR_RETRY_MS = 3000;

export type CrowdAvailability = 'unknown' | 'available' | 'missing';

export interface CrowdSessionDeps {
  fetchHistory(roomId: number, sinceIndex: number | undefined, signal: AbortSignal): Promise<ChatHistory>;
  /** 404: the backend has no crowd. */
  isMissing(error: unknown): boolean;
  /** Whether the crowd's channel is subscribed now; `watch` tells each change. */
  watchSubscribed(onChange: (subscribed: boolean) => void): () => void;
  onAvailability(availability: CrowdAvailability): void;
  onReleased(lines: readonly ChatLine[]): void;
  /** A line the room is told of again from the start (the server's numbering restarted). */
  onRestart(): void;
  clock?: QueueClock;
  /** The server's clock (the device's plus the push clock offset); the device's by default. */
  serverNow?(): number;
}

export class RoomCrowdSession {
  private ledger = new LineLedger();
  private readonly queue: ReleaseQueue<ChatLine>;
  private early: ChatLine[] = [];
  private readonly controller = new AbortController();
  private repairing = false;
  private repairAgain = false;
  private repairsInRow = 0;
  private repairRetry: unknown = null;
  private stops: (() => void)[] = [];
  private stopped = false;

  constructor(
    readonly roomId: number,
    private readonly deps: CrowdSessionDeps,
  ) {
    this.queue = new ReleaseQueue<ChatLine>(deps.clock, deps.serverNow);
  }

  start(): void {
    this.stops.push(this.queue.listen((lines) => this.deps.onReleased(lines)));
    let wasSubscribed = false;
    this.stops.push(
      this.deps.watchSubscribed((subscribed) => {
        // Subscribed again (a reconnect): what was published meanwhile came by no push. The
        // repairs given up on a network that was failing are tried again on the new one.
        if (subscribed && !wasSubscribed && this.ledger.isStarted) {
          this.repairsInRow = 0;
          this.repair();
        }
        wasSubscribed = subscribed;
      }),
    );
    void this.loadHistory(1);
  }

  stop(): void {
    this.stopped = true;
    this.controller.abort();
    this.timers.clearTimeout(this.repairRetry);
    this.queue.clear();
    for (const stop of this.stops.splice(0)) stop();
  }

  setPlayhead(view: CrowdPlayhead): void {
    this.queue.setPlayhead(view);
  }

  /** The server's clock was told anew: the held lines are timed again. */
  retime(): void {
    if (!this.stopped) this.queue.retime();
  }

  /** Lines from the push or from a send's answer: each taken once, a jump repaired. */
  receive(lines: readonly ChatLine[]): void {
    if (this.stopped) return;
    const mine = lines.filter((line) => line.roomId === this.roomId);
    if (!this.ledger.isStarted) {
      this.early.push(...mine);
      if (this.early.length > EARLY_KEPT) this.early.splice(0, this.early.length - EARLY_KEPT);
      return;
    }
    this.take(mine);
    if (this.ledger.missingSince() !== null) this.repair();
  }

  private take(lines: readonly ChatLine[]): void {
    const fresh = lines.filter((line) => this.ledger.admit(line.index));
    this.queue.push(fresh);
  }

  private async loadHistory(attempt: number): Promise<void> {
    let history: ChatHistory;
    try {
      history = await this.deps.fetchHistory(this.roomId, undefined, this.controller.signal);
    } catch (error) {
      if (this.stopped) return;
      if (this.deps.isMissing(error)) {
        this.deps.onAvailability('missing');
        return;
      }
      if (attempt < MAX_HISTORY_ATTEMPTS) {
        this.timers.setTimeout(() => {
          if (!this.stopped) void this.loadHistory(attempt + 1);
        }, HISTORY_RETRY_MS);
      }
      return;
    }
    if (this.stopped) return;
    this.ledger.startAt(history.lines[0]?.index ?? history.nextIndex);
    this.deps.onAvailability('available');
    const early = this.early;
    this.early = [];
    this.take(history.lines);
    this.take(early);
    if (this.ledger.missingSince() !== null) this.repair();
  }

  /** Asks for what is missing since the last line had in order; once at a time. */
  private repair(): void {
    if (this.repairing) {
      this.repairAgain = true;
      return;
    }
    if (this.repairsInRow >= MAX_REPAIRS) return;
    this.repairing = true;
    this.repairsInRow += 1;
    this.timers.clearTimeout(this.repairRetry);
    this.repairRetry = null;
    const since = this.ledger.contiguousUpTo;
    this.deps.fetchHistory(this.roomId, since < 0 ? undefined : since, this.controller.signal).then(
      (history) => {
        if (this.stopped) return;
        this.repairing = false;
        if (history.nextIndex <= since) {
          // The server numbers the room from 0 again (it restarted): start over.
          this.restart(history);
          return;
        }
        const first = history.lines[0];
        // More was missing than one answer brings: the older ones are given up.
        if (first && first.index > since + 1) this.ledger.startAt(first.index);
        this.take(history.lines);
        const again = this.repairAgain || this.ledger.missingSince() !== null;
        this.repairAgain = false;
        if (again) this.repair();
        else this.repairsInRow = 0;
      },
      () => {
        if (this.stopped) return;
        this.repairing = false;
        this.repairAgain = false;
        this.repairRetry = this.timers.setTimeout(() => {
          this.repairRetry = null;
          this.repair();
        }, REPAIR_RETRY_MS);
      },
    );
  }

  private get timers(): QueueClock {
    return this.deps.clock ?? defaultClock;
  }

  private restart(history: ChatHistory): void {
    this.ledger = new LineLedger();
    this.queue.clear();
    this.deps.onRestart();
    this.ledger.startAt(history.lines[0]?.index ?? history.nextIndex);
    this.take(history.lines);
    this.repairsInRow = 0;
  }
}
