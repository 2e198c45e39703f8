/**
 * A paused stream does not float into the mini-player: leaving the room after the fan paused the
 * video stops it (the download ends) instead of carrying a still picture over the next page.
 * Played again before leaving, it floats as any playing stream.
 */
import { act } from '@testing-library/react';
import { closeStream, useStreamDock, watchMiniPlayer } from '@src/domains/live-room/player/store/stream-dock';
import { FakeHls, resetFakeLibraries, settle, stubMediaElement } from '../components/fake-libraries';
import { playDocked } from '../components/docked-player';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('../components/fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('../components/fake-libraries').mpegtsModule());

let paused: boolean;

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
  paused = false;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  act(() => closeStream());
});

function pause(video: HTMLVideoElement): void {
  act(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
}

it('leaving the room with the video paused stops the stream: no mini-player', async () => {
  const shown: boolean[] = [];
  const stop = watchMiniPlayer((visible) => shown.push(visible));
  const { video, unmount } = await playDocked(7);
  pause(video);
  act(() => unmount());
  expect(useStreamDock.getState()).toMatchObject({ held: null, floating: false });
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(video.isConnected).toBe(false);
  expect(shown).toEqual([false]);
  stop();
});

it('paused, then played again: it floats', async () => {
  const { video, unmount } = await playDocked(7);
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
