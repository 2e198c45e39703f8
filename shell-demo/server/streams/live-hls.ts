/**
 * The live HLS stream of a room, derived from the server clock alone (no state, every room the
 * same picture): media sequence s covers wall-clock [s × 2 s, (s + 1) × 2 s) and plays fixture
 * segment s mod 6. A segment is published once its 2 s are over, so at time t the newest one is
 * floor(t / 2 s) − 1 and the playlist is the sliding window of the PLAYLIST_WINDOW segments up to
 * it. Every segment carries EXT-X-PROGRAM-DATE-TIME = its start (s × 2 s), so a player knows how
 * far behind live it is. The fixture's timestamps restart at every loop: segments with
 * s mod 6 = 0 follow an EXT-X-DISCONTINUITY, and the discontinuity sequence of segment s is
 * floor(s / 6) (EXT-X-DISCONTINUITY-SEQUENCE names that of the window's first segment, whose own
 * tag is left out, RFC 8216 section 6.2.2).
 */
import type { LiveStreamTiming } from '../../../src/contracts/predictions';
import { FIXTURE_SEGMENTS, SEGMENT_MS } from './fixture';

/**
 * Every room's stream as far as its delay goes: segments of SEGMENT_MS, each published once its
 * time is over — the newest one ends up to a target duration before now. With the player's
 * live-edge policy this is the most a room's picture can be behind live (maxPictureDelayMs: 12 s),
 * what a 竞猜 vote's delay is counted up to. The FLV stream plays the same picture closer to live.
 */
export const ROOM_STREAM_TIMING: LiveStreamTiming = { targetDurationMs: SEGMENT_MS, latencyMs: SEGMENT_MS };

/** Segments in the live window: 10 s, well over the 3 target durations players keep behind live. */
export const PLAYLIST_WINDOW = 5;

export const PLAYLIST_CONTENT_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_CONTENT_TYPE = 'video/mp2t';

/**
 * Where sequence 0 starts (ms). Counting from the epoch gives sequence numbers near 1e9 and
 * discontinuity sequences near 1.5e8, and hls.js keeps arrays indexed by the latter — seconds of
 * main-thread work per playlist refresh. The server counts from shortly before it started
 * instead; an origin on a whole loop (12 s) keeps `sequence mod 6` the fixture segment.
 */
export function streamOrigin(serverStart: number): number {
  const loopMs = SEGMENT_MS * FIXTURE_SEGMENTS;
  return Math.floor(serverStart / loopMs) * loopMs - 2 * loopMs;
}

/** The newest complete segment at wall-clock `now` (ms). */
export function newestSequence(now: number, origin = 0): number {
  return Math.floor((now - origin) / SEGMENT_MS) - 1;
}

/** Which fixture segment (0 … 5) sequence `sequence` plays. */
export function fixtureIndexOf(sequence: number): number {
  return ((sequence % FIXTURE_SEGMENTS) + FIXTURE_SEGMENTS) % FIXTURE_SEGMENTS;
}

export const segmentName = (sequence: number): string => `seg-${sequence}.ts`;

/** The live media playlist at wall-clock `now`; segment URIs are relative to the playlist. */
export function livePlaylist(now: number, origin = 0, window = PLAYLIST_WINDOW): string {
  const last = newestSequence(now, origin);
  const first = last - window + 1;
  const seconds = (SEGMENT_MS / 1000).toFixed(3);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(SEGMENT_MS / 1000)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / FIXTURE_SEGMENTS)}`,
  ];
  for (let sequence = first; sequence <= last; sequence += 1) {
    if (sequence !== first && fixtureIndexOf(sequence) === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(origin + sequence * SEGMENT_MS).toISOString()}`);
    lines.push(`#EXTINF:${seconds},`);
    lines.push(segmentName(sequence));
  }
  // No EXT-X-ENDLIST: the stream is live.
  return `${lines.join('\n')}\n`;
}
