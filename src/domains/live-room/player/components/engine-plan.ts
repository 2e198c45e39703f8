/**
 * Which engines to try, in order, for a room's sources. Fallback order:
 *   1. hls.js       — m3u8, where Hls.isSupported() (Media Source Extensions)
 *   2. native HLS   — m3u8, where there is no MSE and the browser plays HLS itself (old iOS, X5)
 *   3. mpegts.js    — flv, where there is MSE: rooms with only FLV, or when HLS failed
 * On an iPhone with iOS 17.1+ (ManagedMediaSource, no classic MediaSource) the flv source comes
 * first: mpegts.js plays it through ManagedMediaSource with a lower delay than HLS; where there
 * is no ManagedMediaSource either (older iOS) mpegts.js is unsupported and the m3u8 source plays
 * (natively). Whether the browser supports an engine is decided by the engine itself when it
 * attaches (an unsupported one is skipped); a fatal error moves on to the next one.
 */
import type { EngineKind } from './player-engine';

export interface EngineStep {
  kind: EngineKind;
  url: string;
}

/**
 * A usable absolute http(s) URL, or null for an empty or unusable one. Relative URLs resolve
 * against the page (the room passes absolute URLs on the API domain).
 */
export function normalizeSourceUrl(raw: string | null | undefined, base: string = document.baseURI): string | null {
  const trimmed = raw?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What the browser offers for streaming (engine choice only; each engine still checks itself). */
export interface PlaybackCapabilities {
  /** Classic Media Source Extensions (`MediaSource`). */
  mediaSource: boolean;
  /** Safari's ManagedMediaSource (iOS 17.1+, where iPhones have no classic MSE). */
  managedMediaSource: boolean;
}

export function playbackCapabilities(scope: object = window): PlaybackCapabilities {
  const globals = scope as Record<string, unknown>;
  return {
    mediaSource: typeof globals.MediaSource === 'function' || typeof globals.WebKitMediaSource === 'function',
    managedMediaSource: typeof globals.ManagedMediaSource === 'function',
  };
}

/** Only ManagedMediaSource (an iPhone on iOS 17.1+): flv through mpegts.js first, the m3u8 source after it. */
export const prefersFlvFirst = (capabilities: PlaybackCapabilities): boolean =>
  capabilities.managedMediaSource && !capabilities.mediaSource;

export function planEngines(
  sources: { m3u8: string | null; flv: string | null },
  capabilities: PlaybackCapabilities = playbackCapabilities(),
): EngineStep[] {
  const hls: EngineStep[] = sources.m3u8
    ? [
        { kind: 'hls', url: sources.m3u8 },
        { kind: 'native', url: sources.m3u8 },
      ]
    : [];
  const flv: EngineStep[] = sources.flv ? [{ kind: 'flv', url: sources.flv }] : [];
  return prefersFlvFirst(capabilities) ? [...flv, ...hls] : [...hls, ...flv];
}
