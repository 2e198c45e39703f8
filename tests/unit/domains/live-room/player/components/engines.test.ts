import { FlvEngine, FLV_CONFIG, FLV_SOURCE_LATENCY_S } from '@src/domains/live-room/player/components/flv-engine';
import { HlsEngine } from '@src/domains/live-room/player/components/hls-engine';
import type * as HlsEngineModule from '@src/domains/live-room/player/components/hls-engine';
import type * as FlvEngineModule from '@src/domains/live-room/player/components/flv-engine';
import { NativeEngine } from '@src/domains/live-room/player/components/native-engine';
import type * as NativeEngineModule from '@src/domains/live-room/player/components/native-engine';
import { EngineUnsupportedError, type EngineOptions } from '@src/domains/live-room/player/components/player-engine';
import { normalizeSourceUrl, planEngines } from '@src/domains/live-room/player/components/engine-plan';
import { freshModule } from '@tests/support/fresh-module';
import { FakeHls, fakeMpegts, givePicture, resetFakeLibraries, stubMediaElement } from './fake-libraries';
import { FLV, M3U8, NOW } from './stream-addresses';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('./fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('./fake-libraries').mpegtsModule());

function options(overrides: Partial<EngineOptions> = {}): EngineOptions & { onFatal: jest.Mock } {
  return { url: M3U8, now: () => NOW, onFatal: jest.fn(), ...overrides } as EngineOptions & { onFatal: jest.Mock };
}

let video: HTMLVideoElement;

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
  video = document.createElement('video');
});

describe('engine plan', () => {
  it('tries hls.js, then native HLS, then mpegts.js', () => {
    expect(planEngines({ m3u8: M3U8, flv: FLV }).map((step) => step.kind)).toEqual(['hls', 'native', 'flv']);
    expect(planEngines({ m3u8: null, flv: FLV })).toEqual([{ kind: 'flv', url: FLV }]);
    expect(planEngines({ m3u8: M3U8, flv: null }).map((step) => step.kind)).toEqual(['hls', 'native']);
    expect(planEngines({ m3u8: null, flv: null })).toEqual([]);
  });

  it("reads this browser's own capabilities: an iPhone with ManagedMediaSource only plays flv first", () => {
    const scope = window as unknown as Record<string, unknown>;
    scope.ManagedMediaSource = function ManagedMediaSource() {};
    try {
      expect(planEngines({ m3u8: M3U8, flv: FLV }).map((step) => step.kind)).toEqual(['flv', 'hls', 'native']);
    } finally {
      delete scope.ManagedMediaSource;
    }
  });

  it('accepts absolute and relative URLs, and nothing that is not http(s)', () => {
    expect(normalizeSourceUrl(M3U8)).toBe(M3U8);
    expect(normalizeSourceUrl('https://cdn.example.com/live/7.flv')).toBe('https://cdn.example.com/live/7.flv');
    expect(normalizeSourceUrl('/live/7.flv', 'http://api.example.com/')).toBe('http://api.example.com/live/7.flv');
    expect(normalizeSourceUrl('  ')).toBeNull();
    expect(normalizeSourceUrl('')).toBeNull();
    expect(normalizeSourceUrl('javascript:alert(1)')).toBeNull();
  });
});

// The engines' modules loaded in the test: their policies are made as the module loads.
describe('the live-edge policy each library is given', () => {
  it('hls.js starts three 2 s segments behind the edge, seeks forward past five, keeps 10 s each side, and transmuxes in a worker made from the fetched script', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('self.onmessage = () => {};'));
    const madeUrl = jest.spyOn(URL, 'createObjectURL');
    const engines = freshModule(
      () => jest.requireActual('@src/domains/live-room/player/components/hls-engine') as typeof HlsEngineModule,
    );
    await new engines.HlsEngine(options()).attach(video);
    // Three target durations behind the edge (RFC 8216 6.3.3): 3–5 s ahead of the playhead to ride
    // out a late segment; two left 1–3 s and the playhead stood still through a 2–4 s server pause.
    expect(FakeHls.instances[0]!.config).toMatchObject({
      liveSyncDurationCount: 3,
      liveMaxLatencyDurationCount: 5,
      backBufferLength: 10,
      maxBufferLength: 10,
      startFragPrefetch: true,
      enableWorker: true,
    });
    const script = madeUrl.mock.calls[0]![0] as Blob;
    expect([script.type, await script.text()]).toEqual(['text/javascript', 'self.onmessage = () => {};']);
  });

  it('mpegts.js plays FLV live with no stash, never stops loading, speeds up past 2 s and chases past 4 s, and frees what is 30 s behind', async () => {
    const engines = freshModule(
      () => jest.requireActual('@src/domains/live-room/player/components/flv-engine') as typeof FlvEngineModule,
    );
    await new engines.FlvEngine(options({ url: FLV })).attach(video);
    expect(fakeMpegts.players[0]!.config).toEqual({
      isLive: true,
      enableStashBuffer: false,
      lazyLoad: false,
      liveSync: true,
      liveSyncMaxLatency: 2,
      liveSyncTargetLatency: 1.2,
      liveSyncPlaybackRate: 1.2,
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: 4,
      liveBufferLatencyMinRemain: 1,
      autoCleanupSourceBuffer: true,
      autoCleanupMaxBackwardDuration: 30,
      autoCleanupMinBackwardDuration: 10,
    });
  });
});

