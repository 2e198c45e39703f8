/**
 * Stand-ins for hls.js and mpegts.js (jsdom has no Media Source Extensions): they record what the
 * engines ask of them and let a test play the part of the library (support, errors, clock).
 */
type Listener = (...args: unknown[]) => void;

class Emitter {
  readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

export class FakeHls extends Emitter {
  static supported = true;
  static instances: FakeHls[] = [];
  static readonly Events = { ERROR: 'hlsError', FRAG_LOADED: 'hlsFragLoaded' };
  static readonly ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
  static isSupported(): boolean {
    return FakeHls.supported;
  }

  media: HTMLMediaElement | null = null;
  url: string | null = null;
  destroyed = false;
  playingDate: Date | null = null;
  latency = 0;
  liveSyncPosition: number | null = null;
  readonly recoverMediaError = jest.fn();

  constructor(readonly config: Record<string, unknown>) {
    super();
    FakeHls.instances.push(this);
  }

  attachMedia(media: HTMLMediaElement): void {
    this.media = media;
  }

  loadSource(url: string): void {
    this.url = url;
  }

  destroy(): void {
    this.destroyed = true;
    this.media = null;
  }

  fatal(type = 'networkError', details = 'manifestLoadError'): void {
    this.emit('hlsError', 'hlsError', { fatal: true, type, details });
  }
}

export class FakeFlvPlayer extends Emitter {
  media: HTMLMediaElement | null = null;
  loaded = false;
  destroyed = false;

  constructor(
    readonly dataSource: { type: string; isLive?: boolean; url?: string },
    readonly config: Record<string, unknown>,
  ) {
    super();
  }

  attachMediaElement(media: HTMLMediaElement): void {
    this.media = media;
  }

  load(): void {
    this.loaded = true;
  }

  destroy(): void {
    this.destroyed = true;
    this.media = null;
  }
}

export const fakeMpegts = {
  supported: true,
  players: [] as FakeFlvPlayer[],
  Events: { ERROR: 'error', STATISTICS_INFO: 'statistics_info' },
  LoggingControl: { applyConfig: jest.fn() },
  isSupported: () => fakeMpegts.supported,
  getFeatureList: () => ({ mseLivePlayback: fakeMpegts.supported }),
  createPlayer(dataSource: FakeFlvPlayer['dataSource'], config: Record<string, unknown>): FakeFlvPlayer {
    const player = new FakeFlvPlayer(dataSource, config);
    fakeMpegts.players.push(player);
    return player;
  },
};

export function resetFakeLibraries(): void {
  FakeHls.supported = true;
  FakeHls.instances = [];
  fakeMpegts.supported = true;
  fakeMpegts.players = [];
}

/** Lets the engines' dynamic imports and promise chains settle. */
export async function settle(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/** Pretends the element has a picture: readyState HAVE_ENOUGH_DATA and a playhead. */
export function givePicture(video: HTMLVideoElement, currentTime = 10, bufferedEnd?: number): void {
  Object.defineProperty(video, 'readyState', { configurable: true, get: () => 4 });
  video.currentTime = currentTime;
  if (bufferedEnd !== undefined) {
    Object.defineProperty(video, 'buffered', {
      configurable: true,
      get: () => ({ length: 1, start: () => 0, end: () => bufferedEnd }),
    });
  }
}

/** Stubs what jsdom does not implement on media elements; returns the play() mock. */
export function stubMediaElement(play: () => Promise<void> = () => Promise.resolve()): jest.SpyInstance {
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  return jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
}

/**
 * The modules the engines import, as `jest.mock` replaces them in a test file:
 *   jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('./fake-libraries').hlsModule());
 *   jest.mock('mpegts.js', () => jest.requireActual('./fake-libraries').mpegtsModule());
 */
export const hlsModule = () => ({ __esModule: true, default: FakeHls });
export const mpegtsModule = () => ({ __esModule: true, default: fakeMpegts });
