/**
 * HTTP-FLV through mpegts.js (Media Source Extensions): rooms that only have an FLV source, and
 * the fallback when HLS fails. mpegts.js loads as its own chunk ("mpegts") only when this engine
 * attaches.
 */
import type Mpegts from 'mpegts.js';
import {
  AttachedEngine,
  EngineUnsupportedError,
  bufferedEnd,
  isPlayingFrames,
  listenTo,
  type PlayerEngine,
} from './player-engine';

type MpegtsLibrary = typeof Mpegts;
type MpegtsPlayer = ReturnType<MpegtsLibrary['createPlayer']>;

export function loadMpegts(): Promise<MpegtsLibrary> {
  return import(/* webpackChunkName: "mpegts" */ 'mpegts.js').then((module) => module.default);
}

/**
 * FLV carries no wall clock, so the delay is an estimate: what the player holds in its buffer
 * (buffered end − currentTime) plus the latency the stream has before it reaches us (the origin's
 * GOP cache and encoder: about one keyframe interval, 2 s for our streams).
 */
export const FLV_SOURCE_LATENCY_S = 2;

/**
 * Live-edge policy: mpegts.js speeds playback up (liveSync, at most 1.2×) when more than 2 s is
 * buffered and seeks forward (latency chasing) when more than 4 s is.
 */
export const FLV_CONFIG: Mpegts.Config = {
  isLive: true,
  // No IO stash: frames go to the decoder as they arrive (earlier first frame, lower delay).
  enableStashBuffer: false,
  // An endless stream: never close the connection because "enough" is buffered.
  lazyLoad: false,
  liveSync: true,
  liveSyncMaxLatency: 2,
  liveSyncTargetLatency: 1.2,
  liveSyncPlaybackRate: 1.2,
  liveBufferLatencyChasing: true,
  liveBufferLatencyMaxLatency: 4,
  liveBufferLatencyMinRemain: 1,
  // Bounded memory over a long watch and repeated room visits.
  autoCleanupSourceBuffer: true,
  autoCleanupMaxBackwardDuration: 30,
  autoCleanupMinBackwardDuration: 10,
};

/** Where to land after a resync: a little buffer ahead of the playhead. */
const RESYNC_KEEP_S = 1;

export class FlvEngine extends AttachedEngine implements PlayerEngine {
  readonly kind = 'flv' as const;
  private player: MpegtsPlayer | null = null;

  async attach(video: HTMLVideoElement): Promise<void> {
    const mpegts = await loadMpegts();
    if (this.destroyed) return;
    if (!mpegts.isSupported() || !mpegts.getFeatureList().mseLivePlayback)
      throw new EngineUnsupportedError('mpegts.js is not supported here');
    // Only errors reach the console; mpegts.js logs every connection step by default.
    mpegts.LoggingControl.applyConfig({ enableAll: false, enableError: true });
    const player = mpegts.createPlayer({ type: 'flv', isLive: true, url: this.options.url, cors: true }, FLV_CONFIG);
    const { ERROR, STATISTICS_INFO } = mpegts.Events;
    this.player = player;
    const stopListening = listenTo(player, [
      [ERROR, this.onError],
      [STATISTICS_INFO, this.onStatistics],
    ]);
    this.playInto(video, () => {
      this.player = null;
      stopListening();
      // destroy() unloads (closes the connection) and detaches the media element.
      player.destroy();
    });
    // iOS 17.1+: ManagedMediaSource only opens on an element that offers no AirPlay of its own.
    if (typeof (window as unknown as Record<string, unknown>).ManagedMediaSource === 'function')
      video.disableRemotePlayback = true;
    player.attachMediaElement(video);
    player.load();
  }

  /** An estimate (see FLV_SOURCE_LATENCY_S): buffered end − currentTime + the source's latency. */
  liveEdgeDelay(): number | null {
    const video = this.video;
    if (!isPlayingFrames(video)) return null;
    const end = bufferedEnd(video);
    if (end === null) return null;
    return Math.max(0, end - video.currentTime) + FLV_SOURCE_LATENCY_S;
  }

  resync(): void {
    const video = this.video;
    if (!video) return;
    const end = bufferedEnd(video);
    if (end !== null && end - video.currentTime > (FLV_CONFIG.liveSyncMaxLatency ?? 2))
      video.currentTime = end - RESYNC_KEEP_S;
  }

  private lastStatisticsAt: number | null = null;

  /** mpegts.js reports its download speed (KB/s) a few times a second: bytes since the last report. */
  private readonly onStatistics = (info: { speed?: number }): void => {
    const now = performance.now();
    const since = this.lastStatisticsAt;
    this.lastStatisticsAt = now;
    if (since === null || typeof info.speed !== 'number' || !Number.isFinite(info.speed)) return;
    this.options.onBytes?.(Math.round(info.speed * 1024 * ((now - since) / 1000)));
  };

  private readonly onError = (type: unknown, details: unknown): void => {
    if (this.destroyed) return;
    this.options.onFatal(`mpegts.js: ${String(type)} ${String(details)}`);
  };
}
