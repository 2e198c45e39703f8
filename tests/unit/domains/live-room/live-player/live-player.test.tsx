import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import LivePlayer from '@src/domains/live-room/components/live-player/live-player';
import { STARTUP_TIMEOUT_MS } from '@src/domains/live-room/components/live-player/engine-chain';
import type { LivePlayerProps } from '@src/domains/live-room/components/live-player/live-player-props';
import { FakeHls, fakeMpegts, givePicture, resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';

jest.mock('hls.js/dist/hls.light.mjs', () => ({
  __esModule: true,
  default: jest.requireActual('./fake-libraries').FakeHls,
}));
jest.mock('mpegts.js', () => ({ __esModule: true, default: jest.requireActual('./fake-libraries').fakeMpegts }));

const M3U8 = 'http://localhost:3100/live/7/index.m3u8';
const FLV = 'http://localhost:3100/live/7.flv';
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

let play: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetFakeLibraries();
  play = stubMediaElement();
});

afterEach(() => {
  jest.useRealTimers();
});

async function renderPlayer(props: Partial<LivePlayerProps> = {}) {
  const all: LivePlayerProps = { sources: { m3u8: M3U8, flv: FLV }, ...props };
  const view = render(<LivePlayer {...all} />);
  await act(() => settle());
  const video = view.container.querySelector('video')!;
  return {
    ...view,
    video,
    rerenderWith: (next: Partial<LivePlayerProps>) => view.rerender(<LivePlayer {...all} {...next} />),
  };
}

/** Runs `step` inside act, then lets the engines settle. */
async function settledAfter(step: () => void) {
  await act(async () => {
    step();
    await settle();
  });
}

/** The first frame arrives (jsdom has no requestVideoFrameCallback: the `playing` path). */
async function showFirstFrame(video: HTMLVideoElement) {
  givePicture(video);
  await settledAfter(() => video.dispatchEvent(new Event('playing')));
}

describe('autoplay off (the global isAutoPlay)', () => {
  it('downloads nothing and shows play over the poster until the viewer taps it', async () => {
    const { video } = await renderPlayer({ autoPlay: false, poster: 'http://localhost:3100/cover.png' });
    expect(FakeHls.instances).toHaveLength(0);
    expect(fakeMpegts.players).toHaveLength(0);
    expect(video.poster).toBe('http://localhost:3100/cover.png');
    expect(screen.queryByRole('status', { name: '直播加载中' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '播放直播' }));
    await act(() => settle());
    expect(FakeHls.instances).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '播放直播' })).toBeNull();
  });
});

