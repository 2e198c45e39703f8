/**
 * The push hub's fan-out, whose cost is kept per message, not per socket: a message is
 * serialised and framed once (one WebSocket text frame in one Buffer), and the frames published
 * within a short window (COALESCE_MS) are written to each subscriber's TCP socket in one write —
 * no per-socket serialisation or framing, and a few writes per socket per tick instead of one
 * per message.
 */
import { performance } from 'node:perf_hooks';

/**
 * Frames are written at most this often: a message waits at most this long, and at 1000
 * messages/s a socket gets 200 writes a second instead of 1000 (each write is a system call
 * here and a read on the other side). A quiet channel's message still leaves at once.
 */
export const COALESCE_MS = 5;

/** Frames waiting per subscriber set (one channel's), written together at the next flush. */
export class FrameOutbox<S> {
  private readonly waiting = new Map<ReadonlySet<S>, Buffer[]>();
  private timer: NodeJS.Timeout | undefined;
  private queued = false;
  private lastFlushAt = Number.NEGATIVE_INFINITY;

  /** `write` sends ready-made frames to one subscriber; `clock` (ms, monotonic) paces the flushes. */
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

  /** Writes the frames queued since the last flush; run it before any other write, so the order holds. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.queued = false;
    if (this.waiting.size === 0) return;
    this.lastFlushAt = this.clock();
    const batches = [...this.waiting];
    this.waiting.clear();
    for (const [subscribers, frames] of batches) {
      const batch = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
      for (const subscriber of subscribers) this.write(subscriber, batch);
    }
  }

  /** Drops what is queued and stops the timer (the hub is closing). */
  clear(): void {
    this.waiting.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
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
