/**
 * The room's playhead, worked out here once for everything the room shows (its page, and the
 * mini-player that floats its stream): the player's measured delay, none with 实时比分 or while
 * unmeasured (use-room-delay.ts). What is inside reads it with `usePlayhead`.
 * While it is on screen its match is the one the fan watches: that match's alerts wait for it.
 */
import { useEffect, type ReactNode } from 'react';
import { PlayheadDelay } from '../../match/components/use-playhead';
import { holdWatchedStream } from '../../match/store/watched-stream';
import { useRoomMatchInfo } from './use-shown-room';
import { useRoomDelay } from './use-room-delay';

export function RoomPlayhead({ children }: { children: ReactNode }) {
  const delayMs = useRoomDelay().playheadMs;
  const matchId = useRoomMatchInfo()?.matchId;
  useEffect(() => (matchId === undefined ? undefined : holdWatchedStream({ matchId, delayMs })), [matchId, delayMs]);
  return <PlayheadDelay value={delayMs}>{children}</PlayheadDelay>;
}
