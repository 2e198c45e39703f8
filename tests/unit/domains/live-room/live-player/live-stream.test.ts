/**
 * The stream itself, as the room's player and the mini-player drive it: sound kept once the fan
 * turned it on, muted autoplay as the fallback, the play button only when even that is refused,
 * a stall counted only after the first picture, and the picture brought back when the page is
 * seen again.
 */
import { act } from '@testing-library/react';
import { LiveStream } from '@src/domains/live-room/components/live-player/live-stream';
import { FakeHls, givePicture, resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';

jest.mock('hls.js/dist/hls.light.mjs', () => ({ __esModule: true, default: jest.requireActual('./fake-libraries').FakeHls }));
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

async function started(flv: string | null = null) {
  const stream = new LiveStream({ m3u8: M3U8, flv, callbacks: () => ({}) });
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
    await act(async () => {
      FakeHls.instances[0]!.fatal();
      await settle();
    });
    expect(video.muted).toBe(false);
    expect(stream.getView().muted).toBe(false);
  });

  it('with sound refused, the next engine plays muted instead of asking for a tap', async () => {
    const { stream, video } = await started(FLV);
    stream.unmute();
    play.mockImplementationOnce(notAllowed);
    await act(async () => {
      FakeHls.instances[0]!.fatal();
      await settle();
    });
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
