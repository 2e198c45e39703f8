/**
 * The score the live room shows (spoiler-safe): the match's live values shown at the fan's
 * playhead (use-playhead.ts), and before any of them is, the first — the state the room loaded,
 * the best known of the match before the first change and better than nothing. With 实时比分 on,
 * or while the delay is unknown, the playhead is live: the newest value at once. The delay is the
 * room's (RoomPlayhead); the card's seconds and 实时比分 switch are the player's and the fan's own.
 */
import { useEffect } from 'react';
import type { MatchLivePayload } from '../../../contracts/match-push';
import { usePlayhead, useShownAt } from '../../match/components/use-playhead';
import { isDelayed } from '../../match/rules/playhead';
import { useLiveMatchStore, watchMatch } from '../../match/store/live-match-store';
import { liveMatchSelectors } from '../../match/store/selectors';
import { useLiveRoomStore } from '../store/live-room-store';
import { roomSelectors } from '../store/room-selectors';

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
  const shown = useShownAt(history);
  const delayed = isDelayed(usePlayhead());
  const delaySeconds = useLiveRoomStore(roomSelectors.delaySeconds);
  const realtime = useLiveRoomStore(roomSelectors.realtime);
  return { value: (shown.at(-1) ?? history[0])?.value, delaySeconds, delayed, realtime };
}
