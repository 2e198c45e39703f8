/**
 * Picture-in-picture in the live player, as a fan meets it: the 画中画 button shows only where the
 * browser offers it — the standard API (Chromium, Android) or Safari's presentation mode (iPhone,
 * iPad) — a tap floats the video and a second one brings it back, and closing the stream leaves
 * picture-in-picture so no empty window stays on the screen.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import LivePlayer from '@src/domains/live-room/player/components/live-player';
import { FakeHls, givePicture, resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';
import { M3U8 } from './stream-addresses';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('./fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('./fake-libraries').mpegtsModule());

type Pip = Record<string, unknown>;
const videoProto = HTMLVideoElement.prototype as unknown as Pip;
const doc = document as unknown as Pip;

/** The standard API: `requestPictureInPicture` and the document's element, events as a browser fires them. */
function offerStandard() {
  let element: HTMLVideoElement | null = null;
  Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, get: () => true });
  Object.defineProperty(document, 'pictureInPictureElement', { configurable: true, get: () => element });
  const enter = (video: HTMLVideoElement) => {
    element = video;
    video.dispatchEvent(new Event('enterpictureinpicture'));
  };
  const request = jest.fn(async function (this: HTMLVideoElement) {
    enter(this);
  });
  const exit = jest.fn(async () => {
    const left = element;
    element = null;
    left?.dispatchEvent(new Event('leavepictureinpicture'));
  });
  videoProto.requestPictureInPicture = request;
  doc.exitPictureInPicture = exit;
  return { request, exit };
}

/** Safari's presentation mode: it offers picture-in-picture among other modes. */
function offerSafari(offered: readonly string[] = ['inline', 'fullscreen', 'picture-in-picture']) {
  let mode = 'inline';
  const setMode = jest.fn(function (this: HTMLVideoElement, next: string) {
    mode = next;
    this.dispatchEvent(new Event('webkitpresentationmodechanged'));
  });
  videoProto.webkitSupportsPresentationMode = (asked: string) => offered.includes(asked);
  videoProto.webkitSetPresentationMode = setMode;
  Object.defineProperty(HTMLVideoElement.prototype, 'webkitPresentationMode', { configurable: true, get: () => mode });
  return setMode;
}

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
});

afterEach(() => {
  for (const key of [
    'requestPictureInPicture',
    'disablePictureInPicture',
    'webkitSupportsPresentationMode',
    'webkitSetPresentationMode',
    'webkitPresentationMode',
  ]) {
    delete videoProto[key];
  }
  for (const key of ['pictureInPictureEnabled', 'pictureInPictureElement', 'exitPictureInPicture']) delete doc[key];
});

async function playingPlayer(onBoxClick = jest.fn()) {
  const view = render(
    // The room's box listens for taps on the picture (its controls); the button's tap is its own.
    <div onClick={onBoxClick}>
      <LivePlayer sources={{ m3u8: M3U8, flv: '' }} />
    </div>,
  );
  await act(() => settle());
  const video = view.container.querySelector('video')!;
  givePicture(video);
  await act(async () => {
    video.dispatchEvent(new Event('playing'));
    await settle();
  });
  expect(FakeHls.instances).toHaveLength(1);
  return { ...view, video };
}

async function tap(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await settle();
  });
}

describe('picture-in-picture', () => {
  it('offers no 画中画 where the browser has neither API', async () => {
    await playingPlayer();
    expect(screen.getByRole('button', { name: '全屏观看' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '画中画' })).toBeNull();
  });

  it('offers no 画中画 where the standard API is there but turned off for the page', async () => {
    offerStandard();
    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, get: () => false });
    await playingPlayer();
    expect(screen.queryByRole('button', { name: '画中画' })).toBeNull();
  });

  it('offers no 画中画 on a video that disables it', async () => {
    offerStandard();
    Object.defineProperty(HTMLVideoElement.prototype, 'disablePictureInPicture', {
      configurable: true,
      get: () => true,
    });
    await playingPlayer();
    expect(screen.queryByRole('button', { name: '画中画' })).toBeNull();
  });

  it('floats the video with the standard API, and a second tap brings it back', async () => {
    const { request, exit } = offerStandard();
    const onBoxClick = jest.fn();
    const { video } = await playingPlayer(onBoxClick);
    expect(screen.getByRole('button', { name: '画中画' })).toHaveAttribute('aria-pressed', 'false');

    await tap('画中画');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(video);
    expect(screen.getByRole('button', { name: '退出画中画' })).toHaveAttribute('aria-pressed', 'true');
    expect(onBoxClick).not.toHaveBeenCalled();

    await tap('退出画中画');
    expect(exit).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '画中画' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("floats the video with Safari's presentation mode, and a second tap brings it back inline", async () => {
    const setMode = offerSafari();
    const { video } = await playingPlayer();

    await tap('画中画');
    expect(setMode).toHaveBeenLastCalledWith('picture-in-picture');
    expect(setMode.mock.contexts[0]).toBe(video);
    expect(screen.getByRole('button', { name: '退出画中画' })).toHaveAttribute('aria-pressed', 'true');

    await tap('退出画中画');
    expect(setMode).toHaveBeenLastCalledWith('inline');
    expect(screen.getByRole('button', { name: '画中画' })).toBeInTheDocument();
  });

  it('offers no 画中画 where Safari has presentation modes but not picture-in-picture', async () => {
    offerSafari(['inline', 'fullscreen']);
    await playingPlayer();
    expect(screen.queryByRole('button', { name: '画中画' })).toBeNull();
  });

  it('leaves picture-in-picture when the stream closes', async () => {
    const { exit } = offerStandard();
    const { unmount } = await playingPlayer();
    await tap('画中画');
    unmount();
    await act(() => settle());
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it("leaves Safari's picture-in-picture when the stream closes", async () => {
    const setMode = offerSafari();
    const { unmount } = await playingPlayer();
    await tap('画中画');
    unmount();
    expect(setMode).toHaveBeenLastCalledWith('inline');
  });

  it('asks nothing of picture-in-picture when a stream that was never floated closes', async () => {
    const { exit } = offerStandard();
    const setMode = offerSafari();
    const { unmount } = await playingPlayer();
    unmount();
    await act(() => settle());
    expect(exit).not.toHaveBeenCalled();
    expect(setMode).not.toHaveBeenCalled();
  });
});
