/**
 * The live HTTP-FLV stream of a room: the fixture FLV replayed in an endless loop at real-time
 * pace. A viewer gets the FLV header and the setup tags (onMetaData, AVC and AAC sequence
 * headers) once, then media tags from the key frame at or before the wall-clock position in
 * the loop (the same picture the HLS playlist shows), with timestamps that start at 0 and grow
 * by LOOP_MS at every pass, so the decoder sees one continuous stream. Writing stops when the
 * client goes away.
 */
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fixtureFlv, LOOP_MS } from './fixture';
import { parseFlv, withTimestamp } from './flv';
import { StreamReply } from './stream-reply';

/** Sent ahead of real time, as a live CDN sends its cached GOP: the player can start at once. */
export const FLV_LEAD_MS = 1_000;
const MIN_WAIT_MS = 10;
const MAX_WAIT_MS = 250;

interface MediaTag {
  timestamp: number;
  keyframe: boolean;
  bytes: Buffer;
}

export interface FlvLoopSource {
  header: Buffer;
  setupTags: Buffer[];
  media: MediaTag[];
}

let source: FlvLoopSource | undefined;
let openStreams = 0;

/** FLV streams being written now, in this process (tests check that a viewer leaving ends one). */
export function openFlvStreams(): number {
  return openStreams;
}

export function flvLoopSource(): FlvLoopSource {
  if (source) return source;
  const file = parseFlv(fixtureFlv());
  const setupTags = file.tags.filter((tag) => tag.setup).map((tag) => withTimestamp(tag.bytes, 0));
  // The AAC encoder's last frame may start a few ms past the loop length; the next pass starts
  // at LOOP_MS, so keeping it would make audio timestamps step back.
  const media = file.tags
    .filter((tag) => !tag.setup && !tag.endOfSequence && tag.timestamp < LOOP_MS)
    .map(({ timestamp, keyframe, bytes }) => ({ timestamp, keyframe, bytes }));
  if (!media.some((tag) => tag.keyframe)) throw new Error('the FLV fixture has no key frame');
  source = { header: file.header, setupTags, media };
  return source;
}

/** The index of the last key frame at or before `positionMs` in the loop (else the first one). */
export function startIndexAt(media: readonly MediaTag[], positionMs: number): number {
  let start = -1;
  media.forEach((tag, index) => {
    if (tag.keyframe && (start < 0 || tag.timestamp <= positionMs)) start = index;
  });
  return start;
}

export interface LoopTag {
  /** Output timestamp: 0 at the first media tag, + LOOP_MS per pass. */
  timestamp: number;
  bytes: Buffer;
}

/** The endless tag sequence from `startIndex`. */
export function* loopTags(media: readonly MediaTag[], startIndex: number): Generator<LoopTag, never, undefined> {
  const base = media[startIndex]?.timestamp ?? 0;
  let pass = 0;
  let index = startIndex;
  for (;;) {
    const tag = media[index]!;
    // An audio tag interleaved just after the key frame may be a few ms older than it.
    yield { timestamp: Math.max(0, pass * LOOP_MS + tag.timestamp - base), bytes: tag.bytes };
    index += 1;
    if (index >= media.length) {
      index = 0;
      pass += 1;
    }
  }
}

export const FLV_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'video/x-flv',
  'cache-control': 'no-cache, no-store',
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * The reply that streams the loop. `wallClockMs` (the server clock) picks the start position;
 * pacing follows a monotonic clock, so a test's frozen server clock does not stall the stream.
 */
export function flvLiveReply(wallClockMs: number, monotonic: () => number = () => performance.now()): StreamReply {
  return new StreamReply(200, { ...FLV_HEADERS }, (response) => streamLoop(response, wallClockMs, monotonic));
}

function streamLoop(response: ServerResponse, wallClockMs: number, monotonic: () => number): void {
  const { header, setupTags, media } = flvLoopSource();
  const position = ((wallClockMs % LOOP_MS) + LOOP_MS) % LOOP_MS;
  const tags = loopTags(media, startIndexAt(media, position));
  let next = tags.next().value;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  openStreams += 1;
  response.on('close', () => {
    closed = true;
    openStreams -= 1;
    if (timer) clearTimeout(timer);
  });

  response.write(Buffer.concat([header, ...setupTags]));
  const started = monotonic();
  const pump = (): void => {
    timer = undefined;
    if (closed || response.destroyed) return;
    const due = monotonic() - started + FLV_LEAD_MS;
    while (next.timestamp <= due) {
      const flushed = response.write(withTimestamp(next.bytes, next.timestamp));
      next = tags.next().value;
      // A slow reader: wait until it has taken what is buffered, then catch up.
      if (!flushed) {
        response.once('drain', pump);
        return;
      }
    }
    timer = setTimeout(pump, Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, next.timestamp - due)));
  };
  pump();
}
