/**
 * A paused stream does not float into the mini-player: leaving the room after the fan paused the
 * video stops it (the download ends) instead of carrying a still picture over the next page.
 * Played again before leaving, it floats as any playing stream.
 */
import { act, render } from '@testing-library/react';
import LivePlayer from '@src/domains/anchors/components/live-player/live-player';
import { closeStream, streamKeyOf, useStreamDock, watchMiniPlayer } from '@src/domains/anchors/mini-player/stream-dock';
import { FakeHls, givePicture, resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';

jest.mock('hls.js/dist/hls.light.mjs', () => ({ __esModule: true, default: jest.requireActual('./fake-libraries').FakeHls }));
jest.mock('mpegts.js', () => ({ __esModule: true, default: jest.requireActual('./fake-libraries').fakeMpegts }));

let paused: boolean;

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
  paused = false;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  act(() => closeStream());
});

async function playRoom(room: number) {
  const sources = { m3u8: `http://localhost:3100/live/${room}/index.m3u8`, flv: '' };
  const view = render(
    <LivePlayer sources={sources} dock={{ key: streamKeyOf(room, sources), hostId: room, needsLogin: false, keepOnLeave: () => true }} />,
  );
  await act(() => settle());
  const video = view.container.querySelector('video')!;
  givePicture(video);
  await act(async () => {
    video.dispatchEvent(new Event('playing'));
    await settle();
  });
  return { ...view, video };
}

function pause(video: HTMLVideoElement): void {
  act(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
}

it('leaving the room with the video paused stops the stream: no mini-player', async () => {
  const shown: boolean[] = [];
  const stop = watchMiniPlayer((visible) => shown.push(visible));
  const { video, unmount } = await playRoom(7);
  pause(video);
  act(() => unmount());
  expect(useStreamDock.getState()).toMatchObject({ held: null, floating: false });
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(video.isConnected).toBe(false);
  expect(shown).toEqual([false]);
  stop();
});

it('paused, then played again: it floats', async () => {
  const { video, unmount } = await playRoom(7);
  pause(video);
  await act(async () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    video.dispatchEvent(new Event('playing'));
    await settle();
  });
  act(() => unmount());
  expect(useStreamDock.getState()).toMatchObject({ floating: true, held: { hostId: 7 } });
  expect(FakeHls.instances[0]!.destroyed).toBe(false);
});
