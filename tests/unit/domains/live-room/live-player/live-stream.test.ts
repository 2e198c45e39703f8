/**
 * The stream itself, as the room's player and the mini-player drive it: sound kept once the fan
 * turned it on, muted autoplay as the fallback, the play button only when even that is refused,
 * a stall counted only after the first picture, and the picture brought back when the page is
 * seen again.
 */
import { act } from '@testing-library/react';
import { LiveStream, type LiveStreamCallbacks } from '@src/domains/live-room/components/live-player/live-stream';
import type * as LiveStreamModule from '@src/domains/live-room/components/live-player/live-stream';
import { freshModule } from '@tests/support/fresh-module';
import { FakeHls, fakeMpegts, givePicture, resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';

jest.mock('hls.js/dist/hls.light.mjs', () => ({
  __esModule: true,
  default: jest.requireActual('./fake-libraries').FakeHls,
}));
jest.mock('mpegts.js', () => ({ __esModule: true, default: jest.requireActual('./fake-libraries').fakeMpegts }));

const M3U8 = 'http://localhost:3100/live/7/index.m3u8';
const FLV = 'http://localhost:3100/live/7.flv';

let play: jest.SpyInstance;
let paused: boolean;
const streams: LiveStream[] = [];

beforeEach(() => {
  resetFakeLibraries();
  play = stubMediaElement();
  paused = false;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.destroy();
  delete (document as unknown as Record<string, unknown>).visibilityState;
});

function notAllowed() {
  return Promise.reject(new DOMException('no autoplay', 'NotAllowedError'));
}

async function started(flv: string | null = null, callbacks: () => LiveStreamCallbacks = () => ({})) {
  const stream = new LiveStream({ m3u8: M3U8, flv, callbacks });
  streams.push(stream);
  const slot = document.createElement('div');
  document.body.appendChild(slot);
  stream.mountIn(slot);
  const told = jest.fn();
  stream.subscribe(told);
  await act(async () => {
    stream.start();
    await settle();
  });
  return { stream, video: stream.video, told };
}

/**
 * As a browser does: the element's `muted` changes at once, and its `volumechange` comes in a later
 * task — here not before the test has looked.
 */
function volumeChangeNotYetFired(video: HTMLVideoElement) {
  let muted = video.muted;
  Object.defineProperty(video, 'muted', {
    configurable: true,
    get: () => muted,
    set: (value: boolean) => {
      muted = value;
    },
  });
}

/** hls.js fails for good: the chain moves to the next engine. */
async function failHls() {
  await act(async () => {
    FakeHls.instances[0]!.fatal();
    await settle();
  });
}

async function firstFrame(video: HTMLVideoElement) {
  givePicture(video);
  await act(async () => {
    video.dispatchEvent(new Event('playing'));
    await settle();
  });
}

describe('sound', () => {
  it("the mini-player's mute silences the stream", async () => {
    const { stream, video } = await started();
    stream.unmute();
    expect(stream.getView().muted).toBe(false);
    stream.mute();
    expect(video.muted).toBe(true);
    expect(stream.getView().muted).toBe(true);
  });

  it('turning the sound on plays a paused stream, and leaves a playing one alone', async () => {
    const { stream } = await started();
    const plays = play.mock.calls.length;
    stream.unmute();
    expect(play).toHaveBeenCalledTimes(plays);
    paused = true;
    stream.unmute();
    expect(play).toHaveBeenCalledTimes(plays + 1);
  });

  it('the next engine starts with sound once the fan turned it on', async () => {
    const { stream, video } = await started(FLV);
    stream.unmute();
    await failHls();
    expect(video.muted).toBe(false);
    expect(stream.getView().muted).toBe(false);
  });

  it('with sound refused, the next engine plays muted instead of asking for a tap, and shows it at once', async () => {
    const { stream, video } = await started(FLV);
    volumeChangeNotYetFired(video);
    stream.unmute();
    play.mockImplementationOnce(notAllowed);
    await failHls();
    expect(video.muted).toBe(true);
    expect(stream.getView()).toMatchObject({ muted: true, blocked: false });
  });
});

describe('autoplay refused', () => {
  it('asks for a tap when even muted autoplay is refused; the tap plays with sound', async () => {
    play.mockImplementation(notAllowed);
    const { stream, video } = await started();
    expect(stream.getView().blocked).toBe(true);
    play.mockImplementation(() => Promise.resolve());
    await act(async () => {
      stream.playByTap();
      await settle();
    });
    expect(stream.getView()).toMatchObject({ blocked: false, muted: false });
    expect(video.muted).toBe(false);
  });

  it('stays blocked when the tap is refused too', async () => {
    play.mockImplementation(notAllowed);
    const { stream } = await started();
    await act(async () => {
      stream.playByTap();
      await settle();
    });
    expect(stream.getView().blocked).toBe(true);
  });

  it('an interrupted load (not a refusal) asks for no tap', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('interrupted', 'AbortError')));
    const { stream } = await started();
    expect(stream.getView().blocked).toBe(false);
  });
});

