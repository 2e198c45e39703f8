/**
 * One live stream on one <video> element, React-free: the element, the engine chain
 * (engine-plan.ts: hls.js → native HLS → mpegts.js), muted autoplay, the first frame, the delay
 * reporter, the jump back to the live edge when the page is visible again, and the stall
 * detector of 省流模式. It outlives the component that shows it: the room's player mounts its
 * element, and when the room is left while it plays the mini-player mounts the same element
 * (player/store/stream-dock.ts holds it meanwhile) — moved with one appendChild, so playback
 * never pauses and no new first frame is waited for. The component that owns it (the player's
 * hook, or the mini-player) calls `destroy()`, which stops the download and removes everything.
 */
import { StallDetector, type StreamHealth } from '../rules/stream-health';
import { createEngine } from './create-engine';
import { DelayReporter } from './delay-reporter';
import { EngineChain } from './engine-chain';
import { planEngines } from './engine-plan';
import { watchFirstFrame } from './first-frame';
import { wordsNow } from '../../../../platform/i18n/messages';
import { livePlayerWords } from './live-player-messages';
import { leavePictureInPicture } from './picture-in-picture';
import type { PlayerEngine } from './player-engine';

export interface LiveStreamView {
  firstFrame: boolean;
  /** Autoplay was refused: a tap on the play button is needed. */
  blocked: boolean;
  /** Waiting for data after the first frame (a stall). */
  buffering: boolean;
  error: string | null;
  muted: boolean;
}

export interface LiveStreamCallbacks {
  onDelayChange?(delaySeconds: number | null): void;
  onFirstFrame?(): void;
  onError?(message: string): void;
  /** Server clock minus client clock, ms. */
  serverTimeOffsetMs?: number;
}

export interface LiveStreamOptions {
  m3u8: string | null;
  flv: string | null;
  poster?: string;
  /** Read whenever needed, so a component can change them without restarting playback. */
  callbacks(): LiveStreamCallbacks;
}

const initialView: LiveStreamView = { firstFrame: false, blocked: false, buffering: false, error: null, muted: true };

function isNotAllowed(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}

/**
 * Where a stream's element waits between two owners (the room unmounting, the mini-player not
 * yet mounted): still in the document, so the browser does not pause it. Removed once empty.
 */
let park: HTMLElement | null = null;

function parkElement(): HTMLElement {
  if (park?.isConnected) return park;
  park = document.createElement('div');
  park.setAttribute('data-live-stream-park', '');
  park.setAttribute('aria-hidden', 'true');
  park.style.cssText =
    'position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;opacity:0;pointer-events:none;';
  document.body.appendChild(park);
  return park;
}

function tidyPark(): void {
  if (park && park.childElementCount === 0) {
    park.remove();
    park = null;
  }
}

export class LiveStream {
  readonly video: HTMLVideoElement;
  private view: LiveStreamView = initialView;
  private readonly listeners = new Set<() => void>();
  private chain: EngineChain | null = null;
  private engine: PlayerEngine | null = null;
  private stopFirstFrame: (() => void) | null = null;
  private readonly reporter: DelayReporter;
  private readonly health = new StallDetector();
  /** The viewer turned the sound on once: later engines (fallback, retry) start with sound. */
  private userUnmuted = false;
  private destroyed = false;
  /** A picture was shown once: from then on a rebuffer or an engine switch is still "streaming". */
  private hasShownPicture = false;
  private callbacks: () => LiveStreamCallbacks;

  constructor(private readonly options: LiveStreamOptions) {
    this.callbacks = options.callbacks;
    const video = document.createElement('video');
    this.video = video;
    if (options.poster) video.poster = options.poster;
    video.preload = 'auto';
    video.autoplay = true;
    // Mobile inline playback and muted autoplay, as attributes: iOS and the X5 web view read them
    // from the element. The playsinline attribute is `playsInline` where a browser has the property,
    // as `defaultMuted` is the muted attribute.
    video.setAttribute('playsinline', '');
    video.setAttribute('webkit-playsinline', 'true');
    video.setAttribute('x5-playsinline', 'true');
    // X5: play in the page's layer so the overlays stay above the picture.
    video.setAttribute('x5-video-player-type', 'h5-page');
    video.defaultMuted = true;
    video.muted = true;
    video.addEventListener('volumechange', this.onVolumeChange);
    video.addEventListener('waiting', this.onWaiting);
    video.addEventListener('playing', this.onPlaying);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.reporter = new DelayReporter(
      () => this.engine?.liveEdgeDelay() ?? null,
      (delay) => this.callbacks().onDelayChange?.(delay),
    );
  }

  /** Starts loading (once); `retry()` starts over. */
  start(): void {
    if (this.destroyed || this.chain) return;
    this.reporter.start();
    this.startChain();
  }

  retry(): void {
    if (this.destroyed) return;
    this.stopChain();
    this.setView({ firstFrame: false, blocked: false, buffering: false, error: null });
    this.startChain();
  }

  /** The component now showing the stream reports to its own callbacks (the room's, after the mini-player). */
  setCallbacks(callbacks: () => LiveStreamCallbacks): void {
    this.callbacks = callbacks;
  }

