/**
 * The score the live room shows (spoiler-safe): by default the value the viewer's delayed
 * stream is at — the player reports its delay, `useDelayedValue` (rules/spoiler-delay) picks
 * the value current that long ago and wakes exactly when it changes; with '实时比分' on, or
 * while the delay is unknown, the newest value at once.
 *
 * The store keeps server times; the hook works on the device clock, so the history is moved
 * by the server-clock offset the push messages tell.
 */
import { useEffect, useMemo } from 'react';
import type { MatchLivePayload } from '../../../contracts/match-push';
import type { Timed } from '../../match/rules/live-history';
import { useLiveMatchStore, watchMatch } from '../../match/store/live-match-store';
import { liveMatchSelectors } from '../../match/store/selectors';
import { roomSelectors } from '../store/room-selectors';
import { useLiveRoomStore } from '../store/live-room-store';
import { useDelayedValue } from './live-player/use-delayed-value';

export interface RoomScore {
  /** The value to show; undefined while nothing is known of the match. */
  value: MatchLivePayload | undefined;
  /** Seconds behind live, when the player reported it. */
  delaySeconds: number | null;
  /** The value shown is the delayed one (spoiler-safe). */
  delayed: boolean;
  realtime: boolean;
}

export function useRoomScore(matchId: number): RoomScore {
  const history = useLiveMatchStore(liveMatchSelectors.matchHistory(matchId));
  // The delayed score reads the history: the match stays whole while the room shows it.
  useEffect(() => watchMatch(matchId), [matchId]);
  const delaySeconds = useLiveRoomStore(roomSelectors.delaySeconds);
  const realtime = useLiveRoomStore(roomSelectors.realtime);
  const clockOffsetMs = useLiveMatchStore(liveMatchSelectors.clockOffsetMs);
  const onDeviceClock = useMemo(
    (): Timed<MatchLivePayload>[] => history.map((entry) => ({ at: entry.at - clockOffsetMs, value: entry.value })),
    [history, clockOffsetMs],
  );
  const value = useDelayedValue(onDeviceClock, delaySeconds === null ? null : delaySeconds * 1000, realtime);
  return { value, delaySeconds, delayed: !realtime && delaySeconds !== null && delaySeconds > 0, realtime };
}
