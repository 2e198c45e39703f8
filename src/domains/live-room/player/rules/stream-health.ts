/**
 * The stream's health (省流模式): a stall detector — how often playback stalled
 * after its first frame, for how long, and how many stream bytes arrived per second — and the
 * network hints the browser gives (`navigator.connection.saveData`, `effectiveType`). Together
 * they decide when the room offers "网络较慢，切换到省流模式", and, once in that mode (no
 * video, so no stalls to watch), when the network looks good enough to offer the video back.
 * Pure: times are passed in (ms), so the rules are unit-tested without a clock.
 */

/** The window the detector judges, ms. */
export const HEALTH_WINDOW_MS = 60_000;
/** This many stalls in the window: the stream keeps stalling. */
export const SLOW_STALL_COUNT = 3;
/** Stalls that kept the picture still for this share of the window. */
export const SLOW_STALLED_SHARE = 0.2;
/** One stall this long (still going, or over): the network cannot carry the stream now. */
export const LONG_STALL_MS = 6_000;
/** A stall while fewer bytes than this arrive per second: a slow network, not a hiccup (32 KB/s). */
export const TRICKLE_BYTES_PER_SECOND = 32 * 1024;

export interface StreamHealth {
  /** Stalls that began in the window (the one going on included). */
  stalls: number;
  /** Time stalled within the window, ms. */
  stalledMs: number;
  /** The longest stall within the window, ms (the one going on included). */
  longestStallMs: number;
  /** How long the stall going on has lasted, ms (0 when playing). */
  currentStallMs: number;
  /** Stream bytes per second over the window; null before any arrived. */
  bytesPerSecond: number | null;
}

interface Stall {
  start: number;
  end: number | null;
}

export class StallDetector {
  private readonly stallsSeen: Stall[] = [];
  private readonly received: { at: number; count: number }[] = [];
  private firstBytesAt: number | null = null;

  /** Playback stopped for want of data (a `waiting` event after the first frame). */
  stallStarted(at: number): void {
    const last = this.stallsSeen[this.stallsSeen.length - 1];
    if (last && last.end === null) return;
    this.stallsSeen.push({ start: at, end: null });
  }

  /** Playback goes on (`playing`). */
  stallEnded(at: number): void {
    const last = this.stallsSeen[this.stallsSeen.length - 1];
    if (last && last.end === null) last.end = at;
  }

  bytesReceived(count: number, at: number): void {
    if (!(count > 0)) return;
    this.firstBytesAt ??= at;
    this.received.push({ at, count });
  }

  assess(now: number): StreamHealth {
    const since = now - HEALTH_WINDOW_MS;
    this.forget(since);
    let stalledMs = 0;
    let longestStallMs = 0;
    let currentStallMs = 0;
    for (const stall of this.stallsSeen) {
      const end = stall.end ?? now;
      const length = end - Math.max(stall.start, since);
      stalledMs += Math.max(0, length);
      longestStallMs = Math.max(longestStallMs, end - stall.start);
      if (stall.end === null) currentStallMs = now - stall.start;
    }
    const stalls = this.stallsSeen.filter((stall) => stall.start >= since || stall.end === null).length;
    const bytes = this.received.reduce((sum, sample) => sum + sample.count, 0);
    const { firstBytesAt } = this;
    const bytesPerSecond =
      firstBytesAt === null ? null : Math.round(bytes / Math.max(1, (now - Math.max(firstBytesAt, since)) / 1000));
    return { stalls, stalledMs, longestStallMs, currentStallMs, bytesPerSecond };
  }

  private forget(since: number): void {
    while (this.stallsSeen.length > 0 && (this.stallsSeen[0]!.end ?? Infinity) < since) this.stallsSeen.shift();
    while (this.received.length > 0 && this.received[0]!.at < since) this.received.shift();
  }
}

export interface NetworkHints {
  /** The user asked the browser to save data. */
  saveData: boolean;
  /** 'slow-2g' | '2g' | '3g' | '4g'; null where the browser does not say. */
  effectiveType: string | null;
}

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The browser's network information, or null where there is none (Safari, Firefox). Only the room's
 * player asks, in a browser.
 */
export function networkInformation(): NetworkInformationLike | null {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection ?? null;
}

export function readNetworkHints(connection: NetworkInformationLike | null = networkInformation()): NetworkHints {
  return { saveData: connection?.saveData === true, effectiveType: connection?.effectiveType ?? null };
}

const SLOW_TYPES: readonly (string | null)[] = ['slow-2g', '2g'];

/** The hints alone say the network is poor (or the user wants to save data). */
export const hintsSayPoor = (hints: NetworkHints): boolean =>
  hints.saveData || SLOW_TYPES.includes(hints.effectiveType);

/** Offer 省流模式: the stream keeps stalling, one stall lasts, stalls come with a trickle of bytes, or the hints say poor. */
export function shouldOfferDataSaver(health: StreamHealth, hints: NetworkHints): boolean {
  if (hintsSayPoor(hints)) return true;
  // The longest stall includes the one going on.
  if (health.longestStallMs >= LONG_STALL_MS) return true;
  if (health.stalls >= SLOW_STALL_COUNT) return true;
  // Stalled for a fifth of the window: two stalls at least, since one (and the end of one begun before
  // the window) cannot fill it unless one of them lasted LONG_STALL_MS (2 × 6 s ≤ 12 s).
  if (health.stalledMs >= SLOW_STALLED_SHARE * HEALTH_WINDOW_MS) return true;
  return health.stalls >= 1 && health.bytesPerSecond !== null && health.bytesPerSecond < TRICKLE_BYTES_PER_SECOND;
}

/**
 * In 省流模式, whether to offer the video back: true when the hints say the network is good
 * (3g or better, no save-data), false when they say poor, null when the browser gives no hints
 * (the room then offers it after a while, see DATA_SAVER_RETRY_OFFER_MS).
 */
export function networkRecovered(hints: NetworkHints): boolean | null {
  if (hints.effectiveType === null) return hints.saveData ? false : null;
  return !hintsSayPoor(hints);
}

/** Without network hints, 省流模式 offers the video back after this long. */
export const DATA_SAVER_RETRY_OFFER_MS = 120_000;