describe('engine choice', () => {
  it('plays m3u8 with hls.js where it is supported', async () => {
    const { video } = await renderPlayer();
    expect(FakeHls.instances).toHaveLength(1);
    expect(FakeHls.instances[0]!.url).toBe(M3U8);
    expect(FakeHls.instances[0]!.media).toBe(video);
    expect(fakeMpegts.players).toHaveLength(0);
  });

  it('plays m3u8 natively where there is no MSE but the browser plays HLS', async () => {
    FakeHls.supported = false;
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { video } = await renderPlayer();
    expect(FakeHls.instances).toHaveLength(0);
    expect(video.getAttribute('src')).toBe(M3U8);
    expect(fakeMpegts.players).toHaveLength(0);
  });

  it('plays flv with mpegts.js when the room has only flv', async () => {
    await renderPlayer({ sources: { m3u8: '', flv: FLV } });
    expect(FakeHls.instances).toHaveLength(0);
    expect(fakeMpegts.players).toHaveLength(1);
    expect(fakeMpegts.players[0]!.dataSource).toMatchObject({ type: 'flv', isLive: true, url: FLV });
  });

  it('falls back to mpegts.js when hls.js fails, and destroys hls.js', async () => {
    await renderPlayer();
    const hls = FakeHls.instances[0]!;
    await settledAfter(() => hls.fatal());
    expect(hls.destroyed).toBe(true);
    expect(fakeMpegts.players).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back when no picture arrives in time', async () => {
    await renderPlayer();
    await settledAfter(() => jest.advanceTimersByTime(STARTUP_TIMEOUT_MS));
    expect(FakeHls.instances[0]!.destroyed).toBe(true);
    expect(fakeMpegts.players).toHaveLength(1);
  });

  it('keeps an engine that showed a picture, even when it is rebuffering as the startup timeout passes', async () => {
    const { video } = await renderPlayer();
    await showFirstFrame(video);
    // A stall: the picture's data is gone again (HAVE_METADATA) when the timer fires.
    Object.defineProperty(video, 'readyState', { configurable: true, get: () => 1 });
    await settledAfter(() => jest.advanceTimersByTime(STARTUP_TIMEOUT_MS));
    expect(FakeHls.instances[0]!.destroyed).toBe(false);
    expect(fakeMpegts.players).toHaveLength(0);
  });

  it('shows an error with 重试 when every engine failed, and 重试 starts over', async () => {
    const onError = jest.fn();
    await renderPlayer({ onError });
    await settledAfter(() => FakeHls.instances[0]!.fatal());
    await settledAfter(() => fakeMpegts.players[0]!.emit('error', 'NetworkError', 'HttpStatusCodeInvalid'));
    expect(screen.getByRole('alert')).toHaveTextContent('直播加载失败');
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('直播加载失败'));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => settle());
    expect(FakeHls.instances).toHaveLength(2);
    expect(FakeHls.instances[1]!.destroyed).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when this browser can play none of the sources', async () => {
    FakeHls.supported = false;
    fakeMpegts.supported = false;
    await renderPlayer();
    expect(screen.getByRole('alert')).toHaveTextContent('当前浏览器无法播放该直播');
  });

  it('says the anchor is not live when there is no source', async () => {
    await renderPlayer({ sources: { m3u8: '', flv: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('主播暂未开播');
    expect(FakeHls.instances).toHaveLength(0);
  });
});

describe('lifecycle', () => {
  /** Listeners added to `targets` and never removed, as "target type name" (React's own are left out). */
  function trackListeners() {
    const add = jest.spyOn(EventTarget.prototype, 'addEventListener');
    const remove = jest.spyOn(EventTarget.prototype, 'removeEventListener');
    return (targets: Record<string, EventTarget>) => {
      const removed = remove.mock.calls.map((call, index) => [remove.mock.contexts[index], call[0], call[1]]);
      return add.mock.calls
        .map((call, index) => [add.mock.contexts[index], call[0], call[1]] as const)
        .filter(([target]) => Object.values(targets).includes(target as EventTarget))
        .filter(([, , listener]) => !/^bound dispatch/.test((listener as { name?: string } | null)?.name ?? ''))
        .filter(
          ([target, type, listener]) => !removed.some(([t, ty, l]) => t === target && ty === type && l === listener),
        )
        .map(([target, type, listener]) => {
          const name = Object.keys(targets).find((key) => targets[key] === target);
          return `${name} ${type} ${(listener as { name?: string } | null)?.name ?? ''}`;
        });
    };
  }

  /** Timers set from now on and still pending (React's scheduler keeps its own, set up earlier). */
  function trackTimers() {
    const pending = new Map<unknown, string>();
    const {
      setTimeout: realTimeout,
      setInterval: realInterval,
      clearTimeout: realClearTimeout,
      clearInterval: realClearInterval,
    } = globalThis;
    jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      const id = realTimeout(() => {
        pending.delete(id);
        callback();
      }, ms);
      pending.set(id, `timeout ${ms}`);
      return id;
    }) as typeof setTimeout);
    jest.spyOn(globalThis, 'setInterval').mockImplementation(((callback: () => void, ms?: number) => {
      const id = realInterval(callback, ms);
      pending.set(id, `interval ${ms}`);
      return id;
    }) as typeof setInterval);
    jest.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
      pending.delete(id);
      realClearTimeout(id);
    });
    jest.spyOn(globalThis, 'clearInterval').mockImplementation((id) => {
      pending.delete(id);
      realClearInterval(id);
    });
    return () => [...pending.values()];
  }

  it('destroys the engine, its listeners and timers on unmount', async () => {
    const pendingTimers = trackTimers();
    const leaked = trackListeners();
    const { video, unmount } = await renderPlayer();
    await showFirstFrame(video);
    const hls = FakeHls.instances[0]!;
    unmount();
    expect(hls.destroyed).toBe(true);
    expect(hls.listenerCount()).toBe(0);
    expect(video.hasAttribute('src')).toBe(false);
    expect(leaked({ video, document, window })).toEqual([]);
    expect(pendingTimers()).toEqual([]);
  });

  it('destroys the old engine and starts a new one when the source changes', async () => {
    const { rerenderWith } = await renderPlayer();
    const first = FakeHls.instances[0]!;
    rerenderWith({ sources: { m3u8: 'http://localhost:3100/live/8/index.m3u8', flv: '' } });
    await act(() => settle());
    expect(first.destroyed).toBe(true);
    expect(FakeHls.instances).toHaveLength(2);
    expect(FakeHls.instances[1]!.url).toBe('http://localhost:3100/live/8/index.m3u8');
  });

  it('keeps the engine when only callbacks change', async () => {
    const { rerenderWith } = await renderPlayer({ onDelayChange: jest.fn() });
    rerenderWith({ onDelayChange: jest.fn(), serverTimeOffsetMs: 300 });
    await act(() => settle());
    expect(FakeHls.instances).toHaveLength(1);
  });

  it('sets the mobile inline-playback attributes and starts muted', async () => {
    const { video } = await renderPlayer();
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('webkit-playsinline', 'true');
    expect(video).toHaveAttribute('x5-playsinline', 'true');
    // X5 plays in the page's layer, under the room's overlays.
    expect(video).toHaveAttribute('x5-video-player-type', 'h5-page');
    expect(video).toHaveAttribute('muted');
    expect(video).toHaveAttribute('autoplay');
    expect(video.preload).toBe('auto');
    expect(video.playsInline).toBe(true);
    expect(video.defaultMuted).toBe(true);
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalled();
  });
});

