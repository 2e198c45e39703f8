/**
 * The stream outlives the room's player: with a dock, a player that unmounts while its
 * stream plays floats the same element (parked in the document, never paused), a player with the
 * same key adopts it without a new engine, and the stream stops when it is closed, when the room
 * is left with the mode that needs no video, or when another room's stream takes the dock.
 */
import { act, render } from '@testing-library/react';
import LivePlayer from '@src/domains/anchors/components/live-player/live-player';
import type { LivePlayerProps } from '@src/domains/anchors/components/live-player/live-player-props';
import {
  closePrivateStreamAtLogout,
  closeStream,
  streamKeyOf,
  useStreamDock,
  watchMiniPlayer,
} from '@src/domains/anchors/mini-player/stream-dock';
import { useSessionStore } from '@src/platform/session/session-store';
import { FakeHls, givePicture, resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';

jest.mock('hls.js/dist/hls.light.mjs', () => ({ __esModule: true, default: jest.requireActual('./fake-libraries').FakeHls }));
jest.mock('mpegts.js', () => ({ __esModule: true, default: jest.requireActual('./fake-libraries').fakeMpegts }));

const sourcesOf = (room: number) => ({ m3u8: `http://localhost:3100/live/${room}/index.m3u8`, flv: '' });

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
  act(() => closeStream());
});

async function playRoom(room: number, keepOnLeave: () => boolean = () => true, needsLogin = false) {
  const sources = sourcesOf(room);
  const props: LivePlayerProps = {
    sources,
    dock: { key: streamKeyOf(room, sources), hostId: room, needsLogin, keepOnLeave },
  };
  const view = render(<LivePlayer {...props} />);
  await act(() => settle());
  const video = view.container.querySelector('video')!;
  givePicture(video);
  await act(async () => {
    video.dispatchEvent(new Event('playing'));
    await settle();
  });
  return { ...view, video };
}

it('floats the playing stream when the player unmounts, and a new player adopts the same element', async () => {
  const shown: boolean[] = [];
  const stop = watchMiniPlayer((visible) => shown.push(visible));
  const { video, unmount } = await playRoom(7);
  const hls = FakeHls.instances[0]!;
  act(() => unmount());
  expect(hls.destroyed).toBe(false);
  expect(useStreamDock.getState().floating).toBe(true);
  // Never out of the document meanwhile: parked until the mini-player mounts it.
  expect(video.isConnected).toBe(true);
  expect(video.parentElement?.hasAttribute('data-live-stream-park')).toBe(true);
  expect(shown).toEqual([false, true]);

  const again = await playRoom(7);
  expect(again.video).toBe(video);
  expect(FakeHls.instances).toHaveLength(1);
  expect(useStreamDock.getState().floating).toBe(false);
  expect(document.querySelector('[data-live-stream-park]')).toBeNull();
  expect(shown).toEqual([false, true, false]);
  stop();
});

it('× (closeStream) stops the download and leaves nothing behind', async () => {
  const { video, unmount } = await playRoom(7);
  act(() => unmount());
  act(() => closeStream());
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(video.isConnected).toBe(false);
  expect(video.hasAttribute('src')).toBe(false);
  expect(document.querySelector('[data-live-stream-park]')).toBeNull();
  expect(useStreamDock.getState()).toMatchObject({ held: null, floating: false });
});

it('stops instead of floating when the room says so (省流模式, the stream ended)', async () => {
  const { unmount } = await playRoom(7, () => false);
  act(() => unmount());
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(useStreamDock.getState().held).toBeNull();
});

it('floats a stream between engines (a fatal error mid-play, the next engine starting)', async () => {
  const sources = { m3u8: 'http://localhost:3100/live/7/index.m3u8', flv: 'http://localhost:3100/live/7.flv' };
  const view = render(<LivePlayer sources={sources} dock={{ key: streamKeyOf(7, sources), hostId: 7, needsLogin: false, keepOnLeave: () => true }} />);
  await act(() => settle());
  const video = view.container.querySelector('video')!;
  givePicture(video);
  await act(async () => {
    video.dispatchEvent(new Event('playing'));
    await settle();
  });
  await act(async () => {
    FakeHls.instances[0]!.fatal('networkError', 'fragLoadError');
    await settle();
  });
  act(() => view.unmount());
  expect(useStreamDock.getState()).toMatchObject({ floating: true, held: { hostId: 7 } });
  expect(video.isConnected).toBe(true);
});

it('does not float a stream that never showed a picture', async () => {
  const sources = sourcesOf(7);
  const view = render(<LivePlayer sources={sources} dock={{ key: streamKeyOf(7, sources), hostId: 7, needsLogin: false, keepOnLeave: () => true }} />);
  await act(() => settle());
  act(() => view.unmount());
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(useStreamDock.getState().held).toBeNull();
});

it('one at a time: another room stops the floating stream', async () => {
  const first = await playRoom(7);
  act(() => first.unmount());
  await playRoom(8);
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(first.video.isConnected).toBe(false);
  expect(useStreamDock.getState().held?.hostId).toBe(8);
});

it.each([
  ['a private room\'s stream stops', true],
  ['a public room\'s stream plays on', false],
])('at logout %s', async (_, needsLogin) => {
  const stop = closePrivateStreamAtLogout();
  act(() => useSessionStore.getState().login({ token: 'token-1', uid: '1' }));
  const { unmount } = await playRoom(7, () => true, needsLogin);
  act(() => unmount());
  expect(useStreamDock.getState().floating).toBe(true);
  act(() => useSessionStore.getState().logout());
  expect(FakeHls.instances[0]!.destroyed).toBe(needsLogin);
  expect(useStreamDock.getState().held === null).toBe(needsLogin);
  stop();
});
