import {
  estimateTextWidth,
  TRACK_GAP_PX,
  TrackAllocator,
  trackCount,
  trackTop,
} from '@src/domains/live-room/crowd/rules/danmaku-tracks';

describe('trackCount', () => {
  it('fits as many tracks as the area’s height takes at the font size', () => {
    // 16 px font, 24 px tracks: half of a 219 px picture holds 4, the whole 9.
    expect(trackCount(109.5, 16)).toBe(4);
    expect(trackCount(219, 16)).toBe(9);
    expect(trackCount(219, 20)).toBe(7);
    expect(trackTop(2, 16)).toBe(48);
  });

  it('has one track in a thin area and none without one', () => {
    expect(trackCount(10, 16)).toBe(1);
    expect(trackCount(0, 16)).toBe(0);
  });

  it('has none without a font size (a setting not read yet)', () => {
    expect(trackCount(219, 0)).toBe(0);
    expect(trackCount(219, -16)).toBe(0);
    expect(trackCount(219, Number.NaN)).toBe(0);
  });
});

describe('TrackAllocator', () => {
  const width = 390;
  const speed = 100;

  it('takes the top free track, and the next one while it is busy', () => {
    const tracks = new TrackAllocator(3);
    expect(tracks.place(0, 76, width, speed)?.track).toBe(0);
    expect(tracks.place(10, 76, width, speed)?.track).toBe(1);
    expect(tracks.place(20, 76, width, speed)?.track).toBe(2);
  });

  it('drops a line when every track is busy', () => {
    const tracks = new TrackAllocator(2);
    tracks.place(0, 200, width, speed);
    tracks.place(0, 200, width, speed);
    expect(tracks.place(100, 50, width, speed)).toBeNull();
  });

  it('frees a track once the last line’s tail and the gap have entered: lines of one track never overlap', () => {
    const tracks = new TrackAllocator(1);
    tracks.place(0, 76, width, speed);
    // The tail enters after (76 + gap) px at 100 px/s.
    const clear = ((76 + TRACK_GAP_PX) / speed) * 1000;
    expect(tracks.place(clear - 1, 50, width, speed)).toBeNull();
    expect(tracks.place(clear, 50, width, speed)?.track).toBe(0);
  });

  it('crosses the whole picture plus the line’s own width at the chosen speed', () => {
    const tracks = new TrackAllocator(1);
    expect(tracks.place(0, 110, width, speed)?.durationMs).toBe(5000);
  });

  it('keeps busy tracks across a resize and adds free ones', () => {
    const tracks = new TrackAllocator(1);
    tracks.place(0, 300, width, speed);
    tracks.resize(2);
    expect(tracks.count).toBe(2);
    expect(tracks.place(10, 10, width, speed)?.track).toBe(1);
    tracks.resize(1);
    expect(tracks.place(20, 10, width, speed)).toBeNull();
    tracks.clear();
    expect(tracks.place(20, 10, width, speed)?.track).toBe(0);
  });

  it('drops the tracks a smaller area no longer has', () => {
    const tracks = new TrackAllocator(3);
    tracks.resize(1);
    expect(tracks.count).toBe(1);
    tracks.place(0, 300, width, speed);
    expect(tracks.place(10, 10, width, speed)).toBeNull();
  });

  it('places nothing at no speed (the line would never leave), and keeps the track free', () => {
    const tracks = new TrackAllocator(1);
    expect(tracks.place(0, 76, width, 0)).toBeNull();
    expect(tracks.place(0, 76, width, -100)).toBeNull();
    expect(tracks.place(0, 76, width, Number.NaN)).toBeNull();
    expect(tracks.place(0, 76, width, speed)?.track).toBe(0);
  });
});

describe('estimateTextWidth', () => {
  it('counts wide characters (Chinese, emoji) near the font size and narrow ones near 0.6 of it', () => {
    expect(estimateTextWidth('进了', 16)).toBe(34);
    expect(estimateTextWidth('ok', 10)).toBe(13);
    expect(estimateTextWidth('😀', 16)).toBe(17);
    // The wide scripts start at U+2E80 (CJK radicals); the code point before is narrow.
    expect(estimateTextWidth('\u2e80', 10)).toBe(11);
    expect(estimateTextWidth('\u2e7f', 10)).toBe(7);
  });
});