describe('sound and autoplay', () => {
  it('shows a spinner until the first frame, then 点击开启声音, which unmutes', async () => {
    const { video } = await renderPlayer();
    expect(screen.getByRole('status')).toHaveAccessibleName('直播加载中');
    expect(screen.queryByRole('button', { name: /点击开启声音/ })).not.toBeInTheDocument();
    await showFirstFrame(video);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /点击开启声音/ }));
    expect(video.muted).toBe(false);
    expect(screen.queryByRole('button', { name: /点击开启声音/ })).not.toBeInTheDocument();
  });

  it('shows a big play button when even muted autoplay is refused; a tap plays', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no autoplay', 'NotAllowedError')));
    const { video } = await renderPlayer();
    const button = screen.getByRole('button', { name: '播放直播' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    play.mockImplementation(() => Promise.resolve());
    await settledAfter(() => fireEvent.click(button));
    expect(play).toHaveBeenCalledTimes(2);
    expect(video.muted).toBe(false);
    expect(screen.queryByRole('button', { name: '播放直播' })).not.toBeInTheDocument();
  });
});

describe('the controls over the stream', () => {
  it('shows the spinner again while the stream rebuffers after the first frame, the box busy meanwhile', async () => {
    const { video } = await renderPlayer();
    const box = screen.getByRole('region', { name: '直播画面' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    await showFirstFrame(video);
    expect(box).not.toHaveAttribute('aria-busy');
    await settledAfter(() => video.dispatchEvent(new Event('waiting')));
    expect(screen.getByRole('status')).toHaveAccessibleName('直播加载中');
    expect(box).toHaveAttribute('aria-busy', 'true');
    // The sound offer stays while it rebuffers.
    expect(screen.getByRole('button', { name: /点击开启声音/ })).toBeInTheDocument();
    await settledAfter(() => video.dispatchEvent(new Event('playing')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the room the stream’s health every two seconds', async () => {
    const onHealth = jest.fn();
    await renderPlayer({ onHealth });
    act(() => jest.advanceTimersByTime(1999));
    expect(onHealth).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onHealth).toHaveBeenCalledTimes(1);
    expect(onHealth).toHaveBeenCalledWith(expect.objectContaining({ stalls: 0, longestStallMs: 0 }));
    act(() => jest.advanceTimersByTime(2000));
    expect(onHealth).toHaveBeenCalledTimes(2);
  });

  it('goes full screen with the player’s box, and back out when the page is full screen', async () => {
    const enter = jest.fn(() => Promise.resolve());
    const exit = jest.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: enter, configurable: true });
    Object.defineProperty(document, 'exitFullscreen', { value: exit, configurable: true });
    try {
      const { video } = await renderPlayer();
      await showFirstFrame(video);
      fireEvent.click(screen.getByRole('button', { name: '全屏观看' }));
      expect(enter.mock.contexts).toEqual([screen.getByRole('region', { name: '直播画面' })]);
      Object.defineProperty(document, 'fullscreenElement', { value: video.parentElement, configurable: true });
      fireEvent.click(screen.getByRole('button', { name: '全屏观看' }));
      expect(exit).toHaveBeenCalledTimes(1);
      expect(enter).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    }
  });

  it('puts the video itself full screen on an iPhone, where no other element can go', async () => {
    const { video } = await renderPlayer();
    const enter = jest.fn();
    Object.assign(video, { webkitEnterFullscreen: enter });
    await showFirstFrame(video);
    fireEvent.click(screen.getByRole('button', { name: '全屏观看' }));
    expect(enter).toHaveBeenCalledTimes(1);
  });

  it('hints at the network only for a stream that failed to load, and offers no 重试 without a source', async () => {
    await renderPlayer();
    await settledAfter(() => FakeHls.instances[0]!.fatal());
    await settledAfter(() => fakeMpegts.players[0]!.emit('error', 'NetworkError', 'HttpStatusCodeInvalid'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^直播加载失败网络不太给力，请稍后重试重试$/);
    cleanup();
    FakeHls.supported = false;
    fakeMpegts.supported = false;
    await renderPlayer();
    expect(screen.getByRole('alert')).toHaveTextContent(/^当前浏览器无法播放该直播重试$/);
    cleanup();
    await renderPlayer({ sources: { m3u8: '', flv: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^主播暂未开播$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('first frame', () => {
  it('calls onFirstFrame once, on the first playing event with a playhead', async () => {
    const onFirstFrame = jest.fn();
    const { video } = await renderPlayer({ onFirstFrame });
    act(() => {
      video.dispatchEvent(new Event('playing')); // currentTime is still 0: no frame yet
    });
    expect(onFirstFrame).not.toHaveBeenCalled();
    await showFirstFrame(video);
    await showFirstFrame(video);
    expect(onFirstFrame).toHaveBeenCalledTimes(1);
  });

  it('also takes a timeupdate with a playhead as the first frame', async () => {
    const onFirstFrame = jest.fn();
    const { video } = await renderPlayer({ onFirstFrame });
    givePicture(video, 3.2);
    act(() => {
      video.dispatchEvent(new Event('timeupdate'));
    });
    expect(onFirstFrame).toHaveBeenCalledTimes(1);
  });

  it('uses requestVideoFrameCallback where the browser has it', async () => {
    const callbacks: VideoFrameRequestCallback[] = [];
    const proto = HTMLVideoElement.prototype as unknown as Record<string, unknown>;
    proto.requestVideoFrameCallback = (callback: VideoFrameRequestCallback) => callbacks.push(callback);
    proto.cancelVideoFrameCallback = jest.fn();
    try {
      const onFirstFrame = jest.fn();
      await renderPlayer({ onFirstFrame });
      expect(callbacks).toHaveLength(1);
      await settledAfter(() => callbacks[0]!(0, {} as VideoFrameCallbackMetadata));
      expect(onFirstFrame).toHaveBeenCalledTimes(1);
    } finally {
      delete proto.requestVideoFrameCallback;
      delete proto.cancelVideoFrameCallback;
    }
  });
});

describe('delay behind live', () => {
  it('reports the delay rounded to 0.1 s at most once a second, null while unknown', async () => {
    const onDelayChange = jest.fn();
    const { video } = await renderPlayer({ onDelayChange });
    const hls = FakeHls.instances[0]!;
    act(() => jest.advanceTimersByTime(1000));
    expect(onDelayChange).toHaveBeenLastCalledWith(null);

    await showFirstFrame(video);
    // The frame on screen was live `lag` ms ago; it moves with the clock, so the delay holds.
    let lag = 6040;
    Object.defineProperty(hls, 'playingDate', { configurable: true, get: () => new Date(Date.now() - lag) });
    act(() => jest.advanceTimersByTime(1000));
    expect(onDelayChange).toHaveBeenLastCalledWith(6);
    expect(onDelayChange).toHaveBeenCalledTimes(2);

    // The delay changes many times within a second: one report, at the next sample.
    for (let step = 0; step < 9; step += 1) {
      lag = 7000 + step * 40;
      act(() => jest.advanceTimersByTime(100));
    }
    expect(onDelayChange).toHaveBeenCalledTimes(2);
    lag = 7260;
    act(() => jest.advanceTimersByTime(100));
    expect(onDelayChange).toHaveBeenCalledTimes(3);
    expect(onDelayChange).toHaveBeenLastCalledWith(7.3);

    // Unchanged: no report.
    act(() => jest.advanceTimersByTime(3000));
    expect(onDelayChange).toHaveBeenCalledTimes(3);
  });

  it('counts the server clock offset', async () => {
    const onDelayChange = jest.fn();
    const { video } = await renderPlayer({ onDelayChange, serverTimeOffsetMs: 2000 });
    await showFirstFrame(video);
    // The server's clock is 2 s ahead of ours; its date-times say the frame is 5 s old.
    Object.defineProperty(FakeHls.instances[0]!, 'playingDate', {
      configurable: true,
      get: () => new Date(Date.now() + 2000 - 5000),
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(onDelayChange).toHaveBeenLastCalledWith(5);
  });
});

describe('visibility', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  it('jumps back to the live edge when the page becomes visible again', async () => {
    const { video } = await renderPlayer();
    await showFirstFrame(video);
    const hls = FakeHls.instances[0]!;
    video.currentTime = 10;
    hls.liveSyncPosition = 42;
    act(() => setVisibility('hidden'));
    expect(video.currentTime).toBe(10);
    act(() => setVisibility('visible'));
    expect(video.currentTime).toBe(42);
  });
});
