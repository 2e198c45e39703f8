/**
 * The room's playhead, worked out here once for everything the room shows (its page, and the
 * mini-player that floats its stream): the player's measured delay, none with 实时比分 or while
 * unmeasured (rules/playhead.ts `playheadDelayMs`). What is inside reads it with `usePlayhead`.
 */
import type { ReactNode } from 'react';
import { PlayheadDelay } from '../../match/components/use-playhead';
import { useLiveRoomStore } from '../store/live-room-store';
import { roomSelectors } from '../store/room-selectors';

export function RoomPlayhead({ children }: { children: ReactNode }) {
  const delayMs = useLiveRoomStore(roomSelectors.playheadDelayMs);
  return <PlayheadDelay value={delayMs}>{children}</PlayheadDelay>;
}
