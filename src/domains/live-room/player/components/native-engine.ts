/**
 * HLS played by the browser itself, for browsers without Media Source Extensions: iOS Safari
 * before 17.1 and in-app web views such as WeChat's X5 kernel. Desktop Chromium answers
 * canPlayType('application/vnd.apple.mpegurl') with "maybe" but cannot play HLS, so the engine
 * refuses to run wherever MSE exists (hls.js is the engine there).
 */
import {
  AttachedEngine,
  EngineUnsupportedError,
  bufferedEnd,
  hasMediaSource,
  isPlayingFrames,
  type PlayerEngine,
} from './player-engine';

const HLS_MIME = 'application/vnd.apple.mpegurl';
/** seekable.end is Safari's own live point; resync when the playhead is further behind it than this. */
const RESYNC_BEHIND_S = 3;

/** Safari's wall-clock mapping of the media timeline (from EXT-X-PROGRAM-DATE-TIME). */
type VideoWithStartDate = HTMLVideoElement & { getStartDate?: () => Date };

export function nativeHlsAvailable(video: HTMLVideoElement): boolean {
  return !hasMediaSource() && video.canPlayType(HLS_MIME) !== '';
}

export class NativeEngine extends AttachedEngine implements PlayerEngine {
  readonly kind = 'native' as const;

  async attach(video: HTMLVideoElement): Promise<void> {
    if (this.destroyed) return;
    if (!nativeHlsAvailable(video)) throw new EngineUnsupportedError('no native HLS');
    this.playInto(video, () => video.removeEventListener('error', this.onError));
    video.addEventListener('error', this.onError);
    video.src = this.options.url;
  }

  /**
   * Wall clock where Safari exposes it: now − (getStartDate() + currentTime), the program date-time
   * of the frame on screen. Null when the playlist carries no date-time (getStartDate is NaN).
   */
  liveEdgeDelay(): number | null {
    const video = this.video;
    if (!isPlayingFrames(video)) return null;
    const start = (video as VideoWithStartDate).getStartDate?.().getTime();
    if (start === undefined || !Number.isFinite(start) || start <= 0) return null;
    return (this.options.now() - (start + video.currentTime * 1000)) / 1000;
  }

  resync(): void {
    const video = this.video;
    if (!video) return;
    const seekable = video.seekable;
    const edge = seekable && seekable.length > 0 ? seekable.end(seekable.length - 1) : bufferedEnd(video);
    if (edge !== null && Number.isFinite(edge) && edge - video.currentTime > RESYNC_BEHIND_S) video.currentTime = edge;
  }

  private readonly onError = (): void => {
    if (this.destroyed || !this.video) return;
    const code = this.video.error?.code ?? 0;
    this.options.onFatal(`native HLS: media error ${code}`);
  };
}
