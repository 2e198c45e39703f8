/**
 * The push hub's fan-out, whose cost is kept per message, not per socket: a message is
 * serialised and framed once (one WebSocket text frame in one Buffer), and the frames published
 * within a short window (COALESCE_MS) are written to each subscriber's TCP socket in one write —
 * no per-socket serialisation or framing, and a few writes per socket per tick instead of one
 * per message.
 *
 * Writing one batch to thousands of sockets is a system call each (a 竞猜 split to 2000 sockets:
 * 40–60 ms of the event loop in one go), so a flush writes for WRITE_SLICE_MS at most and goes on
 * at the next turn of the event loop: the calls and commands that came meanwhile (a vote) are
 * answered between two slices instead of after the last one.
 */
import { performance } from 'node:perf_hooks';

/**
 * Frames are written at most this often: a message waits at most this long, and at 1000
 * messages/s a socket gets 200 writes a second instead of 1000 (each write is a system call
 * here and a read on the other side). A quiet channel's message still leaves at once.
 */
export const COALESCE_MS = 5;
/** A fan-out writes this long at most before it lets the event loop take other work. */
export const WRITE_SLICE_MS = 4;
/** Writes between two looks at the clock (a look costs about what a write does not). */
const WRITES_PER_CLOCK_LOOK = 16;

/** One batch on its way: the subscribers it has not been written to yet. */
interface Delivery<S> {
  frames: Buffer;
  left: Set<S>;
}

/** Frames waiting per subscriber set (one channel's), written together at the next flush. */
export class FrameOutbox<S> {
  private readonly waiting = new Map<ReadonlySet<S>, Buffer[]>();
  /** The batches being written, in the order they were flushed. */
  private readonly deliveries: Delivery<S>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private nextSlice: NodeJS.Immediate | undefined;
  private queued = false;
  private lastFlushAt = Number.NEGATIVE_INFINITY;

  /** `write` sends ready-made frames to one subscriber; `clock` (ms, monotonic) paces the flushes and the slices. */
  constructor(
    private readonly write: (subscriber: S, frames: Buffer) => void,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Queues a frame for whoever follows the channel when the outbox is flushed. */
  add(subscribers: ReadonlySet<S>, frame: Buffer): void {
    const frames = this.waiting.get(subscribers);
    if (frames) frames.push(frame);
    else this.waiting.set(subscribers, [frame]);
    this.schedule();
  }

  /**
   * Sends the frames queued since the last flush to the channels' subscribers of now, a slice
   * at a time. While an earlier flush is still being written, the new frames keep waiting (and
   * coalescing): they go out when it ends.
   */
  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.queued = false;
    if (this.deliveries.length > 0) return;
    this.takeWaiting();
    this.writeSlice();
  }

  /**
   * Writes to `subscriber` at once whatever is queued or on its way to it, in order: run it
   * before any other write to that subscriber (a command's answer), so nothing overtakes.
   */
  flushTo(subscriber: S): void {
    this.takeWaiting();
    for (const delivery of this.deliveries) {
      if (delivery.left.delete(subscriber)) this.write(subscriber, delivery.frames);
    }
    if (this.deliveries.length > 0 && !this.nextSlice) this.nextSlice = setImmediate(() => this.writeSlice());
  }

  /** Drops what is queued or on its way and stops the timers (the hub is closing). */
  clear(): void {
    this.waiting.clear();
    this.deliveries.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.nextSlice) clearImmediate(this.nextSlice);
    this.nextSlice = undefined;
    this.queued = false;
  }

  /** Turns the waiting frames into deliveries to each channel's subscribers as they are now. */
  private takeWaiting(): void {
    if (this.waiting.size === 0) return;
    this.lastFlushAt = this.clock();
    for (const [subscribers, frames] of this.waiting) {
      const batch = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
      this.deliveries.push({ frames: batch, left: new Set(subscribers) });
    }
    this.waiting.clear();
  }

  /** Writes the deliveries in order for WRITE_SLICE_MS at most; what is left goes on at the next turn. */
  private writeSlice(): void {
    this.nextSlice = undefined;
    const until = this.clock() + WRITE_SLICE_MS;
    let written = 0;
    while (this.deliveries.length > 0) {
      const delivery = this.deliveries[0]!;
      for (const subscriber of delivery.left) {
        delivery.left.delete(subscriber);
        this.write(subscriber, delivery.frames);
        written += 1;
        if (written % WRITES_PER_CLOCK_LOOK === 0 && this.clock() >= until) {
          this.nextSlice = setImmediate(() => this.writeSlice());
          return;
        }
      }
      this.deliveries.shift();
    }
    // What came while the last delivery was being written leaves now (the pacing holds it otherwise).
    if (this.waiting.size > 0) this.schedule();
  }

  private schedule(): void {
    if (this.queued) return;
    this.queued = true;
    const wait = this.lastFlushAt + COALESCE_MS - this.clock();
    // At the end of the current task at the earliest, so a burst of publications leaves together.
    if (wait <= 0) queueMicrotask(() => this.flush());
    else this.timer = setTimeout(() => this.flush(), wait);
  }
}

/** One unmasked, final WebSocket text frame (RFC 6455 §5.2), as a server sends it. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, headerLength, 'utf8');
  return frame;
}
