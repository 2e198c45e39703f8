/**
 * The engine chain as the player meets it: one engine at a time, the next one when it fails or
 * shows no picture in time, and nothing from an engine once it was let go — a late answer of the
 * library it was loading, a late error — so a stream the fan watches is never torn down by the
 * engine before it.
 */
import {
  EngineChain,
  STARTUP_TIMEOUT_MS,
  type EngineChainOptions,
} from '@src/domains/live-room/player/components/engine-chain';
import {
  EngineUnsupportedError,
  type EngineKind,
  type EngineOptions,
  type PlayerEngine,
} from '@src/domains/live-room/player/components/player-engine';

interface FakeEngine extends PlayerEngine {
  options: EngineOptions;
  destroyed: boolean;
  attached(): Promise<void>;
  refused(error: unknown): Promise<void>;
  fatal(message: string): void;
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};

function fakeEngine(kind: EngineKind, options: EngineOptions): FakeEngine {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const attaching = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const engine: FakeEngine = {
    kind,
    options,
    destroyed: false,
    attach: () => attaching,
    destroy: () => {
      engine.destroyed = true;
    },
    liveEdgeDelay: () => null,
    resync: () => undefined,
    attached: async () => {
      resolve();
      await settle();
    },
    refused: async (error) => {
      reject(error);
      await settle();
    },
    fatal: (message) => options.onFatal(message),
  };
  return engine;
}

const PLAN = [
  { kind: 'hls', url: 'http://localhost:3100/live/7/index.m3u8' },
  { kind: 'native', url: 'http://localhost:3100/live/7/index.m3u8' },
  { kind: 'flv', url: 'http://localhost:3100/live/7.flv' },
] as const;

let video: HTMLVideoElement;
let readyState: number;

function chainOf(overrides: Partial<EngineChainOptions> = {}) {
  const engines: FakeEngine[] = [];
  const calls = {
    onAttached: jest.fn(),
    onDetached: jest.fn(),
    onExhausted: jest.fn(),
  };
  const chain = new EngineChain({
    plan: PLAN,
    video,
    now: () => Date.now(),
    create: (kind, options) => {
      const engine = fakeEngine(kind, options);
      engines.push(engine);
      return engine;
    },
    ...calls,
    ...overrides,
  });
  chain.start();
  return { chain, engines, ...calls };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  video = document.createElement('video');
  readyState = 0;
  Object.defineProperty(video, 'readyState', { configurable: true, get: () => readyState });
});

afterEach(() => {
  jest.useRealTimers();
  delete (document as unknown as Record<string, unknown>).visibilityState;
});

describe('one engine at a time', () => {
  it('names no engine while the first loads, then the one attached', async () => {
    const { chain, engines, onAttached } = chainOf();
    expect(engines.map((engine) => engine.kind)).toEqual(['hls']);
    expect(chain.engine).toBeNull();
    await engines[0]!.attached();
    expect(chain.engine).toBe(engines[0]);
    expect(onAttached).toHaveBeenCalledWith(engines[0]);
  });

  it('tells the player an attached engine is gone, but not an engine that never attached', async () => {
    const { chain, engines, onDetached } = chainOf();
    engines[0]!.fatal('hls.js: networkError manifestLoadError');
    expect(onDetached).not.toHaveBeenCalled();
    expect(engines[0]!.destroyed).toBe(true);
    await engines[1]!.attached();
    engines[1]!.fatal('native HLS: media error 4');
    expect(onDetached).toHaveBeenCalledTimes(1);
    expect(chain.engine).toBeNull();
    expect(engines.map((engine) => engine.kind)).toEqual(['hls', 'native', 'flv']);
  });

  it('passes over an engine this browser cannot run without counting it as a failure', async () => {
    const { engines, onExhausted } = chainOf();
    await engines[0]!.refused(new EngineUnsupportedError('hls.js is not supported here'));
    await engines[1]!.refused(new EngineUnsupportedError('no native HLS'));
    await engines[2]!.refused(new EngineUnsupportedError('mpegts.js is not supported here'));
    expect(onExhausted).toHaveBeenCalledWith({ supported: false, reason: 'no engine supported' });
  });

  it('says why each engine failed once none is left', async () => {
    const { engines, onExhausted } = chainOf();
    engines[0]!.fatal('hls.js: networkError manifestLoadError');
    await engines[1]!.refused(new EngineUnsupportedError('no native HLS'));
    await engines[2]!.refused(new Error('mpegts.js: NetworkError'));
    expect(onExhausted).toHaveBeenCalledTimes(1);
    expect(onExhausted).toHaveBeenCalledWith({
      supported: true,
      reason: 'hls.js: networkError manifestLoadError; mpegts.js: NetworkError',
    });
  });
});

