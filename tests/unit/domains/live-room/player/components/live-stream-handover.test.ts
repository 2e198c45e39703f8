/**
 * The stream handed on: between two owners (the room's player and the mini-player), to the next
 * engine when one fails, and started over by 重试.
 */
import { act } from '@testing-library/react';
import { FakeHls, fakeMpegts, settle } from './fake-libraries';
import { FLV } from './stream-addresses';
import { failHls, notAllowed, setUpStreamTests, showFirstFrame } from './player-harness';

const { media, started } = setUpStreamTests();

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
    await showFirstFrame(video);
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

describe('the next engine', () => {
  it('shows the spinner, not the last picture or a stall, until its own first picture', async () => {
    const { stream, video } = await started(FLV);
    await showFirstFrame(video);
    act(() => {
      video.dispatchEvent(new Event('waiting'));
    });
    expect(stream.getView()).toMatchObject({ firstFrame: true, buffering: true });
    delete (video as unknown as Record<string, unknown>).readyState;
    video.currentTime = 0;
    await failHls();
    expect(fakeMpegts.players).toHaveLength(1);
    expect(stream.getView()).toMatchObject({ firstFrame: false, buffering: false });
    await showFirstFrame(video);
    expect(stream.getView().firstFrame).toBe(true);
  });

  it('needs no tap once it plays where the engine before it was refused', async () => {
    media.play.mockImplementation(notAllowed);
    const { stream } = await started(FLV);
    expect(stream.getView().blocked).toBe(true);
    media.play.mockImplementation(() => Promise.resolve());
    await failHls();
    expect(stream.getView().blocked).toBe(false);
  });

  it('keeps its play button when the engine it replaced finally plays', async () => {
    let playLate: () => void = () => undefined;
    media.play.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          playLate = resolve;
        }),
    );
    const { stream } = await started(FLV);
    media.play.mockImplementation(notAllowed);
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
    media.play.mockImplementation(notAllowed);
    const { stream, video } = await started();
    await showFirstFrame(video);
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
    await showFirstFrame(video);
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
