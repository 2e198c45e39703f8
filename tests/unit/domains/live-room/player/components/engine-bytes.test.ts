/**
 * What each engine tells the stall detector (the bytes that arrived, for 省流模式's slow-network
 * offer), the iPhone's flv element, and native HLS brought back to Safari's live point.
 */
import { FlvEngine } from '@src/domains/live-room/player/components/flv-engine';
import { HlsEngine } from '@src/domains/live-room/player/components/hls-engine';
import { NativeEngine } from '@src/domains/live-room/player/components/native-engine';
import type { EngineOptions } from '@src/domains/live-room/player/components/player-engine';
import { FakeHls, fakeMpegts, givePicture, resetFakeLibraries, stubMediaElement } from './fake-libraries';
import { FLV, M3U8 } from './stream-addresses';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('./fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('./fake-libraries').mpegtsModule());

function options(onBytes = jest.fn()): EngineOptions {
  return { url: M3U8, now: () => Date.now(), onFatal: jest.fn(), onBytes };
}

let video: HTMLVideoElement;
const scope = window as unknown as Record<string, unknown>;

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
  video = document.createElement('video');
});

afterEach(() => {
  delete scope.ManagedMediaSource;
  delete scope.MediaSource;
});

it("hls.js: each segment's bytes as it loads", async () => {
  const onBytes = jest.fn();
  await new HlsEngine(options(onBytes)).attach(video);
  FakeHls.instances[0]!.emit('hlsFragLoaded', 'hlsFragLoaded', { frag: { stats: { loaded: 96_000 } } });
  expect(onBytes).toHaveBeenCalledWith(96_000);
});

it('mpegts.js: its speed (KB/s) over the time since its last report, none for the first report or a speed that is no number', async () => {
  const onBytes = jest.fn();
  let now = 1000;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  await new FlvEngine({ ...options(onBytes), url: FLV }).attach(video);
  const player = fakeMpegts.players[0]!;
  player.emit('statistics_info', { speed: 100 });
  expect(onBytes).not.toHaveBeenCalled();
  now = 1500;
  player.emit('statistics_info', { speed: 100 });
  expect(onBytes).toHaveBeenLastCalledWith(51_200);
  now = 2000;
  player.emit('statistics_info', { speed: Number.NaN });
  player.emit('statistics_info', {});
  expect(onBytes).toHaveBeenCalledTimes(1);
  now = 2250;
  player.emit('statistics_info', { speed: 10.3 });
  expect(onBytes).toHaveBeenLastCalledWith(Math.round(10.3 * 1024 * 0.25));
});

it('mpegts.js on an iPhone (ManagedMediaSource): the element offers no AirPlay of its own, elsewhere it keeps it', async () => {
  await new FlvEngine({ ...options(), url: FLV }).attach(video);
  expect(video.disableRemotePlayback).not.toBe(true);
  scope.ManagedMediaSource = function ManagedMediaSource() {};
  const iphone = document.createElement('video');
  await new FlvEngine({ ...options(), url: FLV }).attach(iphone);
  expect(iphone.disableRemotePlayback).toBe(true);
});

describe('native HLS back from the background', () => {
  async function nativePlaying(seekableEnd: number | null, bufferedEnd?: number) {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const engine = new NativeEngine(options());
    await engine.attach(video);
    givePicture(video, 10, bufferedEnd);
    Object.defineProperty(video, 'seekable', {
      configurable: true,
      get: () =>
        seekableEnd === null
          ? { length: 0 }
          : { length: 2, start: () => 0, end: (index: number) => [5, seekableEnd][index] },
    });
    return engine;
  }

  it("jumps to Safari's live point when more than 3 s behind it", async () => {
    const engine = await nativePlaying(13.5);
    engine.resync();
    expect(video.currentTime).toBe(13.5);
  });

  it('stays put 3 s behind or less', async () => {
    const engine = await nativePlaying(13);
    engine.resync();
    expect(video.currentTime).toBe(10);
  });

  it('without a live point, goes by the end of what is buffered', async () => {
    const engine = await nativePlaying(null, 20);
    engine.resync();
    expect(video.currentTime).toBe(20);
  });

  it('does nothing before it attached, or after it was let go', async () => {
    const engine = new NativeEngine(options());
    expect(() => engine.resync()).not.toThrow();
    const played = await nativePlaying(30);
    played.destroy();
    played.resync();
    expect(video.currentTime).toBe(10);
  });
});
