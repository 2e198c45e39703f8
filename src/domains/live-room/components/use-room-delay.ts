/**
 * The room's delay, worked out once (rules/playhead.ts `playheadDelayMs`) from the player's
 * measured delay and 实时比分: the delay the room's playhead holds things back by (RoomPlayhead
 * gives it to everything the room shows), the seconds the card says the picture is behind, and
 * whether the fan chose the live values.
 */
import { playheadDelayMs } from '../../match/rules/playhead';
import { useLiveRoomStore } from '../store/live-room-store';
import { roomSelectors } from '../store/room-selectors';

export interface RoomDelay {
  /** What the room's playhead holds back by; null: live (实时比分, or no measured delay). */
  playheadMs: number | null;
  /** Seconds behind live as the player measured them; null before it did. */
  seconds: number | null;
  realtime: boolean;
}

export function useRoomDelay(): RoomDelay {
  const seconds = useLiveRoomStore(roomSelectors.delaySeconds);
  const realtime = useLiveRoomStore(roomSelectors.realtime);
  return { playheadMs: playheadDelayMs(seconds, realtime), seconds, realtime };
}
