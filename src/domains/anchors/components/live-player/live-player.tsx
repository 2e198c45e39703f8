/**
 * The live room's video player (the "live-player" chunk; load it through lazy-live-player.tsx).
 * Picks an engine for the room's sources (engine-plan.ts: hls.js → native HLS → mpegts.js), starts
 * muted so autoplay is allowed and offers 点击开启声音, shows a play button when autoplay is refused
 * anyway, keeps near the live edge and jumps back to it when the page becomes visible, and reports
 * how far behind live the picture is (for the spoiler-safe score).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../../ui/spinner';
import { createEngine } from './create-engine';
import { DelayReporter } from './delay-reporter';
import { EngineChain } from './engine-chain';
import { normalizeSourceUrl, planEngines } from './engine-plan';
import { watchFirstFrame } from './first-frame';
import { livePlayerMessages as messages } from './live-player-messages';
import type { LivePlayerProps } from './live-player-props';
import type { PlayerEngine } from './player-engine';
import styles from './live-player.module.css';

export type { LivePlayerProps } from './live-player-props';

interface ViewState {
  /** The source-and-attempt this state belongs to; any other key means a fresh start (loading). */
  key: string;
  firstFrame: boolean;
  /** Autoplay was refused: a tap on the play button is needed. */
  blocked: boolean;
  /** Waiting for data after the first frame (a stall). */
  buffering: boolean;
  error: string | null;
}

const freshView = (key: string): ViewState => ({ key, firstFrame: false, blocked: false, buffering: false, error: null });

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

function isNotAllowed(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}

