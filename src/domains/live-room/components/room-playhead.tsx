/**
 * The room's playhead, worked out here once for everything the room shows (its page, and the
 * mini-player that floats its stream): the player's measured delay, none with 实时比分 or while
 * unmeasured (rules/playhead.ts `playheadDelayMs`). What is inside reads it with `usePlayhead`.
 * While it is on screen its match is the one the fan watches: that match's alerts wait for it.
 */
import { useEffect, type ReactNode } from 'react';
import { PlayheadDelay } from '../../match/components/use-playhead';
import { playheadDelayMs } from '../../match/rules/playhead';
import { holdWatchedStream } from '../../match/store/watched-stream';
import { useLiveRoomStore } from '../store/live-room-store';
import { roomSelectors } from '../store/room-selectors';
import { useRoomMatchInfo } from './use-shown-room';

export function RoomPlayhead({ children }: { children: ReactNode }) {
  const seconds = useLiveRoomStore(roomSelectors.delaySeconds);
  const realtime = useLiveRoomStore(roomSelectors.realtime);
  const delayMs = playheadDelayMs(seconds, realtime);
  const matchId = useRoomMatchInfo()?.matchId;
  useEffect(() => (matchId === undefined ? undefined : holdWatchedStream({ matchId, delayMs })), [matchId, delayMs]);
  return <PlayheadDelay value={delayMs}>{children}</PlayheadDelay>;
}