describe('HlsEngine', () => {
  it('loads the playlist into the video, its transmuxer in a worker', async () => {
    await new HlsEngine(options()).attach(video);
    const hls = FakeHls.instances[0]!;
    expect(hls.url).toBe(M3U8);
    expect(hls.media).toBe(video);
    // The transmuxer runs in a worker started from a blob URL (same-origin even when embedded).
    expect(hls.config.enableWorker).toBe(true);
    expect(String(hls.config.workerPath)).toMatch(/^blob:/);
  });

  it('runs the transmuxer inline when the worker script cannot be fetched', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    let IsolatedEngine: typeof HlsEngine | undefined;
    jest.isolateModules(() => {
      ({ HlsEngine: IsolatedEngine } = jest.requireActual<typeof HlsEngineModule>(
        '@src/domains/live-room/player/components/hls-engine',
      ));
    });
    await new IsolatedEngine!(options()).attach(video);
    const hls = FakeHls.instances[0]!;
    expect(hls.config).toMatchObject({ liveSyncDurationCount: 3, enableWorker: false });
    expect(hls.config.workerPath).toBeUndefined();
    expect(hls.url).toBe(M3U8);
  });

  it('refuses to run where hls.js is not supported', async () => {
    FakeHls.supported = false;
    await expect(new HlsEngine(options()).attach(video)).rejects.toBeInstanceOf(EngineUnsupportedError);
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('measures the delay from the program date-time of the frame on screen, on the server clock', async () => {
    const engine = new HlsEngine(options({ now: () => NOW + 1500 }));
    await engine.attach(video);
    const hls = FakeHls.instances[0]!;
    expect(engine.liveEdgeDelay()).toBeNull(); // no picture yet
    givePicture(video);
    hls.playingDate = new Date(NOW - 5000);
    expect(engine.liveEdgeDelay()).toBeCloseTo(6.5);
    // No date-time in the playlist: the distance behind the playlist edge, as an estimate.
    hls.playingDate = null;
    hls.latency = 4.2;
    expect(engine.liveEdgeDelay()).toBeCloseTo(4.2);
    hls.latency = 0;
    expect(engine.liveEdgeDelay()).toBeNull();
  });

  it('seeks to the live sync position when it has fallen behind', async () => {
    const engine = new HlsEngine(options());
    await engine.attach(video);
    const hls = FakeHls.instances[0]!;
    video.currentTime = 10;
    hls.liveSyncPosition = 10.5;
    engine.resync();
    expect(video.currentTime).toBe(10);
    hls.liveSyncPosition = 30;
    engine.resync();
    expect(video.currentTime).toBe(30);
  });

  it('recovers one media error, then reports the next fatal error', async () => {
    const onFatal = jest.fn();
    await new HlsEngine(options({ onFatal })).attach(video);
    const hls = FakeHls.instances[0]!;
    hls.emit('hlsError', 'hlsError', { fatal: false, type: 'networkError', details: 'fragLoadError' });
    hls.fatal('mediaError', 'bufferStalledError');
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(onFatal).not.toHaveBeenCalled();
    hls.fatal('mediaError', 'bufferStalledError');
    expect(onFatal).toHaveBeenCalledWith(expect.stringContaining('mediaError'));
  });

  it('destroys hls.js, its listeners and the element source', async () => {
    const engine = new HlsEngine(options());
    await engine.attach(video);
    const hls = FakeHls.instances[0]!;
    video.setAttribute('src', 'blob:x');
    engine.destroy();
    expect(hls.destroyed).toBe(true);
    expect(hls.listenerCount()).toBe(0);
    expect(video.hasAttribute('src')).toBe(false);
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
    expect(engine.liveEdgeDelay()).toBeNull();
  });

  it('creates nothing when destroyed while hls.js was still loading', async () => {
    const engine = new HlsEngine(options());
    const attaching = engine.attach(video);
    engine.destroy();
    await attaching;
    expect(FakeHls.instances).toHaveLength(0);
  });
});

describe('NativeEngine', () => {
  it('plays the playlist through the element where there is no MSE but the element plays HLS’s own type', async () => {
    jest
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    // Loaded in the test: the type it asks for is made as the module loads.
    const engines = freshModule(
      () => jest.requireActual('@src/domains/live-room/player/components/native-engine') as typeof NativeEngineModule,
    );
    await new engines.NativeEngine(options()).attach(video);
    expect(video.src).toBe(M3U8);
  });

  it('refuses to run without native HLS, or where MSE exists (Chromium says "maybe")', async () => {
    await expect(new NativeEngine(options()).attach(video)).rejects.toBeInstanceOf(EngineUnsupportedError);
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    Object.defineProperty(window, 'MediaSource', { configurable: true, value: function MediaSource() {} });
    try {
      await expect(new NativeEngine(options()).attach(video)).rejects.toBeInstanceOf(EngineUnsupportedError);
    } finally {
      delete (window as unknown as Record<string, unknown>).MediaSource;
    }
  });

  it('measures the delay with getStartDate() + currentTime', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const engine = new NativeEngine(options());
    await engine.attach(video);
    givePicture(video, 20);
    expect(engine.liveEdgeDelay()).toBeNull(); // no getStartDate in this browser
    Object.assign(video, { getStartDate: () => new Date(NOW - 27_000) });
    expect(engine.liveEdgeDelay()).toBeCloseTo(7);
    Object.assign(video, { getStartDate: () => new Date(Number.NaN) });
    expect(engine.liveEdgeDelay()).toBeNull();
  });

  it('reports an element error as fatal and removes its listener on destroy', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const onFatal = jest.fn();
    const engine = new NativeEngine(options({ onFatal }));
    await engine.attach(video);
    video.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenCalledTimes(1);
    engine.destroy();
    video.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenCalledTimes(1);
    expect(video.hasAttribute('src')).toBe(false);
  });
});

