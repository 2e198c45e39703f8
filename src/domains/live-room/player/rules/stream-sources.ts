/**
 * The live room's stream addresses (spec "Match info" videoSourceDetail): relative addresses
 * are relative to the API domain. Only http(s) results are used; anything else is dropped.
 */
import type { VideoSources } from '../../../../contracts/anchors-room';

export interface PlayerSources {
  m3u8: string;
  flv: string;
}

function resolve(address: string, apiBase: string): string {
  const trimmed = address.trim();
  if (trimmed === '') return '';
  try {
    // No API domain: the API is the page's own origin (the room's player runs only in a browser).
    const base = apiBase || window.location.origin;
    const url = new URL(trimmed, base.endsWith('/') ? base : `${base}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** Absolute m3u8 and flv addresses, or null when there is nothing playable. */
export function playerSources(video: VideoSources, apiBase: string): PlayerSources | null {
  const sources = { m3u8: resolve(video.m3u8, apiBase), flv: resolve(video.flv, apiBase) };
  return sources.m3u8 || sources.flv ? sources : null;
}
