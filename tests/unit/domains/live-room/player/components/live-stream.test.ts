/**
 * The stream itself, as the room's player and the mini-player drive it: sound kept once the fan
 * turned it on, muted autoplay as the fallback, the play button only when even that is refused,
 * a stall counted only after the first picture, and the picture brought back when the page is
 * seen again.
 */
import { act } from '@testing-library/react';
import type * as LiveStreamModule from '@src/domains/live-room/player/components/live-stream';
import { freshModule } from '@tests/support/fresh-module';
import { fakeMpegts, settle } from './fake-libraries';
import { FLV, M3U8 } from './stream-addresses';
import { failHls, notAllowed, setUpStreamTests, showFirstFrame } from './player-harness';

const { media, streams, started } = setUpStreamTests();

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
    const plays = media.play.mock.calls.length;
    stream.unmute();
    expect(media.play).toHaveBeenCalledTimes(plays);
    media.paused = true;
    stream.unmute();
    expect(media.play).toHaveBeenCalledTimes(plays + 1);
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
    media.play.mockImplementationOnce(notAllowed);
    await failHls();
    expect(video.muted).toBe(true);
    expect(stream.getView()).toMatchObject({ muted: true, blocked: false });
  });
});

describe('autoplay refused', () => {
  it('asks for a tap when even muted autoplay is refused; the tap plays with sound', async () => {
    media.play.mockImplementation(notAllowed);
    const { stream, video } = await started();
    expect(stream.getView().blocked).toBe(true);
    media.play.mockImplementation(() => Promise.resolve());
    await act(async () => {
      stream.playByTap();
      await settle();
    });
    expect(stream.getView()).toMatchObject({ blocked: false, muted: false });
    expect(video.muted).toBe(false);
  });

  it('stays blocked when the tap is refused too', async () => {
    media.play.mockImplementation(notAllowed);
    const { stream } = await started();
    await act(async () => {
      stream.playByTap();
      await settle();
    });
    expect(stream.getView().blocked).toBe(true);
  });

  it('an interrupted load (not a refusal) asks for no tap', async () => {
    media.play.mockImplementation(() => Promise.reject(new DOMException('interrupted', 'AbortError')));
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
      await showFirstFrame(video);
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
    await showFirstFrame(video);
    media.paused = true;
    const plays = media.play.mock.calls.length;
    show('hidden');
    expect(media.play).toHaveBeenCalledTimes(plays);
    show('visible');
    expect(media.play).toHaveBeenCalledTimes(plays + 1);
  });

  it('leaves a stream waiting for a tap as it is', async () => {
    media.play.mockImplementation(notAllowed);
    const { stream } = await started();
    expect(stream.getView().blocked).toBe(true);
    media.paused = true;
    const plays = media.play.mock.calls.length;
    show('visible');
    expect(media.play).toHaveBeenCalledTimes(plays);
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

describe('before the stream starts', () => {
  it('shows neither a picture, a play button nor a stall, muted as its element is', () => {
    const { LiveStream: FreshLiveStream } = freshModule<typeof LiveStreamModule>(
      '@src/domains/live-room/player/components/live-stream',
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
    media.play.mockImplementation(notAllowed);
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
    media.play.mockImplementation(notAllowed);
    const { stream, video } = await started(FLV);
    media.play.mockImplementation(() => Promise.resolve());
    await act(async () => {
      stream.playByTap();
      await settle();
    });
    await failHls();
    expect(fakeMpegts.players).toHaveLength(1);
    expect(video.muted).toBe(false);
  });
});
