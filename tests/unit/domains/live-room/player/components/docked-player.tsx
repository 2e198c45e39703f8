/** A room's player with the stream dock, as the room renders it, for the dock's and the mini-player's tests. */
import { act, render } from '@testing-library/react';
import LivePlayer from '@src/domains/live-room/player/components/live-player';
import type { LivePlayerProps } from '@src/domains/live-room/player/components/live-player-props';
import { streamKeyOf } from '@src/domains/live-room/player/store/stream-dock';
import { givePicture, settle } from './fake-libraries';

export const sourcesOf = (room: number, flv = '') => ({ m3u8: `http://localhost:3100/live/${room}/index.m3u8`, flv });

interface DockedOptions {
  sources?: LivePlayerProps['sources'];
  keepOnLeave?: () => boolean;
  needsLogin?: boolean;
}

/** Renders room `room`'s docked player and lets its engine start (no picture yet). */
export async function renderDocked(room: number, options: DockedOptions = {}) {
  const sources = options.sources ?? sourcesOf(room);
  const dock = {
    key: streamKeyOf(room, sources),
    hostId: room,
    needsLogin: options.needsLogin ?? false,
    keepOnLeave: options.keepOnLeave ?? (() => true),
  };
  const view = render(<LivePlayer sources={sources} dock={dock} />);
  await act(() => settle());
  return { ...view, video: view.container.querySelector('video')! };
}

/** Renders room `room`'s docked player and brings it to playing: a picture, then `playing`. */
export async function playDocked(room: number, options: DockedOptions = {}) {
  const view = await renderDocked(room, options);
  givePicture(view.video);
  await act(async () => {
    view.video.dispatchEvent(new Event('playing'));
    await settle();
  });
  return view;
}
