/**
 * The live room's video player (the "live-player" chunk; load it through lazy-live-player.tsx).
 * The stream itself — the <video> element, the engine chain, delay and stall reports — is a
 * React-free `LiveStream` (live-stream.ts); this component owns its lifecycle and draws the
 * controls over it: a spinner until the first frame, 点击开启声音 (it starts muted so autoplay
 * is allowed), a play button when autoplay is refused anyway, picture-in-picture where the
 * browser offers it, full screen, and the error state with 重试.
 *
 * With `dock` (the room), the stream outlives the player: a player with the same key adopts the
 * stream the dock holds (the same element, still playing), and unmounting while it plays floats
 * it to the mini-player instead of stopping it (player/store/stream-dock.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Spinner } from '../../../../ui/spinner';
import { adoptStream, closeStream, floatStream, holdStream } from '../store/stream-dock';
import { normalizeSourceUrl, playbackCapabilities, prefersFlvFirst } from './engine-plan';
import { loadMpegts } from './flv-engine';
import { loadHls, transmuxerWorkerUrl } from './hls-engine';
import { LiveStream, type LiveStreamView } from './live-stream';
import { livePlayerWords } from './live-player-messages';
import type { LivePlayerProps } from './live-player-props';
import { PictureInPictureButton } from './picture-in-picture-button';
import styles from './live-player.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

export type { LivePlayerProps } from './live-player-props';

/**
 * The engine this browser will most likely play with (engine-plan.ts's order), loaded
 * before the room's sources are known — at the tap, beside the room's call (player-chunk.ts).
 */
export async function warmLikelyEngine(): Promise<void> {
  const capabilities = playbackCapabilities();
  if (prefersFlvFirst(capabilities)) await loadMpegts();
  else if (capabilities.mediaSource) await Promise.all([loadHls(), transmuxerWorkerUrl()]);
}

/** How often the room hears the stall detector's reading. */
export const HEALTH_SAMPLE_MS = 2000;

const idleView: LiveStreamView = { firstFrame: false, blocked: false, buffering: false, error: null, muted: true };
const idleSubscribe = () => () => undefined;
const idleGetView = () => idleView;

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

export default function LivePlayer({
  sources,
  poster,
  dock,
  onDelayChange,
  onFirstFrame,
  onError,
  onHealth,
  serverTimeOffsetMs = 0,
  autoPlay = true,
}: LivePlayerProps) {
  const messages = useMessages(livePlayerWords);
  const boxRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  // Callbacks, the clock offset and the dock are read when needed, so changing them never restarts playback.
  const latest = useRef({ onDelayChange, onFirstFrame, onError, onHealth, serverTimeOffsetMs, dock, autoPlay });
  useEffect(() => {
    latest.current = { onDelayChange, onFirstFrame, onError, onHealth, serverTimeOffsetMs, dock, autoPlay };
  });

  const m3u8 = normalizeSourceUrl(sources.m3u8);
  const flv = normalizeSourceUrl(sources.flv);
  const hasSource = Boolean(m3u8 || flv);
  const [stream, setStream] = useState<LiveStream | null>(null);
  /** Autoplay is off: the stream waits, its poster shown, for a tap on play. */
  const [awaitingTap, setAwaitingTap] = useState(false);
  const view = useSyncExternalStore(stream?.subscribe ?? idleSubscribe, stream?.getView ?? idleGetView);

  // Declared before the stream's effect: on unmount its cleanup runs first, so that one knows the
  // player is going away (float the stream) rather than changing source (stop it).
  const unmounting = useRef(false);
  useLayoutEffect(() => {
    unmounting.current = false;
    return () => {
      unmounting.current = true;
    };
  }, []);

  // The stream of the current sources: adopted from the dock or created; on unmount floated or
  // stopped, on a source change stopped. A layout effect: its cleanup moves the element out
  // before React removes the room's DOM, so it never leaves the document while it plays.
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot || !hasSource) return;
    const held = latest.current.dock;
    const adopted = held ? adoptStream(held.key) : null;
    const callbacks = () => latest.current;
    // An adopted stream still tells the player that made it; from now on it tells this one.
    adopted?.setCallbacks(callbacks);
    const live = adopted ?? new LiveStream({ m3u8, flv, poster, callbacks });
    if (!adopted && held) holdStream({ key: held.key, hostId: held.hostId, needsLogin: held.needsLogin, stream: live });
    live.mountIn(slot);
    const waits = !adopted && latest.current.autoPlay === false;
    if (!waits) live.start();
    setAwaitingTap(waits);
    setStream(live);
    return () => {
      live.releaseFrom(slot);
      const owner = latest.current.dock;
      if (!owner) live.destroy();
      else if (unmounting.current && live.keepsStreaming() && owner.keepOnLeave()) floatStream(live);
      else closeStream(live);
    };
    // The poster is the first one's; the sources decide the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [m3u8, flv, hasSource]);

  // The stall detector's reading, for the room's 省流模式 offer.
  useEffect(() => {
    if (!stream || !latest.current.onHealth) return;
    const timer = setInterval(() => latest.current.onHealth?.(stream.healthNow()), HEALTH_SAMPLE_MS);
    return () => clearInterval(timer);
  }, [stream]);

  const fullscreen = () => {
    const box = boxRef.current;
    const video = stream?.video as FullscreenVideo | undefined;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (box?.requestFullscreen) void box.requestFullscreen().catch(() => undefined);
    // iPhone Safari: only the video element itself can go full screen.
    else video?.webkitEnterFullscreen?.();
  };

  const error = hasSource ? view.error : messages.noSource;
  const showSpinner = hasSource && !awaitingTap && !error && !view.blocked && (!view.firstFrame || view.buffering);
  const tapPlay = () => {
    if (!awaitingTap) return stream?.playByTap();
    setAwaitingTap(false);
    stream?.start();
  };
  const showUnmute = !error && !view.blocked && view.firstFrame && view.muted;

  return (
    <div
      ref={boxRef}
      className={styles.box}
      role="region"
      aria-label={messages.region}
      aria-busy={showSpinner || undefined}
    >
      <div ref={slotRef} className={styles.slot} data-live-player-slot="" />
      {showSpinner && (
        <div className={styles.center} role="status" aria-label={messages.loading}>
          <Spinner size="l" />
        </div>
      )}
      {(view.blocked || awaitingTap) && !error && (
        <div className={styles.center}>
          <button type="button" className={styles.playButton} onClick={tapPlay} aria-label={messages.play}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </button>
        </div>
      )}
      {showUnmute && (
        <button type="button" className={styles.unmute} onClick={() => stream?.unmute()}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
            <path d="M16.5 9.5l5 5m0-5l-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {messages.unmute}
        </button>
      )}
      {view.firstFrame && !error && (
        <div className={styles.corner}>
          {stream && <PictureInPictureButton video={stream.video} className={styles.roundButton} />}
          <button type="button" className={styles.roundButton} onClick={fullscreen} aria-label={messages.fullscreen}>
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
        </div>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p className={styles.errorTitle}>{error}</p>
          {hasSource && (
            <>
              {error === messages.failed && <p className={styles.errorHint}>{messages.failedHint}</p>}
              <button type="button" className={styles.retry} onClick={() => stream?.retry()}>
                {messages.retry}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
