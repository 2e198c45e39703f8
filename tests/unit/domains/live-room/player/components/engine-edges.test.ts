/**
 * The engines' edges: no delay read before a picture plays, which browsers count as having Media
 * Source Extensions, a library whose build lacks an event, a refusal named for the logs, and what
 * each engine does when let go while it loads or after.
 */
import { FlvEngine } from '@src/domains/live-room/player/components/flv-engine';
import { HlsEngine } from '@src/domains/live-room/player/components/hls-engine';
import { NativeEngine } from '@src/domains/live-room/player/components/native-engine';
import {
  EngineUnsupportedError,
  listenTo,
  type EngineOptions,
} from '@src/domains/live-room/player/components/player-engine';
import { FakeHls, fakeMpegts, givePicture, resetFakeLibraries, stubMediaElement } from './fake-libraries';
import { FLV, M3U8, NOW } from './stream-addresses';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('./fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('./fake-libraries').mpegtsModule());

const scope = window as unknown as Record<string, unknown>;
let video = document.createElement('video');

/** The room's options for an engine: the m3u8 source and the server's clock, with `changes`. */
const options = (changes: Partial<EngineOptions> = {}): EngineOptions => ({
  url: M3U8,
  now: () => NOW,
  onFatal: jest.fn(),
  ...changes,
});

beforeEach(() => {
  video = document.createElement('video');
  resetFakeLibraries();
  stubMediaElement();
});

afterEach(() => {
  for (const key of ['MediaSource', 'ManagedMediaSource', 'WebKitMediaSource']) delete scope[key];
});

function playing(readyState: number, currentTime: number) {
  Object.defineProperty(video, 'readyState', { configurable: true, get: () => readyState });
  video.currentTime = currentTime;
}

describe('the delay behind live', () => {
  it('is unknown until the element has a frame and its playhead moved', async () => {
    const engine = new HlsEngine(options());
    await engine.attach(video);
    FakeHls.instances[0]!.playingDate = new Date(NOW - 6000);
    playing(1, 10);
    expect(engine.liveEdgeDelay()).toBeNull();
    playing(2, 0);
    expect(engine.liveEdgeDelay()).toBeNull();
    playing(2, 0.04);
    expect(engine.liveEdgeDelay()).toBe(6);
  });

  it('is unknown for flv with nothing buffered, and read from the last buffered range', async () => {
    const engine = new FlvEngine(options({ url: FLV }));
    await engine.attach(video);
    playing(4, 10);
    Object.defineProperty(video, 'buffered', {
      configurable: true,
      get: () => ({ length: 0, start: () => 0, end: () => 0 }),
    });
    expect(engine.liveEdgeDelay()).toBeNull();
    const ends = [5, 11.5];
    Object.defineProperty(video, 'buffered', {
      configurable: true,
      get: () => ({ length: 2, start: () => 0, end: (index: number) => ends[index] }),
    });
    expect(engine.liveEdgeDelay()).toBeCloseTo(3.5);
  });

  it('is unknown for native HLS whose playlist starts at the epoch (no date-time)', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const engine = new NativeEngine(options());
    await engine.attach(video);
    playing(4, 10);
    (video as unknown as Record<string, unknown>).getStartDate = () => new Date(0);
    expect(engine.liveEdgeDelay()).toBeNull();
  });
});

describe('native HLS', () => {
  it.each(['ManagedMediaSource', 'WebKitMediaSource', 'MediaSource'])(
    'stands aside where the browser has %s (hls.js plays there)',
    async (name) => {
      jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
      scope[name] = function MediaSourceLike() {};
      await expect(new NativeEngine(options()).attach(video)).rejects.toBeInstanceOf(EngineUnsupportedError);
    },
  );

  it('asks the element for the HLS playlist type', async () => {
    jest
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    await new NativeEngine(options()).attach(video);
    expect(video.getAttribute('src')).toBe(M3U8);
  });

  it("names the element's error code, 0 when it has none", async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const onFatal = jest.fn();
    await new NativeEngine(options({ onFatal })).attach(video);
    video.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenLastCalledWith('native HLS: media error 0');
    Object.defineProperty(video, 'error', { configurable: true, get: () => ({ code: 4 }) });
    video.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenLastCalledWith('native HLS: media error 4');
  });

  it('takes its error listener off when let go, and attaches nothing once let go', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const remove = jest.spyOn(video, 'removeEventListener');
    const engine = new NativeEngine(options());
    await engine.attach(video);
    engine.destroy();
    expect(remove.mock.calls.map(([type]) => type)).toContain('error');
    const late = new NativeEngine(options());
    late.destroy();
    const other = document.createElement('video');
    await late.attach(other);
    expect(other.hasAttribute('src')).toBe(false);
  });
});

describe('mpegts.js', () => {
  it('refuses to run where it lacks live playback over MSE', async () => {
    jest.spyOn(fakeMpegts, 'getFeatureList').mockReturnValue({ mseLivePlayback: false });
    await expect(new FlvEngine(options({ url: FLV })).attach(video)).rejects.toThrow('mpegts.js is not supported here');
  });

  it('logs errors only, fetches cross-origin, and creates nothing when let go while it loads', async () => {
    await new FlvEngine(options({ url: FLV })).attach(video);
    expect(fakeMpegts.LoggingControl.applyConfig).toHaveBeenLastCalledWith({ enableAll: false, enableError: true });
    expect(fakeMpegts.players[0]!.dataSource).toMatchObject({ cors: true });
    const late = new FlvEngine(options({ url: FLV }));
    const attaching = late.attach(document.createElement('video'));
    late.destroy();
    await attaching;
    expect(fakeMpegts.players).toHaveLength(1);
  });

  it('jumps only when more than 2 s behind the buffered end, and says nothing once let go', async () => {
    const onFatal = jest.fn();
    const engine = new FlvEngine(options({ url: FLV, onFatal }));
    await engine.attach(video);
    givePicture(video, 10, 12);
    engine.resync();
    expect(video.currentTime).toBe(10);
    const player = fakeMpegts.players[0]!;
    const onError = [...player.listeners.get('error')!][0]!;
    engine.destroy();
    onError('NetworkError', 'Exception');
    expect(onFatal).not.toHaveBeenCalled();
  });
});

describe('hls.js', () => {
  it('refuses by name, and seeks only when more than a second behind the sync point', async () => {
    FakeHls.supported = false;
    const refusal = await new HlsEngine(options()).attach(video).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EngineUnsupportedError);
    expect(refusal).toMatchObject({ name: 'EngineUnsupportedError', message: 'hls.js is not supported here' });
    FakeHls.supported = true;
    const engine = new HlsEngine(options());
    await engine.attach(video);
    givePicture(video, 10);
    FakeHls.instances[0]!.liveSyncPosition = 11;
    engine.resync();
    expect(video.currentTime).toBe(10);
  });
});

it("listens to no event a library's build does not have", () => {
  const emitter = { on: jest.fn(), off: jest.fn() };
  const listener = () => undefined;
  const stop = listenTo(emitter, [
    [undefined, listener],
    ['error', listener],
  ]);
  expect(emitter.on.mock.calls).toEqual([['error', listener]]);
  stop();
  expect(emitter.off.mock.calls).toEqual([['error', listener]]);
});
