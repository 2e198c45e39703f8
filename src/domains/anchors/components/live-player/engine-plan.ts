/**
 * Which engines to try, in order, for a room's sources. Fallback order:
 *   1. hls.js       — m3u8, where Hls.isSupported() (Media Source Extensions)
 *   2. native HLS   — m3u8, where there is no MSE and the browser plays HLS itself (old iOS, X5)
 *   3. mpegts.js    — flv, where there is MSE: rooms with only FLV, or when HLS failed
 * Whether the browser supports an engine is decided by the engine itself when it attaches (an
 * unsupported one is skipped); a fatal error moves on to the next one.
 */
import type { LivePlayerSources } from './live-player-props';
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

export function planEngines(sources: { m3u8: string | null; flv: string | null }): EngineStep[] {
  const steps: EngineStep[] = [];
  if (sources.m3u8) steps.push({ kind: 'hls', url: sources.m3u8 }, { kind: 'native', url: sources.m3u8 });
  if (sources.flv) steps.push({ kind: 'flv', url: sources.flv });
  return steps;
}

export function planForSources(sources: LivePlayerSources): EngineStep[] {
  return planEngines({ m3u8: normalizeSourceUrl(sources.m3u8), flv: normalizeSourceUrl(sources.flv) });
}