export default function LivePlayer({ sources, poster, onDelayChange, onFirstFrame, onError, serverTimeOffsetMs = 0 }: LivePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const engineRef = useRef<PlayerEngine | null>(null);
  // The viewer turned the sound on once: later engines (fallback, retry) start with sound.
  const userUnmutedRef = useRef(false);
  const blockedRef = useRef(false);
  // Callbacks and the clock offset are read when needed, so changing them never restarts playback.
  const latest = useRef({ onDelayChange, onFirstFrame, onError, serverTimeOffsetMs });
  useEffect(() => {
    latest.current = { onDelayChange, onFirstFrame, onError, serverTimeOffsetMs };
  });

  const m3u8 = normalizeSourceUrl(sources.m3u8);
  const flv = normalizeSourceUrl(sources.flv);
  const [attempt, setAttempt] = useState(0);
  const sessionKey = `${m3u8 ?? ''}|${flv ?? ''}|${attempt}`;
  const [stored, setView] = useState<ViewState>(() => freshView(sessionKey));
  const view = stored.key === sessionKey ? stored : freshView(sessionKey);
  const [muted, setMuted] = useState(true);
  const hasSource = Boolean(m3u8 || flv);

  const update = useCallback(
    (key: string, change: Partial<ViewState>) =>
      setView((previous) => ({ ...(previous.key === key ? previous : freshView(key)), ...change })),
    [],
  );

  // Mobile inline playback and muted autoplay, set as attributes: iOS and the X5 web view read
  // them from the element, and React writes `muted` only as a property.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.setAttribute('playsinline', '');
    video.setAttribute('webkit-playsinline', 'true');
    video.setAttribute('x5-playsinline', 'true');
    // X5: play in the page's layer so the overlays stay above the picture.
    video.setAttribute('x5-video-player-type', 'h5-page');
    video.setAttribute('muted', '');
    video.defaultMuted = true;
    const syncMuted = () => setMuted(video.muted);
    video.addEventListener('volumechange', syncMuted);
    return () => video.removeEventListener('volumechange', syncMuted);
  }, []);

  // The engine of the current source and attempt: created here, destroyed on change and unmount.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || (!m3u8 && !flv)) return;
    const key = sessionKey;
    let stopFirstFrame: (() => void) | null = null;

    const play = (engine: PlayerEngine, withSound: boolean): void => {
      video.muted = !withSound;
      setMuted(video.muted);
      // Promise.resolve: old web views return nothing from play().
      Promise.resolve(video.play()).then(
        () => {
          if (engineRef.current !== engine) return;
          blockedRef.current = false;
          update(key, { blocked: false });
        },
        (error: unknown) => {
          // AbortError and friends: this engine was replaced or the load was interrupted.
          if (engineRef.current !== engine || !isNotAllowed(error)) return;
          if (withSound) play(engine, false);
          else {
            blockedRef.current = true;
            update(key, { blocked: true });
          }
        },
      );
    };

    const chain = new EngineChain({
      plan: planEngines({ m3u8, flv }),
      video,
      create: createEngine,
      now: () => Date.now() + latest.current.serverTimeOffsetMs,
      onAttached: (engine) => {
        engineRef.current = engine;
        stopFirstFrame = watchFirstFrame(video, () => {
          update(key, { firstFrame: true, buffering: false });
          latest.current.onFirstFrame?.();
        });
        play(engine, userUnmutedRef.current);
      },
      onDetached: () => {
        engineRef.current = null;
        stopFirstFrame?.();
        stopFirstFrame = null;
        update(key, { firstFrame: false, buffering: false });
      },
      onExhausted: ({ supported, reason }) => {
        const message = supported ? messages.failed : messages.unsupported;
        update(key, { error: message });
        latest.current.onError?.(`${message} (${reason})`);
      },
    });
    const onWaiting = () => update(key, { buffering: true });
    const onPlaying = () => update(key, { buffering: false });
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('playing', onPlaying);
    chain.start();
    return () => {
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('playing', onPlaying);
      stopFirstFrame?.();
      engineRef.current = null;
      blockedRef.current = false;
      chain.destroy();
    };
  }, [m3u8, flv, sessionKey, update]);

  // One reporter for the player's life, so reports stay at most one a second across engine changes.
  useEffect(() => {
    const reporter = new DelayReporter(
      () => engineRef.current?.liveEdgeDelay() ?? null,
      (delay) => latest.current.onDelayChange?.(delay),
    );
    reporter.start();
    return () => reporter.stop();
  }, []);

  // Back from the background (another app, a locked phone): playback has drifted or paused.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      const engine = engineRef.current;
      const video = videoRef.current;
      if (!engine || !video) return;
      engine.resync();
      if (video.paused && !blockedRef.current) Promise.resolve(video.play()).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const unmute = () => {
    const video = videoRef.current;
    if (!video) return;
    userUnmutedRef.current = true;
    video.muted = false;
    setMuted(false);
    if (video.paused) Promise.resolve(video.play()).catch(() => undefined);
  };

  const playByTap = () => {
    const video = videoRef.current;
    if (!video) return;
    // The tap is a user gesture: play with sound; if even that is refused, stay blocked.
    userUnmutedRef.current = true;
    video.muted = false;
    setMuted(false);
    Promise.resolve(video.play()).then(
      () => {
        blockedRef.current = false;
        update(sessionKey, { blocked: false });
      },
      () => undefined,
    );
  };

  const fullscreen = () => {
    const box = boxRef.current;
    const video = videoRef.current as FullscreenVideo | null;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (box?.requestFullscreen) void box.requestFullscreen().catch(() => undefined);
    // iPhone Safari: only the video element itself can go full screen.
    else video?.webkitEnterFullscreen?.();
  };

  const retry = () => setAttempt((value) => value + 1);

  const error = hasSource ? view.error : messages.noSource;
  const showSpinner = hasSource && !error && !view.blocked && (!view.firstFrame || view.buffering);
  const showUnmute = !error && !view.blocked && view.firstFrame && muted;

  return (
    <div ref={boxRef} className={styles.box} role="region" aria-label={messages.region} aria-busy={showSpinner || undefined}>
      <video ref={videoRef} className={styles.video} poster={poster || undefined} muted autoPlay playsInline preload="auto" />
      {showSpinner && (
        <div className={styles.center} role="status" aria-label={messages.loading}>
          <Spinner size="l" />
        </div>
      )}
      {view.blocked && !error && (
        <div className={styles.center}>
          <button type="button" className={styles.playButton} onClick={playByTap} aria-label={messages.play}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </button>
        </div>
      )}
      {showUnmute && (
        <button type="button" className={styles.unmute} onClick={unmute}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
            <path d="M16.5 9.5l5 5m0-5l-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {messages.unmute}
        </button>
      )}
      {view.firstFrame && !error && (
        <button type="button" className={styles.fullscreen} onClick={fullscreen} aria-label={messages.fullscreen}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p className={styles.errorTitle}>{error}</p>
          {hasSource && (
            <>
              {error === messages.failed && <p className={styles.errorHint}>{messages.failedHint}</p>}
              <button type="button" className={styles.retry} onClick={retry}>
                {messages.retry}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
