/**
 * The committed test stream (made by make-fixtures.sh): six HLS segments of exactly 2 s and
 * one FLV of the same 12 s. Every live room plays it in a loop. Read from disk on first use and
 * kept: the files never change while the server runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Length of one HLS segment; also the keyframe interval of the encode. */
export const SEGMENT_MS = 2_000;
/** seg-0.mpegts … seg-5.mpegts */
export const FIXTURE_SEGMENTS = 6;
/** One pass of the fixture; the live streams restart it every LOOP_MS of wall-clock time. */
export const LOOP_MS = SEGMENT_MS * FIXTURE_SEGMENTS;

export const FIXTURE_DIR = path.join(__dirname, 'fixtures');

let segments: readonly Buffer[] | undefined;
let flv: Buffer | undefined;

/** The bytes of fixture segment `index` (0 … FIXTURE_SEGMENTS - 1). */
export function fixtureSegment(index: number): Buffer {
  segments ??= Array.from({ length: FIXTURE_SEGMENTS }, (_, n) =>
    readFileSync(path.join(FIXTURE_DIR, `seg-${n}.mpegts`)),
  );
  const segment = segments[index];
  if (!segment) throw new Error(`no fixture segment ${index}`);
  return segment;
}

export function fixtureFlv(): Buffer {
  flv ??= readFileSync(path.join(FIXTURE_DIR, 'stream.flv'));
  return flv;
}
