/** The live room's tests start from the app's known world (tests/support/app-world). */
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { roomSelectors, shownInRoom } from '@src/domains/live-room/store/room-selectors';
import { currentDisplayContext } from '@src/domains/match/store/display-context';
import { setUpAppWorld } from '@tests/support/app-world';

export const setUpRoomWorld = setUpAppWorld;

export const room = () => useLiveRoomStore.getState();

/** What the room shows now, through the display rules (as components/use-shown-room.ts derives it). */
export function shownRoomNow() {
  const state = room();
  const context = currentDisplayContext();
  const data = roomSelectors.data(state);
  const schedule = roomSelectors.rawSchedule(state);
  return {
    roomStreamer: shownInRoom.streamer(data, context),
    roomMatchInfo: shownInRoom.matchInfo(data, schedule, context),
    roomSchedule: shownInRoom.schedule(schedule, context),
  };
}
