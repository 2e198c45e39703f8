/**
 * Runs the engine plan (engine-plan.ts) on one video element: attaches the first engine that this
 * browser supports, and when it fails (a fatal error, or no picture data within the startup
 * timeout) destroys it and moves on to the next. React-free; the player component creates one
 * per source and retry, and destroys it in the effect's cleanup.
 */
import type { EngineStep } from './engine-plan';
import { EngineUnsupportedError, type EngineKind, type EngineOptions, type PlayerEngine } from './player-engine';

/** No picture data this long after attaching (while the page is visible): the engine is stuck. */
export const STARTUP_TIMEOUT_MS = 15_000;

export interface EngineChainOptions {
  plan: readonly EngineStep[];
  video: HTMLVideoElement;
  create(kind: EngineKind, options: EngineOptions): PlayerEngine;
  /** Wall-clock now on the server's clock, in ms. */
  now(): number;
  /** An engine is attached and loading: start playback. */
  onAttached(engine: PlayerEngine): void;
  /** The attached engine is gone (it failed); another may follow. */
  onDetached(): void;
  /** Nothing is left to try. `supported` is false when no engine could run in this browser at all. */
  onExhausted(result: { supported: boolean; reason: string }): void;
}

export class EngineChain {
  private index = -1;
  private current: PlayerEngine | null = null;
  private attached = false;
  private stopped = false;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  /** Removes the watchdog's listeners for the engine's first picture data. */
  private stopWatching: (() => void) | null = null;
  private readonly failures: string[] = [];

  constructor(private readonly options: EngineChainOptions) {}

  /** The attached engine, if any. */
  get engine(): PlayerEngine | null {
    return this.attached ? this.current : null;
  }

  start(): void {
    this.next();
  }

  /** Every later answer of the engine is dropped: it is no longer the current one. */
  destroy(): void {
    this.stopped = true;
    this.clearWatchdog();
    this.current?.destroy();
    this.current = null;
  }

  private next(): void {
    this.clearWatchdog();
    if (this.current) {
      this.current.destroy();
      this.current = null;
      if (this.attached) {
        this.attached = false;
        this.options.onDetached();
      }
    }
    // The owner may stop the chain when it hears the engine is gone (onDetached).
    if (this.stopped) return;
    this.index += 1;
    const step = this.options.plan[this.index];
    if (!step) {
      this.options.onExhausted({
        supported: this.failures.length > 0,
        reason: this.failures.join('; ') || 'no engine supported',
      });
      return;
    }
    const engine = this.options.create(step.kind, {
      url: step.url,
      now: this.options.now,
      onFatal: (message) => this.fail(engine, message),
    });
    this.current = engine;
    engine.attach(this.options.video).then(
      () => {
        if (engine !== this.current) return;
        this.attached = true;
        this.armWatchdog(engine);
        this.options.onAttached(engine);
      },
      (error: unknown) => {
        if (engine !== this.current) return;
        if (error instanceof EngineUnsupportedError) this.next();
        else this.fail(engine, error instanceof Error ? error.message : String(error));
      },
    );
  }

  private fail(engine: PlayerEngine, message: string): void {
    if (engine !== this.current) return;
    this.failures.push(message);
    this.next();
  }

  /**
   * Judges the start only: once the engine has had picture data, a later stall (readyState back to
   * HAVE_METADATA while it rebuffers) is the stream's, not a stuck engine — the timer went off on a
   * playing stream that happened to rebuffer 15 s after attaching, and switched it to the next one.
   */
  private armWatchdog(engine: PlayerEngine): void {
    const video = this.options.video;
    const onData = () => {
      if (video.readyState >= 2) this.clearWatchdog();
    };
    video.addEventListener('loadeddata', onData);
    video.addEventListener('playing', onData);
    this.stopWatching = () => {
      video.removeEventListener('loadeddata', onData);
      video.removeEventListener('playing', onData);
    };
    this.startTimer(engine);
  }

  private startTimer(engine: PlayerEngine): void {
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      // HAVE_CURRENT_DATA: a frame can be shown (even when autoplay was refused and nothing plays).
      if (this.options.video.readyState >= 2) return;
      // A hidden page may hold media loading back; judge it once it is visible again.
      if (document.visibilityState === 'hidden') this.startTimer(engine);
      else this.fail(engine, `${engine.kind}: no picture after ${STARTUP_TIMEOUT_MS / 1000} s`);
    }, STARTUP_TIMEOUT_MS);
  }

  private clearWatchdog(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.stopWatching?.();
    this.stopWatching = null;
  }
}
