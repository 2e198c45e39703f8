/**
 * 弹幕 tracks (docs/pages.md, the room's 弹幕): the overlay is cut into horizontal tracks; a line
 * enters a track at the right edge and crosses the picture at the chosen speed. Every line moves
 * at the same speed (px/s), so a line that entered after another in the same track never catches
 * it up: a track takes its next line once the last one's tail is clear of the edge by TRACK_GAP_PX.
 * When every track is busy the line is not shown over the video (it stays in the chat list).
 */

/** Horizontal room between two lines of one track. */
export const TRACK_GAP_PX = 24;
/** A track's height over the font size (the line and its breathing room). */
const LINE_HEIGHT_RATIO = 1.5;

export interface Placement {
  track: number;
  /** How long the crossing takes (ms): from fully right of the picture to fully left of it. */
  durationMs: number;
}

/** How many tracks the area holds (at least one while it has any height). */
export function trackCount(areaHeightPx: number, fontSizePx: number): number {
  if (!(areaHeightPx > 0) || !(fontSizePx > 0)) return 0;
  return Math.max(1, Math.floor(areaHeightPx / (fontSizePx * LINE_HEIGHT_RATIO)));
}

/** The top of a track (px from the overlay's top). */
export const trackTop = (track: number, fontSizePx: number): number => track * fontSizePx * LINE_HEIGHT_RATIO;

/**
 * A line's width before it is drawn, from its characters (no layout): wide characters (CJK,
 * emoji) take about the font size, others about 0.6 of it. Errs wide, so tracks never overlap.
 */
export function estimateTextWidth(text: string, fontSizePx: number): number {
  let em = 0;
  for (const char of text) em += (char.codePointAt(0) ?? 0) > 0x2e7f ? 1.05 : 0.62;
  return Math.ceil(em * fontSizePx);
}

export class TrackAllocator {
  /** Device time (ms) from which each track takes its next line. */
  private freeAt: number[];

  constructor(count: number) {
    this.freeAt = Array.from({ length: Math.max(0, count) }, () => Number.NEGATIVE_INFINITY);
  }

  get count(): number {
    return this.freeAt.length;
  }

  /** A new area, font size or setting: tracks still in use keep their time, new ones are free. */
  resize(count: number): void {
    const kept = this.freeAt.slice(0, Math.max(0, count));
    this.freeAt = [...kept, ...Array.from({ length: count - kept.length }, () => Number.NEGATIVE_INFINITY)];
  }

  /**
   * The highest free track for a line `widthPx` wide entering now over a picture `areaWidthPx`
   * wide at `speedPxPerS`; null when every track is busy (the line is dropped from the overlay).
   */
  place(now: number, widthPx: number, areaWidthPx: number, speedPxPerS: number): Placement | null {
    if (!(speedPxPerS > 0)) return null;
    const track = this.freeAt.findIndex((free) => free <= now);
    if (track === -1) return null;
    const width = Math.max(0, widthPx);
    this.freeAt[track] = now + ((width + TRACK_GAP_PX) / speedPxPerS) * 1000;
    return { track, durationMs: ((Math.max(0, areaWidthPx) + width) / speedPxPerS) * 1000 };
  }

  /** Every track free again (the overlay was cleared). */
  clear(): void {
    this.freeAt = this.freeAt.map(() => Number.NEGATIVE_INFINITY);
  }
}
