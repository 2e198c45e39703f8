/**
 * Just enough FLV (Adobe FLV spec, version 10.1, annex E) to replay a file as a live stream:
 * split it into the 9-byte header and tags, tell the tags that set up the decoders (onMetaData,
 * the AVC and AAC sequence headers) from the media tags, and rewrite a tag's timestamp.
 *
 * Tag layout: type (1) · data size (3) · timestamp low 24 bits (3) · timestamp high 8 bits (1)
 * · stream id (3) · data · previous tag size (4). Timestamps are milliseconds.
 */

export const FlvTagType = { Audio: 8, Video: 9, Script: 18 } as const;

const FLV_HEADER_SIZE = 9;
const TAG_HEADER_SIZE = 11;
const PREVIOUS_TAG_SIZE = 4;
const CODEC_AVC = 7;
const SOUND_FORMAT_AAC = 10;

export interface FlvTag {
  type: number;
  /** Milliseconds, with the extended byte. */
  timestamp: number;
  /** A video key frame (where a player can start decoding). */
  keyframe: boolean;
  /** onMetaData or a codec sequence header: sent once, before any media tag. */
  setup: boolean;
  /** The AVC end-of-sequence tag: dropped, since it would end decoding at every loop. */
  endOfSequence: boolean;
  /** The whole tag, header to previous-tag-size. */
  bytes: Buffer;
}

export interface FlvFile {
  /** The FLV header and PreviousTagSize0. */
  header: Buffer;
  tags: FlvTag[];
}

export function parseFlv(file: Buffer): FlvFile {
  if (file.length < FLV_HEADER_SIZE + PREVIOUS_TAG_SIZE || file.toString('latin1', 0, 3) !== 'FLV') {
    throw new Error('not an FLV file');
  }
  const headerSize = file.readUInt32BE(5);
  const header = file.subarray(0, headerSize + PREVIOUS_TAG_SIZE);
  const tags: FlvTag[] = [];
  let offset = header.length;
  while (offset + TAG_HEADER_SIZE <= file.length) {
    const type = file.readUInt8(offset) & 0x1f;
    const dataSize = file.readUIntBE(offset + 1, 3);
    const end = offset + TAG_HEADER_SIZE + dataSize + PREVIOUS_TAG_SIZE;
    if (end > file.length) throw new Error(`truncated FLV tag at byte ${offset}`);
    const timestamp = file.readUInt8(offset + 7) * 0x1000000 + file.readUIntBE(offset + 4, 3);
    const data = file.subarray(offset + TAG_HEADER_SIZE, offset + TAG_HEADER_SIZE + dataSize);
    const first = data[0] ?? 0;
    const packetType = data[1] ?? -1;
    const isAvc = type === FlvTagType.Video && (first & 0x0f) === CODEC_AVC;
    const isAac = type === FlvTagType.Audio && first >> 4 === SOUND_FORMAT_AAC;
    const setup = type === FlvTagType.Script || ((isAvc || isAac) && packetType === 0);
    const endOfSequence = isAvc && packetType === 2;
    tags.push({
      type,
      timestamp,
      keyframe: type === FlvTagType.Video && first >> 4 === 1 && !setup && !endOfSequence,
      setup,
      endOfSequence,
      bytes: file.subarray(offset, end),
    });
    offset = end;
  }
  return { header, tags };
}

/** A copy of `tag` with another timestamp (0 … 2^32 - 1 ms). */
export function withTimestamp(tag: Buffer, timestamp: number): Buffer {
  const copy = Buffer.from(tag);
  const value = Math.max(0, Math.floor(timestamp)) >>> 0;
  copy.writeUIntBE(value & 0xffffff, 4, 3);
  copy.writeUInt8(value >>> 24, 7);
  return copy;
}

/** Reads the tags of an FLV byte stream as they arrive (tests and diagnostics). */
export class FlvReader {
  private buffer = Buffer.alloc(0);
  private headerRead = false;
  signature = '';
  version = -1;
  readonly tags: { type: number; timestamp: number; keyframe: boolean; size: number }[] = [];

  push(chunk: Uint8Array): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (!this.headerRead) {
      if (this.buffer.length < FLV_HEADER_SIZE + PREVIOUS_TAG_SIZE) return;
      this.signature = this.buffer.toString('latin1', 0, 3);
      this.version = this.buffer.readUInt8(3);
      this.buffer = this.buffer.subarray(this.buffer.readUInt32BE(5) + PREVIOUS_TAG_SIZE);
      this.headerRead = true;
    }
    while (this.buffer.length >= TAG_HEADER_SIZE) {
      const dataSize = this.buffer.readUIntBE(1, 3);
      const end = TAG_HEADER_SIZE + dataSize + PREVIOUS_TAG_SIZE;
      if (this.buffer.length < end) return;
      const type = this.buffer.readUInt8(0) & 0x1f;
      const first = this.buffer.readUInt8(TAG_HEADER_SIZE);
      this.tags.push({
        type,
        timestamp: this.buffer.readUInt8(7) * 0x1000000 + this.buffer.readUIntBE(4, 3),
        keyframe: type === FlvTagType.Video && first >> 4 === 1,
        size: end,
      });
      this.buffer = this.buffer.subarray(end);
    }
  }
}
