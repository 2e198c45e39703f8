/** The player's delay behind live, as the room keeps it: seconds, or unknown. */
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { roomSelectors } from '@src/domains/live-room/store/room-selectors';
import { room, roomWorldEachTest } from '../support/store-setup';

roomWorldEachTest();

const delay = () => roomSelectors.delaySeconds(room());

it('keeps a delay of none as 0 s behind live, and a report it cannot read as unknown', () => {
  room().setPlayerDelay(0);
  expect(delay()).toBe(0);
  room().setPlayerDelay(-2);
  expect(delay()).toBeNull();
  room().setPlayerDelay(4);
  room().setPlayerDelay(Number.NaN);
  expect(delay()).toBeNull();
  room().setPlayerDelay(4);
  room().setPlayerDelay(Number.POSITIVE_INFINITY);
  expect(delay()).toBeNull();
});

it('tells no one when the player reports the same delay again', () => {
  room().setPlayerDelay(3);
  const updates = jest.fn();
  const stop = useLiveRoomStore.subscribe(updates);
  room().setPlayerDelay(3);
  room().setPlayerDelay(5);
  stop();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(delay()).toBe(5);
});