  getView = (): LiveStreamView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows the element in `slot` (moved there in one step: playback goes on). */
  mountIn(slot: HTMLElement): void {
    if (this.destroyed || this.video.parentElement === slot) return;
    slot.appendChild(this.video);
    tidyPark();
  }

  /** `slot` goes away: the element waits in the park while it still plays (a closed stream's element is in no slot). */
  releaseFrom(slot: HTMLElement): void {
    if (this.video.parentElement !== slot) return;
    parkElement().appendChild(this.video);
  }

  /**
   * Worth keeping on screen when the room is left: playing, or on its way back to playing — a
   * rebuffer or a switch to the next engine after a fatal error (no first frame for a moment) is
   * still the fan's stream. Not before its first picture, nor when it failed for good, autoplay was
   * refused, or it was paused. A closed stream has no chain.
   */
  keepsStreaming(): boolean {
    if (this.chain === null || !this.hasShownPicture || this.view.error || this.view.blocked) return false;
    return !this.view.firstFrame || !this.video.paused;
  }

  /** The stall detector's reading now. */
  healthNow(): StreamHealth {
    return this.health.assess(Date.now());
  }

  unmute(): void {
    this.userUnmuted = true;
    this.video.muted = false;
    this.setView({ muted: false });
    if (this.video.paused) Promise.resolve(this.video.play()).catch(() => undefined);
  }

  mute(): void {
    this.video.muted = true;
    this.setView({ muted: true });
  }

  /** The play button: a user gesture, so play with sound; if even that is refused, stay blocked. */
  playByTap(): void {
    this.userUnmuted = true;
    this.video.muted = false;
    this.setView({ muted: false });
    Promise.resolve(this.video.play()).then(
      () => this.setView({ blocked: false }),
      () => undefined,
    );
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    leavePictureInPicture(this.video);
    this.stopChain();
    this.reporter.stop();
    this.video.removeEventListener('volumechange', this.onVolumeChange);
    this.video.removeEventListener('waiting', this.onWaiting);
    this.video.removeEventListener('playing', this.onPlaying);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.video.remove();
    tidyPark();
    this.listeners.clear();
  }

  private startChain(): void {
    const video = this.video;
    const chain = new EngineChain({
      plan: planEngines({ m3u8: this.options.m3u8, flv: this.options.flv }),
      video,
      create: (kind, engineOptions) =>
        createEngine(kind, { ...engineOptions, onBytes: (count) => this.health.bytesReceived(count, Date.now()) }),
      now: () => Date.now() + (this.callbacks().serverTimeOffsetMs ?? 0),
      onAttached: (engine) => {
        this.engine = engine;
        this.stopFirstFrame = watchFirstFrame(video, () => {
          this.hasShownPicture = true;
          this.setView({ firstFrame: true, buffering: false });
          this.callbacks().onFirstFrame?.();
        });
        this.play(engine, this.userUnmuted);
      },
      onDetached: () => {
        this.engine = null;
        this.stopFirstFrame?.();
        this.stopFirstFrame = null;
        this.setView({ firstFrame: false, buffering: false });
      },
      onExhausted: ({ supported, reason }) => {
        const message = supported ? wordsNow(livePlayerWords).failed : wordsNow(livePlayerWords).unsupported;
        this.setView({ error: message });
        this.callbacks().onError?.(`${message} (${reason})`);
      },
    });
    this.chain = chain;
    chain.start();
  }

  private stopChain(): void {
    this.stopFirstFrame?.();
    this.stopFirstFrame = null;
    this.engine = null;
    this.chain?.destroy();
    this.chain = null;
  }

  private play(engine: PlayerEngine, withSound: boolean): void {
    const video = this.video;
    video.muted = !withSound;
    this.setView({ muted: video.muted });
    // Promise.resolve: old web views return nothing from play().
    Promise.resolve(video.play()).then(
      () => {
        if (this.engine === engine) this.setView({ blocked: false });
      },
      (error: unknown) => {
        // AbortError and friends: this engine was replaced or the load was interrupted.
        if (this.engine !== engine || !isNotAllowed(error)) return;
        if (withSound) this.play(engine, false);
        else this.setView({ blocked: true });
      },
    );
  }

  private setView(change: Partial<LiveStreamView>): void {
    if (this.destroyed) return;
    const next = { ...this.view, ...change };
    if ((Object.keys(change) as (keyof LiveStreamView)[]).every((key) => next[key] === this.view[key])) return;
    this.view = next;
    for (const listener of this.listeners) listener();
  }

  private readonly onVolumeChange = (): void => this.setView({ muted: this.video.muted });

  private readonly onWaiting = (): void => {
    this.setView({ buffering: true });
    // Loading before the first frame is not a stall of the stream.
    if (this.view.firstFrame) this.health.stallStarted(Date.now());
  };

  private readonly onPlaying = (): void => {
    this.setView({ buffering: false });
    this.health.stallEnded(Date.now());
  };

  /** Back from the background (another app, a locked phone): playback has drifted or paused. */
  private readonly onVisibility = (): void => {
    if (document.visibilityState !== 'visible') return;
    const engine = this.engine;
    if (!engine) return;
    engine.resync();
    if (this.video.paused && !this.view.blocked) Promise.resolve(this.video.play()).catch(() => undefined);
  };
}