describe('stalls', () => {
  it('counts a stall only after the first picture, and its end', async () => {
    jest.useFakeTimers({ now: Date.UTC(2025, 5, 1, 12) });
    try {
      const { stream, video } = await started();
      act(() => {
        video.dispatchEvent(new Event('waiting'));
      });
      expect(stream.getView().buffering).toBe(true);
      expect(stream.healthNow().stalls).toBe(0);
      await firstFrame(video);
      expect(stream.getView().buffering).toBe(false);
      act(() => {
        video.dispatchEvent(new Event('waiting'));
      });
      jest.advanceTimersByTime(2000);
      expect(stream.healthNow()).toMatchObject({ stalls: 1, currentStallMs: 2000 });
      act(() => {
        video.dispatchEvent(new Event('playing'));
      });
      expect(stream.getView().buffering).toBe(false);
      jest.advanceTimersByTime(1000);
      expect(stream.healthNow()).toMatchObject({ stalls: 1, currentStallMs: 0, stalledMs: 2000 });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('back from the background', () => {
  function show(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  it('plays a stream the system paused meanwhile', async () => {
    const { video } = await started();
    await firstFrame(video);
    paused = true;
    const plays = play.mock.calls.length;
    show('hidden');
    expect(play).toHaveBeenCalledTimes(plays);
    show('visible');
    expect(play).toHaveBeenCalledTimes(plays + 1);
  });

  it('leaves a stream waiting for a tap as it is', async () => {
    play.mockImplementation(notAllowed);
    const { stream } = await started();
    expect(stream.getView().blocked).toBe(true);
    paused = true;
    const plays = play.mock.calls.length;
    show('visible');
    expect(play).toHaveBeenCalledTimes(plays);
  });
});

describe('listeners', () => {
  it('are told of a change only', async () => {
    const { stream, told } = await started();
    const count = told.mock.calls.length;
    stream.mute();
    expect(told).toHaveBeenCalledTimes(count);
    stream.unmute();
    expect(told).toHaveBeenCalledTimes(count + 1);
  });

  it('are told nothing after they left, nor after the stream closed', async () => {
    const { stream, told } = await started();
    const other = jest.fn();
    const leave = stream.subscribe(other);
    leave();
    stream.unmute();
    expect(other).not.toHaveBeenCalled();
    const count = told.mock.calls.length;
    stream.destroy();
    stream.mute();
    expect(told).toHaveBeenCalledTimes(count);
    expect(stream.getView().muted).toBe(false);
  });
});

describe('between two owners', () => {
  it('waits in a hidden park, still in the document, and the park goes once the element is mounted again', async () => {
    const { stream, video } = await started();
    const slot = video.parentElement!;
    stream.releaseFrom(document.createElement('div'));
    expect(video.parentElement).toBe(slot);
    stream.releaseFrom(slot);
    const park = video.parentElement!;
    expect(park).toHaveAttribute('data-live-stream-park', '');
    expect(park).toHaveAttribute('aria-hidden', 'true');
    expect(park.style.opacity).toBe('0');
    expect(park.style.pointerEvents).toBe('none');
    const next = document.createElement('div');
    document.body.appendChild(next);
    stream.mountIn(next);
    expect(video.parentElement).toBe(next);
    expect(park.isConnected).toBe(false);
  });

  it('a closed stream is neither mounted, parked nor kept on leaving', async () => {
    const { stream, video } = await started();
    await firstFrame(video);
    expect(stream.keepsStreaming()).toBe(true);
    const slot = document.createElement('div');
    stream.mountIn(slot);
    stream.destroy();
    expect(stream.keepsStreaming()).toBe(false);
    const other = document.createElement('div');
    stream.mountIn(other);
    expect(other.childElementCount).toBe(0);
    stream.releaseFrom(slot);
    expect(document.querySelector('[data-live-stream-park]')).toBeNull();
  });
});

describe('before the stream starts', () => {
  it('shows neither a picture, a play button nor a stall, muted as its element is', () => {
    const { LiveStream: FreshLiveStream } = freshModule<typeof LiveStreamModule>(
      '@src/domains/live-room/components/live-player/live-stream',
    );
    const stream = new FreshLiveStream({ m3u8: M3U8, flv: null, callbacks: () => ({}) });
    streams.push(stream);
    expect(stream.getView()).toEqual({ firstFrame: false, blocked: false, buffering: false, error: null, muted: true });
    expect(stream.video.muted).toBe(true);
  });
});

describe('the sound as the browser tells it', () => {
  it('the sound button shows the tap at once, not when the browser gets round to its event', async () => {
    const { stream, video } = await started();
    volumeChangeNotYetFired(video);
    stream.unmute();
    expect(stream.getView().muted).toBe(false);
    stream.mute();
    expect(stream.getView().muted).toBe(true);
    play.mockImplementation(notAllowed);
    await act(async () => {
      stream.playByTap();
      expect(stream.getView().muted).toBe(false);
      await settle();
    });
  });

  it("follows the element muted by the system's own controls", async () => {
    const { stream, video } = await started();
    stream.unmute();
    act(() => {
      video.muted = true;
      video.dispatchEvent(new Event('volumechange'));
    });
    expect(stream.getView().muted).toBe(true);
  });

  it('the tap on the play button gives the next engine sound too', async () => {
    play.mockImplementation(notAllowed);
    const { stream, video } = await started(FLV);
    play.mockImplementation(() => Promise.resolve());
    await act(async () => {
      stream.playByTap();
      await settle();
    });
    await failHls();
    expect(fakeMpegts.players).toHaveLength(1);
    expect(video.muted).toBe(false);
  });
});

describe('the next engine', () => {
  it('shows the spinner, not the last picture or a stall, until its own first picture', async () => {
    const { stream, video } = await started(FLV);
    await firstFrame(video);
    act(() => {
      video.dispatchEvent(new Event('waiting'));
    });
    expect(stream.getView()).toMatchObject({ firstFrame: true, buffering: true });
    delete (video as unknown as Record<string, unknown>).readyState;
    video.currentTime = 0;
    await failHls();
    expect(fakeMpegts.players).toHaveLength(1);
    expect(stream.getView()).toMatchObject({ firstFrame: false, buffering: false });
    await firstFrame(video);
    expect(stream.getView().firstFrame).toBe(true);
  });

  it('needs no tap once it plays where the engine before it was refused', async () => {
    play.mockImplementation(notAllowed);
    const { stream } = await started(FLV);
    expect(stream.getView().blocked).toBe(true);
    play.mockImplementation(() => Promise.resolve());
    await failHls();
    expect(stream.getView().blocked).toBe(false);
  });

  it('keeps its play button when the engine it replaced finally plays', async () => {
    let playLate: () => void = () => undefined;
    play.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          playLate = resolve;
        }),
    );
    const { stream } = await started(FLV);
    play.mockImplementation(notAllowed);
    await failHls();
    expect(stream.getView().blocked).toBe(true);
    await act(async () => {
      playLate();
      await settle();
    });
    expect(stream.getView().blocked).toBe(true);
  });

  it("tells the stall detector each segment's bytes", async () => {
    const { stream } = await started();
    expect(stream.healthNow().bytesPerSecond).toBeNull();
    FakeHls.instances[0]!.emit('hlsFragLoaded', 'hlsFragLoaded', { frag: { stats: { loaded: 96_000 } } });
    expect(stream.healthNow().bytesPerSecond).toBeGreaterThan(0);
  });
});

describe('重试', () => {
  it('shows the spinner at once: no picture, play button, stall or failure left from before', async () => {
    play.mockImplementation(notAllowed);
    const { stream, video } = await started();
    await firstFrame(video);
    act(() => {
      video.dispatchEvent(new Event('waiting'));
    });
    expect(stream.getView()).toMatchObject({ firstFrame: true, blocked: true, buffering: true });
    stream.retry();
    expect(stream.getView()).toMatchObject({ firstFrame: false, blocked: false, buffering: false, error: null });
    await act(() => settle());
  });

  it('loads nothing once the stream is closed', async () => {
    const { stream } = await started();
    stream.destroy();
    stream.retry();
    await act(() => settle());
    expect(FakeHls.instances).toHaveLength(1);
  });
});

describe('another owner', () => {
  it("the room's player, once it holds the stream again, hears its first frame", async () => {
    const mini = { onFirstFrame: jest.fn() };
    const room = { onFirstFrame: jest.fn() };
    const { stream, video } = await started(null, () => mini);
    stream.setCallbacks(() => room);
    await firstFrame(video);
    expect(room.onFirstFrame).toHaveBeenCalledTimes(1);
    expect(mini.onFirstFrame).not.toHaveBeenCalled();
  });

  it("mounted again in its own slot, stays under the slot's overlays", async () => {
    const { stream, video } = await started();
    const slot = video.parentElement!;
    const overlay = document.createElement('div');
    slot.appendChild(overlay);
    stream.mountIn(slot);
    expect(Array.from(slot.children)).toEqual([video, overlay]);
  });

  it('another stream waiting in the park stays in the document when one is mounted', async () => {
    const first = await started();
    const second = await started();
    first.stream.releaseFrom(first.video.parentElement!);
    second.stream.releaseFrom(second.video.parentElement!);
    expect(first.video.parentElement).toBe(second.video.parentElement);
    const next = document.createElement('div');
    document.body.appendChild(next);
    first.stream.mountIn(next);
    expect(second.video.isConnected).toBe(true);
  });
});