describe('an engine let go says nothing more', () => {
  it('a library that finishes loading after its engine failed attaches nothing', async () => {
    const { chain, engines, onAttached } = chainOf();
    engines[0]!.fatal('hls.js: networkError');
    await engines[0]!.attached();
    expect(onAttached).not.toHaveBeenCalled();
    expect(chain.engine).toBeNull();
    await engines[1]!.attached();
    expect(onAttached).toHaveBeenCalledTimes(1);
    expect(chain.engine).toBe(engines[1]);
  });

  it('a late refusal of an engine let go does not skip the one now loading', async () => {
    const { engines } = chainOf();
    engines[0]!.fatal('hls.js: networkError');
    await engines[0]!.refused(new EngineUnsupportedError('hls.js is not supported here'));
    expect(engines.map((engine) => engine.kind)).toEqual(['hls', 'native']);
    expect(engines[1]!.destroyed).toBe(false);
  });

  it('a late error of an engine let go does not stop the one now playing', async () => {
    const { chain, engines, onDetached } = chainOf();
    await engines[0]!.attached();
    engines[0]!.fatal('hls.js: mediaError');
    await engines[1]!.attached();
    engines[0]!.fatal('hls.js: mediaError again');
    expect(engines[1]!.destroyed).toBe(false);
    expect(chain.engine).toBe(engines[1]);
    expect(onDetached).toHaveBeenCalledTimes(1);
  });

  it('after destroy, neither the loading library nor its error starts anything', async () => {
    const { chain, engines, onAttached, onExhausted } = chainOf();
    chain.destroy();
    expect(engines[0]!.destroyed).toBe(true);
    await engines[0]!.refused(new EngineUnsupportedError('hls.js is not supported here'));
    engines[0]!.fatal('hls.js: networkError');
    expect(engines).toHaveLength(1);
    expect(onAttached).not.toHaveBeenCalled();
    expect(onExhausted).not.toHaveBeenCalled();
  });

  it('an owner that stops the chain on hearing its engine is gone gets no next engine', async () => {
    const onDetached = jest.fn(() => chain.destroy());
    const { chain, engines } = chainOf({ onDetached });
    await engines[0]!.attached();
    engines[0]!.fatal('hls.js: networkError');
    expect(onDetached).toHaveBeenCalledTimes(1);
    expect(engines).toHaveLength(1);
  });
});

describe('the startup watchdog', () => {
  it('moves on when no picture came in time, saying so', async () => {
    const { engines, onExhausted } = chainOf({ plan: PLAN.slice(0, 1) });
    await engines[0]!.attached();
    jest.advanceTimersByTime(STARTUP_TIMEOUT_MS - 1);
    expect(engines[0]!.destroyed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(engines[0]!.destroyed).toBe(true);
    expect(onExhausted).toHaveBeenCalledWith({ supported: true, reason: 'hls: no picture after 15 s' });
  });

  /** The engines tried once the first attached, `meanwhile` happened and the startup time passed. */
  async function afterStartup(meanwhile: () => void) {
    const { engines } = chainOf();
    await engines[0]!.attached();
    meanwhile();
    jest.advanceTimersByTime(STARTUP_TIMEOUT_MS);
    return engines.map((engine) => `${engine.kind}${engine.destroyed ? ' (destroyed)' : ''}`);
  }

  it('keeps an engine whose element has a frame to show (autoplay refused: nothing plays, the frame is there)', async () => {
    expect(await afterStartup(() => (readyState = 2))).toEqual(['hls']);
  });

  it('stops judging once a frame was there, even when the data is gone again as the time passes', async () => {
    const engines = await afterStartup(() => {
      readyState = 2;
      video.dispatchEvent(new Event('loadeddata'));
      readyState = 1;
    });
    expect(engines).toEqual(['hls']);
  });

  it('goes on judging after a playing event without a frame', async () => {
    const engines = await afterStartup(() => {
      readyState = 1;
      video.dispatchEvent(new Event('playing'));
    });
    expect(engines).toEqual(['hls (destroyed)', 'native']);
  });

  it('waits while the page is hidden, and judges once it is visible again', async () => {
    const { engines } = chainOf();
    await engines[0]!.attached();
    setVisibility('hidden');
    jest.advanceTimersByTime(STARTUP_TIMEOUT_MS * 2);
    expect(engines[0]!.destroyed).toBe(false);
    setVisibility('visible');
    jest.advanceTimersByTime(STARTUP_TIMEOUT_MS);
    expect(engines[0]!.destroyed).toBe(true);
    expect(engines).toHaveLength(2);
  });
});
