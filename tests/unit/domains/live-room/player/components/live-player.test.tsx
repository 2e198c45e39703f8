/**
 * The room's player, how it starts and ends: autoplay off, the engine it picks for the room's
 * sources and the one it falls back to, the failures it shows, and what it leaves behind.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { STARTUP_TIMEOUT_MS } from '@src/domains/live-room/player/components/engine-chain';
import { FakeHls, fakeMpegts, settle } from './fake-libraries';
import { FLV, M3U8 } from './stream-addresses';
import { failHls, notAllowed } from './player-harness';
import { renderPlayer, setUpPlayerTests, settledAfter, showFirstFrame } from './player-harness';

const media = setUpPlayerTests();

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

  it('a stream that failed for good shows its failure, no spinner: the box is no longer busy', async () => {
    await renderPlayer();
    await failHls();
    await settledAfter(() => fakeMpegts.players[0]!.emit('error', 'NetworkError', 'HttpStatusCodeInvalid'));
    expect(screen.getByRole('alert')).toHaveTextContent('直播加载失败');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '直播画面' })).not.toHaveAttribute('aria-busy');
  });

  it('a stream refused autoplay that then fails for good shows the failure alone: no spinner, no play button', async () => {
    media.play.mockImplementation(notAllowed);
    await renderPlayer();
    expect(screen.getByRole('button', { name: '播放直播' })).toBeInTheDocument();
    await failHls();
    await settledAfter(() => fakeMpegts.players[0]!.emit('error', 'NetworkError', 'HttpStatusCodeInvalid'));
    expect(screen.getByRole('alert')).toHaveTextContent('直播加载失败');
    expect(screen.queryByRole('button', { name: '播放直播' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '直播画面' })).not.toHaveAttribute('aria-busy');
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
    expect(media.play).toHaveBeenCalled();
  });
});
