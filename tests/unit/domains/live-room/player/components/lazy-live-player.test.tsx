import { act, render, screen } from '@testing-library/react';
import { LazyLivePlayer } from '@src/domains/live-room/player/components/lazy-live-player';
import { resetFakeLibraries, settle, stubMediaElement } from './fake-libraries';

jest.mock('hls.js/dist/hls.light.mjs', () => jest.requireActual('./fake-libraries').hlsModule());
jest.mock('mpegts.js', () => jest.requireActual('./fake-libraries').mpegtsModule());

beforeEach(() => {
  resetFakeLibraries();
  stubMediaElement();
});

it('shows the poster in the same box until the player chunk arrives, then the player', async () => {
  const { container } = render(
    <LazyLivePlayer
      sources={{ m3u8: 'http://localhost:3100/live/7/index.m3u8', flv: '' }}
      poster="http://localhost:3100/files/cover.jpg"
    />,
  );
  const fallback = screen.getByRole('status', { name: '直播加载中' });
  expect(fallback.querySelector('img')).toHaveAttribute('src', 'http://localhost:3100/files/cover.jpg');
  expect(fallback).toHaveClass('box');
  await act(() => settle(50));
  expect(await screen.findByRole('region', { name: '直播画面' })).toHaveClass('box');
  const video = container.querySelector('video')!;
  expect(video).toHaveAttribute('poster', 'http://localhost:3100/files/cover.jpg');
});
