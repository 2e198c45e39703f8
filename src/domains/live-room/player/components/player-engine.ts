/**
 * The small surface the live player needs from a streaming library. One React-free class per
 * library (hls-engine.ts, native-engine.ts, flv-engine.ts); the component owns the lifecycle:
 * creates one in an effect, attaches it, destroys it on unmount or source change.
 */
export type EngineKind = 'hls' | 'native' | 'flv';

export interface PlayerEngine {
  readonly kind: EngineKind;
  /**
   * Loads the library (its own chunk) and starts loading the stream into `video`. Rejects with
   * EngineUnsupportedError when this browser cannot use the engine; later failures arrive through
   * `onFatal`. Resolves without attaching when `destroy()` was called meanwhile.
   */
  attach(video: HTMLVideoElement): Promise<void>;
  /** Stops everything: library instance, listeners, timers; leaves the video element empty. */
  destroy(): void;
  /** Seconds the shown frame is behind live, or null when unknown (see each engine). */
  liveEdgeDelay(): number | null;
  /** Jumps back near the live edge (after the page was hidden, playback drifts behind). */
  resync(): void;
}

export interface EngineOptions {
  /** Absolute stream URL. */
  url: string;
  /** Wall-clock now on the server's clock (ms): Date.now() corrected by the server offset. */
  now(): number;
  /** The engine cannot go on; the component falls back to the next engine. */
  onFatal(message: string): void;
  /** Stream bytes arrived (for the stall detector's bytes per second). */
  onBytes?(count: number): void;
}

/** This browser cannot use the engine at all; try the next one without counting it as a failure. */
export class EngineUnsupportedError extends Error {
  override readonly name = 'EngineUnsupportedError';
}

/** Media Source Extensions (or Safari's ManagedMediaSource): what hls.js and mpegts.js need. */
export function hasMediaSource(): boolean {
  const scope = window as unknown as Record<string, unknown>;
  return (
    typeof scope.MediaSource === 'function' ||
    typeof scope.ManagedMediaSource === 'function' ||
    typeof scope.WebKitMediaSource === 'function'
  );
}

/**
 * What every engine does alike: it plays into one video element, and `destroy()` — at any time,
 * also while `attach` still waits for its library — stops what `attach` started (the library's
 * player, its listeners) and then empties the element, once.
 */
export abstract class AttachedEngine {
  protected video: HTMLVideoElement | null = null;
  protected destroyed = false;
  private stopPlaying: (() => void) | null = null;

  constructor(protected readonly options: EngineOptions) {}

  /** Attach's hand-over, before anything can fail: from here `destroy()` calls `stop` and frees `video`. */
  protected playInto(video: HTMLVideoElement, stop: () => void): void {
    this.video = video;
    this.stopPlaying = stop;
  }

  destroy(): void {
    this.destroyed = true;
    const stop = this.stopPlaying;
    this.stopPlaying = null;
    stop?.();
    releaseVideo(this.video);
    this.video = null;
  }
}

/** A streaming library's event emitter (hls.js, mpegts.js). */
interface Emitter<Event, Listener> {
  on(event: Event, listener: Listener): void;
  off(event: Event, listener: Listener): void;
}

/**
 * Puts listeners on a library's emitter and returns what takes them all off again; an event the
 * library's build does not have (undefined) is passed over.
 */
export function listenTo<Event, Listener>(
  emitter: Emitter<Event, Listener>,
  listeners: readonly (readonly [NoInfer<Event> | undefined, NoInfer<Listener>])[],
): () => void {
  const present = listeners.filter((entry): entry is readonly [Event, Listener] => entry[0] !== undefined);
  for (const [event, listener] of present) emitter.on(event, listener);
  return () => {
    for (const [event, listener] of present) emitter.off(event, listener);
  };
}

/** Empties a video element so the browser drops its decoder and buffers. */
export function releaseVideo(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.removeAttribute('src');
  try {
    video.load();
  } catch {
    // A detached or already-released element: nothing left to free.
  }
}

/**
 * A picture is playing: the element has the current frame and the playhead has moved. Before
 * that, no delay behind the live edge can be read (the playhead still stands at the start).
 */
export function isPlayingFrames(video: HTMLVideoElement | null): video is HTMLVideoElement {
  return video !== null && video.readyState >= 2 && video.currentTime > 0;
}

/** End of the last buffered range, or null when nothing is buffered. */
export function bufferedEnd(video: HTMLVideoElement): number | null {
  const ranges = video.buffered;
  return ranges && ranges.length > 0 ? ranges.end(ranges.length - 1) : null;
}
