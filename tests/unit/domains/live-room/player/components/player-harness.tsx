/**
 * What the room player's and the stream's tests share: the fake libraries in place of hls.js and
 * mpegts.js, a room's two sources, the first picture, and each file's setup before its tests —
 * the player rendered with a fake clock, the stream started in a slot of its own.
 *
 * Importing this file mocks the two libraries for the test file that imports it: the engines load
 * them with a dynamic import once a test starts the player, long after the imports have run.
 */
import { act, render } from '@testing-library/react';
import LivePlayer from '@src/domains/live-room/player/components/live-player';
import type { LivePlayerProps } from '@src/domains/live-room/player/components/live-player-props';
import { LiveStream, type LiveStreamCallbacks } from '@src/domains/live-room/player/components/live-stream';
import { FakeHls, givePicture, resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';
import { FLV, M3U8, NOW } from './stream-addresses';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('./fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('./fake-libraries').mpegtsModule());

/** The browser refuses to play without a tap. */
export function notAllowed() {
  return Promise.reject(new DOMException('no autoplay', 'NotAllowedError'));
}

/** Runs `step` inside act, then lets the engines settle. */
export async function settledAfter(step: () => void) {
  await act(async () => {
    step();
    await settle();
  });
}

/** The first frame arrives (jsdom has no requestVideoFrameCallback: the `playing` path). */
export async function showFirstFrame(video: HTMLVideoElement) {
  givePicture(video);
  await settledAfter(() => video.dispatchEvent(new Event('playing')));
}

/**
 * Runs `test` in a browser with requestVideoFrameCallback: the callbacks the player asked for,
 * in order, for the test to call as frames are presented.
 */
export async function withVideoFrameCallbacks(test: (callbacks: VideoFrameRequestCallback[]) => Promise<void>) {
  const callbacks: VideoFrameRequestCallback[] = [];
  const proto = HTMLVideoElement.prototype as unknown as Record<string, unknown>;
  proto.requestVideoFrameCallback = (callback: VideoFrameRequestCallback) => callbacks.push(callback);
  proto.cancelVideoFrameCallback = jest.fn();
  try {
    await test(callbacks);
  } finally {
    delete proto.requestVideoFrameCallback;
    delete proto.cancelVideoFrameCallback;
  }
}

/** hls.js fails for good: the chain moves to the next engine. */
export async function failHls() {
  await settledAfter(() => FakeHls.instances[0]!.fatal());
}

/**
 * Before each of the file's tests: a fake clock, fresh libraries and a stubbed media element.
 * Returns the element's play() as the running test sees it.
 */
export function setUpPlayerTests(): { readonly play: jest.SpyInstance } {
  const media = { play: undefined as unknown as jest.SpyInstance };
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    resetFakeLibraries();
    media.play = stubMediaElement();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  return media;
}

/** The room's player with both sources (unless `props` says otherwise), its engine started. */
export async function renderPlayer(props: Partial<LivePlayerProps> = {}) {
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

/**
 * Before each of the file's tests: fresh libraries, a stubbed media element whose `paused` the
 * test sets; after each, every stream it made closed and the page's visibility its own again.
 */
export function setUpStreamTests() {
  const media = { play: undefined as unknown as jest.SpyInstance, paused: false };
  const streams: LiveStream[] = [];
  beforeEach(() => {
    resetFakeLibraries();
    media.play = stubMediaElement();
    media.paused = false;
    jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => media.paused);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.destroy();
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  /** A stream with the room's m3u8 (and `flv`), mounted in a slot of the page and started. */
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

  return { media, streams, started };
}
