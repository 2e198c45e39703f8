import {
  planEngines,
  playbackCapabilities,
  prefersFlvFirst,
} from '@src/domains/live-room/player/components/engine-plan';
import { FLV, M3U8 } from './stream-addresses';

const kinds = (steps: { kind: string }[]) => steps.map((step) => step.kind);

const DESKTOP = { mediaSource: true, managedMediaSource: false };
const IPHONE_17_1 = { mediaSource: false, managedMediaSource: true };
const OLD_IPHONE = { mediaSource: false, managedMediaSource: false };
/** iPadOS and macOS Safari 17+ have both: classic MSE decides. */
const SAFARI_DESKTOP = { mediaSource: true, managedMediaSource: true };

describe('the source choice (flv on iPhone)', () => {
  it('keeps hls.js → native HLS → mpegts.js where classic MSE exists', () => {
    expect(kinds(planEngines({ m3u8: M3U8, flv: FLV }, DESKTOP))).toEqual(['hls', 'native', 'flv']);
    expect(kinds(planEngines({ m3u8: M3U8, flv: FLV }, SAFARI_DESKTOP))).toEqual(['hls', 'native', 'flv']);
  });

  it('plays flv through mpegts.js first on an iPhone with ManagedMediaSource, the m3u8 source after it', () => {
    expect(planEngines({ m3u8: M3U8, flv: FLV }, IPHONE_17_1)).toEqual([
      { kind: 'flv', url: FLV },
      { kind: 'hls', url: M3U8 },
      { kind: 'native', url: M3U8 },
    ]);
    expect(kinds(planEngines({ m3u8: M3U8, flv: null }, IPHONE_17_1))).toEqual(['hls', 'native']);
  });

  it('falls back to the m3u8 source where there is no ManagedMediaSource (mpegts.js then refuses itself)', () => {
    expect(kinds(planEngines({ m3u8: M3U8, flv: FLV }, OLD_IPHONE))).toEqual(['hls', 'native', 'flv']);
    expect(prefersFlvFirst(OLD_IPHONE)).toBe(false);
  });

  it('reads the capabilities from the global scope', () => {
    const fn = function () {};
    expect(playbackCapabilities({ MediaSource: fn })).toEqual(DESKTOP);
    expect(playbackCapabilities({ ManagedMediaSource: fn })).toEqual(IPHONE_17_1);
    expect(playbackCapabilities({ WebKitMediaSource: fn, ManagedMediaSource: fn })).toEqual(SAFARI_DESKTOP);
    expect(playbackCapabilities({})).toEqual(OLD_IPHONE);
  });
});
