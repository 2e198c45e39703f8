/**
 * A press on a link into a live room (components/room-warmup.ts) starts what entering the room
 * needs, together: the room's call, its poster, the player's code — not in 省流模式 — and nothing
 * for an address that names no streamer.
 */
import * as playerChunk from '@src/domains/live-room/player/components/player-chunk';
import { warmRoomLink } from '@src/domains/live-room/components/room-warmup';
import { useDataSaverStore } from '@src/domains/live-room/player/store/data-saver-store';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { setUpRoomWorld } from '../support/store-setup';

jest.mock('@src/domains/live-room/player/components/player-chunk', () => ({
  ...jest.requireActual('@src/domains/live-room/player/components/player-chunk'),
  warmPlayer: jest.fn(),
}));
jest.mock('@src/domains/live-room/pages/live-room-page', () => ({}));

function spies() {
  const prefetch = jest.spyOn(useLiveRoomStore.getState(), 'prefetchRoom').mockRejectedValue(new Error('offline'));
  const background = jest.spyOn(usePromotionStore.getState(), 'loadBackground').mockResolvedValue();
  return { prefetch, background, player: jest.mocked(playerChunk.warmPlayer) };
}

beforeEach(() => {
  setUpRoomWorld();
  jest.mocked(playerChunk.warmPlayer).mockClear();
  useDataSaverStore.getState().setDataSaver(false);
});

it('starts the room’s call, its poster and the player’s code at a press on its link', async () => {
  const { prefetch, background, player } = spies();
  warmRoomLink({ id: '7' });
  expect(prefetch).toHaveBeenCalledWith(7);
  expect(background).toHaveBeenCalledTimes(1);
  expect(player).toHaveBeenCalledTimes(1);
  // A failed call is the room's to show, not the press's.
  await Promise.resolve();
});

it('warms no player in 省流模式', () => {
  const { prefetch, player } = spies();
  useDataSaverStore.getState().setDataSaver(true);
  warmRoomLink({ id: '7' });
  expect(prefetch).toHaveBeenCalledWith(7);
  expect(player).not.toHaveBeenCalled();
});

it('starts nothing for an address that names no streamer', () => {
  const { prefetch, background, player } = spies();
  warmRoomLink({ id: 'abc' });
  warmRoomLink({});
  expect(prefetch).not.toHaveBeenCalled();
  expect(background).not.toHaveBeenCalled();
  expect(player).not.toHaveBeenCalled();
});
