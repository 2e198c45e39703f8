/**
 * A player chunk that does not arrive: asked again twice, half a second and then a second later,
 * then the box offers 重试 (the room stays up), the room hears why, and 重试 loads it anew.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyLivePlayer } from '@src/domains/live-room/player/components/lazy-live-player';
import { loadPlayerModule } from '@src/domains/live-room/player/components/player-chunk';
import { settle } from './fake-libraries';

jest.mock('@src/domains/live-room/player/components/player-chunk', () => ({ loadPlayerModule: jest.fn() }));

const load = jest.mocked(loadPlayerModule);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await settle();
  });
}

it('asks for the chunk three times, then offers 重试, which loads it anew', async () => {
  load.mockRejectedValue(new Error('chunk 404'));
  const onError = jest.fn();
  render(<LazyLivePlayer sources={{ m3u8: 'http://localhost:3100/live/7/index.m3u8', flv: '' }} onError={onError} />);
  await act(() => settle());
  expect(load).toHaveBeenCalledTimes(1);
  await wait(499);
  expect(load).toHaveBeenCalledTimes(1);
  await wait(1);
  expect(load).toHaveBeenCalledTimes(2);
  await wait(999);
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('status', { name: '直播加载中' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  await wait(1);
  expect(load).toHaveBeenCalledTimes(3);
  expect(screen.getByRole('alert')).toHaveTextContent('播放器加载失败');
  expect(onError).toHaveBeenCalledWith('播放器加载失败 (chunk 404)');
  await wait(5000);
  expect(load).toHaveBeenCalledTimes(3);

  load.mockResolvedValue({ default: () => <p>播放器</p>, warmLikelyEngine: () => Promise.resolve() });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await settle();
  });
  expect(load).toHaveBeenCalledTimes(4);
  expect(await screen.findByText('播放器')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