describe('FlvEngine', () => {
  it('plays the FLV as a live stream with latency chasing', async () => {
    await new FlvEngine(options({ url: FLV })).attach(video);
    const player = fakeMpegts.players[0]!;
    expect(player.dataSource).toMatchObject({ type: 'flv', isLive: true, url: FLV });
    expect(player.config).toMatchObject({ isLive: true, liveSync: true, liveBufferLatencyChasing: true });
    expect(player.media).toBe(video);
    expect(player.loaded).toBe(true);
  });

  it('refuses to run without MSE', async () => {
    fakeMpegts.supported = false;
    await expect(new FlvEngine(options({ url: FLV })).attach(video)).rejects.toBeInstanceOf(EngineUnsupportedError);
  });

  it('estimates the delay from its buffer plus the source latency', async () => {
    const engine = new FlvEngine(options({ url: FLV }));
    await engine.attach(video);
    expect(engine.liveEdgeDelay()).toBeNull();
    givePicture(video, 10, 11.5);
    expect(engine.liveEdgeDelay()).toBeCloseTo(1.5 + FLV_SOURCE_LATENCY_S);
  });

  it('jumps near the buffered end when far behind', async () => {
    const engine = new FlvEngine(options({ url: FLV }));
    await engine.attach(video);
    givePicture(video, 10, 11);
    engine.resync();
    expect(video.currentTime).toBe(10);
    givePicture(video, 10, 20);
    engine.resync();
    expect(video.currentTime).toBeGreaterThan(20 - (FLV_CONFIG.liveSyncMaxLatency ?? 2));
    expect(video.currentTime).toBeLessThan(20);
  });

  it('reports errors as fatal and destroys the player', async () => {
    const onFatal = jest.fn();
    const engine = new FlvEngine(options({ url: FLV, onFatal }));
    await engine.attach(video);
    const player = fakeMpegts.players[0]!;
    player.emit('error', 'NetworkError', 'HttpStatusCodeInvalid');
    expect(onFatal).toHaveBeenCalledWith(expect.stringContaining('NetworkError'));
    engine.destroy();
    expect(player.destroyed).toBe(true);
    expect(player.listenerCount()).toBe(0);
  });
});
