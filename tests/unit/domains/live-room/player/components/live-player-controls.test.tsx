/**
 * The room's player over the stream: sound and the play button, the spinner, full screen, the
 * failures' wording, the first frame, the delay behind live and the way back to the live edge.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HEALTH_SAMPLE_MS } from '@src/domains/live-room/player/components/live-player';
import { FakeHls, fakeMpegts, givePicture } from './fake-libraries';
import { notAllowed, renderPlayer, setUpPlayerTests } from './player-harness';
import { settledAfter, showFirstFrame, withVideoFrameCallbacks } from './player-harness';

const media = setUpPlayerTests();

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
    media.play.mockImplementation(() => Promise.reject(new DOMException('no autoplay', 'NotAllowedError')));
    const { video } = await renderPlayer();
    const button = screen.getByRole('button', { name: '播放直播' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    media.play.mockImplementation(() => Promise.resolve());
    await settledAfter(() => fireEvent.click(button));
    expect(media.play).toHaveBeenCalledTimes(2);
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
    await withVideoFrameCallbacks(async (callbacks) => {
      const onFirstFrame = jest.fn();
      await renderPlayer({ onFirstFrame });
      expect(callbacks).toHaveLength(1);
      await settledAfter(() => callbacks[0]!(0, {} as VideoFrameCallbackMetadata));
      expect(onFirstFrame).toHaveBeenCalledTimes(1);
    });
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

describe("the room's callbacks, changed while the stream plays", () => {
  it('the first frame is told to the callback the room gave last', async () => {
    const before = jest.fn();
    const after = jest.fn();
    const { video, rerenderWith } = await renderPlayer({ onFirstFrame: before });
    rerenderWith({ onFirstFrame: after });
    await showFirstFrame(video);
    expect(after).toHaveBeenCalledTimes(1);
    expect(before).not.toHaveBeenCalled();
  });

  it('a room that stops asking for the health hears no more of it', async () => {
    const onHealth = jest.fn();
    const { rerenderWith } = await renderPlayer({ onHealth });
    rerenderWith({ onHealth: undefined });
    act(() => jest.advanceTimersByTime(HEALTH_SAMPLE_MS * 2));
    expect(onHealth).not.toHaveBeenCalled();
  });

  it('a room left hears no more of the health', async () => {
    const onHealth = jest.fn();
    const { unmount } = await renderPlayer({ onHealth });
    unmount();
    act(() => jest.advanceTimersByTime(HEALTH_SAMPLE_MS * 2));
    expect(onHealth).not.toHaveBeenCalled();
  });

  it('a room that asks for no health sets no health timer', async () => {
    const setInterval = jest.spyOn(globalThis, 'setInterval');
    await renderPlayer();
    expect(setInterval.mock.calls.filter(([, ms]) => ms === HEALTH_SAMPLE_MS)).toEqual([]);
  });

  it('a room with no stream to play hears no health', async () => {
    const onHealth = jest.fn();
    await renderPlayer({ sources: { m3u8: '', flv: '' }, onHealth });
    act(() => jest.advanceTimersByTime(HEALTH_SAMPLE_MS * 2));
    expect(onHealth).not.toHaveBeenCalled();
  });
});

describe('what the controls offer, at their edges', () => {
  it('the anchor going off air mid-stream leaves 主播暂未开播 alone: no sound, full screen or 重试', async () => {
    const { video, rerenderWith } = await renderPlayer();
    await showFirstFrame(video);
    expect(screen.getByRole('button', { name: /点击开启声音/ })).toBeInTheDocument();
    rerenderWith({ sources: { m3u8: '', flv: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^主播暂未开播$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('full screen where the browser offers none does nothing, and breaks nothing', async () => {
    const { video } = await renderPlayer();
    await showFirstFrame(video);
    fireEvent.click(screen.getByRole('button', { name: '全屏观看' }));
    expect(screen.getByRole('button', { name: '全屏观看' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a first frame shown while autoplay is refused offers the play button, not 点击开启声音', async () => {
    await withVideoFrameCallbacks(async (callbacks) => {
      media.play.mockImplementation(notAllowed);
      await renderPlayer();
      // A paused element that preloads may still present its first frame.
      await settledAfter(() => callbacks[0]!(0, {} as VideoFrameCallbackMetadata));
      expect(screen.getByRole('button', { name: '播放直播' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /点击开启声音/ })).not.toBeInTheDocument();
    });
  });
});
