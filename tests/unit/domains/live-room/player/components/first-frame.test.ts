/**
 * The first frame on screen, told once: the room counts it (its first-frame time) and the player
 * drops its spinner. A watch given up — the engine failed, the stream closed — tells nothing later.
 */
import { watchFirstFrame } from '@src/domains/live-room/player/components/first-frame';

function withFrameCallback(video: HTMLVideoElement, cancel: boolean) {
  const callbacks: (() => void)[] = [];
  const target = video as unknown as Record<string, unknown>;
  target.requestVideoFrameCallback = (callback: () => void) => callbacks.push(callback);
  const cancelled = jest.fn();
  if (cancel) target.cancelVideoFrameCallback = cancelled;
  return { frame: () => callbacks.forEach((callback) => callback()), cancelled };
}

function givePlayhead(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => seconds });
}

describe('where the browser hands frames to the compositor (requestVideoFrameCallback)', () => {
  it('tells the first frame once, and a watch closed after it cancels nothing more', () => {
    const video = document.createElement('video');
    const { frame, cancelled } = withFrameCallback(video, true);
    const onFrame = jest.fn();
    const stop = watchFirstFrame(video, onFrame);
    frame();
    expect(onFrame).toHaveBeenCalledTimes(1);
    const cancels = cancelled.mock.calls.length;
    stop();
    expect(cancelled).toHaveBeenCalledTimes(cancels);
  });

  it('cancels its frame callback when the watch is given up before a frame', () => {
    const video = document.createElement('video');
    const { cancelled } = withFrameCallback(video, true);
    const stop = watchFirstFrame(video, jest.fn());
    stop();
    stop();
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(cancelled).toHaveBeenCalledWith(1);
  });

  it('tells nothing of a frame that comes after the watch was given up, where frame callbacks cannot be cancelled', () => {
    const video = document.createElement('video');
    const { frame } = withFrameCallback(video, false);
    const onFrame = jest.fn();
    const stop = watchFirstFrame(video, onFrame);
    expect(stop).not.toThrow();
    frame();
    expect(onFrame).not.toHaveBeenCalled();
  });
});

describe('elsewhere (the playing and timeupdate events)', () => {
  it('tells nothing once the watch was given up, and takes its listeners off', () => {
    const video = document.createElement('video');
    const remove = jest.spyOn(video, 'removeEventListener');
    const onFrame = jest.fn();
    const stop = watchFirstFrame(video, onFrame);
    stop();
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['playing', 'timeupdate']);
    givePlayhead(video, 2);
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('timeupdate'));
    expect(onFrame).not.toHaveBeenCalled();
    stop();
    expect(remove).toHaveBeenCalledTimes(2);
  });
});
