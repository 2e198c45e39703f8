/**
 * The stream outlives the room's player: with a dock, a player that unmounts while its
 * stream plays floats the same element (parked in the document, never paused), a player with the
 * same key adopts it without a new engine, and the stream stops when it is closed, when the room
 * is left with the mode that needs no video, or when another room's stream takes the dock.
 */
import { act, render, screen } from '@testing-library/react';
import LivePlayer from '@src/domains/live-room/player/components/live-player';
import {
  closePrivateStreamAtLogout,
  closeStream,
  streamKeyOf,
  useStreamDock,
  watchMiniPlayer,
} from '@src/domains/live-room/player/store/stream-dock';
import { useSessionStore } from '@src/platform/session/session-store';
import { FakeHls, resetFakeLibraries, settle, stubMediaElement } from '../components/fake-libraries';
import { playDocked, renderDocked, sourcesOf } from '../components/docked-player';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('../components/fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('../components/fake-libraries').mpegtsModule());

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
  act(() => closeStream());
});

it('floats the playing stream when the player unmounts, and a new player adopts the same element', async () => {
  const shown: boolean[] = [];
  const stop = watchMiniPlayer((visible) => shown.push(visible));
  const { video, unmount } = await playDocked(7);
  const hls = FakeHls.instances[0]!;
  act(() => unmount());
  expect(hls.destroyed).toBe(false);
  expect(useStreamDock.getState().floating).toBe(true);
  // Never out of the document meanwhile: parked until the mini-player mounts it.
  expect(video.isConnected).toBe(true);
  expect(video.parentElement?.hasAttribute('data-live-stream-park')).toBe(true);
  expect(shown).toEqual([false, true]);

  const again = await playDocked(7);
  expect(again.video).toBe(video);
  expect(FakeHls.instances).toHaveLength(1);
  expect(useStreamDock.getState().floating).toBe(false);
  expect(document.querySelector('[data-live-stream-park]')).toBeNull();
  expect(shown).toEqual([false, true, false]);
  stop();
});

it('× (closeStream) stops the download and leaves nothing behind', async () => {
  const { video, unmount } = await playDocked(7);
  act(() => unmount());
  act(() => closeStream());
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(video.isConnected).toBe(false);
  expect(video.hasAttribute('src')).toBe(false);
  expect(document.querySelector('[data-live-stream-park]')).toBeNull();
  expect(useStreamDock.getState()).toMatchObject({ held: null, floating: false });
});

it('stops instead of floating when the room says so (省流模式, the stream ended)', async () => {
  const { unmount } = await playDocked(7, { keepOnLeave: () => false });
  act(() => unmount());
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(useStreamDock.getState().held).toBeNull();
});

it('floats a stream between engines (a fatal error mid-play, the next engine starting)', async () => {
  const view = await playDocked(7, { sources: sourcesOf(7, 'http://localhost:3100/live/7.flv') });
  const { video } = view;
  await act(async () => {
    FakeHls.instances[0]!.fatal('networkError', 'fragLoadError');
    await settle();
  });
  act(() => view.unmount());
  expect(useStreamDock.getState()).toMatchObject({ floating: true, held: { hostId: 7 } });
  expect(video.isConnected).toBe(true);
});

it('does not float a stream that never showed a picture', async () => {
  const view = await renderDocked(7);
  act(() => view.unmount());
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(useStreamDock.getState().held).toBeNull();
});

it('one at a time: another room stops the floating stream', async () => {
  const first = await playDocked(7);
  act(() => first.unmount());
  await playDocked(8);
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(first.video.isConnected).toBe(false);
  expect(useStreamDock.getState().held?.hostId).toBe(8);
});

it.each([
  ["a private room's stream stops", true],
  ["a public room's stream plays on", false],
])('at logout %s', async (_, needsLogin) => {
  const stop = closePrivateStreamAtLogout();
  act(() => useSessionStore.getState().login({ token: 'token-1', uid: '1' }));
  const { unmount } = await playDocked(7, { needsLogin });
  act(() => unmount());
  expect(useStreamDock.getState().floating).toBe(true);
  act(() => useSessionStore.getState().logout());
  expect(FakeHls.instances[0]!.destroyed).toBe(needsLogin);
  expect(useStreamDock.getState().held === null).toBe(needsLogin);
  stop();
});

it('a docked player whose room changes its sources stops the old stream: no mini-player', async () => {
  const view = await playDocked(7);
  const shown: boolean[] = [];
  const stop = watchMiniPlayer((visible) => shown.push(visible));
  const dock = { key: 'room-7-next', hostId: 7, needsLogin: false, keepOnLeave: () => true };
  view.rerender(<LivePlayer sources={sourcesOf(7, 'http://localhost:3100/live/7.flv')} dock={dock} />);
  await act(() => settle());
  stop();
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(shown).not.toContain(true);
  expect(useStreamDock.getState().floating).toBe(false);
  expect(document.querySelector('[data-live-stream-park]')).toBeNull();
});

it('a stream adopted from the mini-player plays on, even where autoplay is off', async () => {
  const first = await playDocked(7);
  act(() => first.unmount());
  const sources = sourcesOf(7);
  const dock = { key: streamKeyOf(7, sources), hostId: 7, needsLogin: false, keepOnLeave: () => true };
  render(<LivePlayer sources={sources} dock={dock} autoPlay={false} />);
  await act(() => settle());
  expect(screen.queryByRole('button', { name: '播放直播' })).not.toBeInTheDocument();
  expect(FakeHls.instances).toHaveLength(1);
  expect(useStreamDock.getState().floating).toBe(false);
});
