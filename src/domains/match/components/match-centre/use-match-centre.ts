/**
 * A match's centre on screen: loads it once, selects it, and — in the live room — the
 * events the viewer's delayed stream has reached (rules/match-centre/centre-delay), waking
 * exactly when the next held-back event is due.
 */
import { useEffect, useState } from 'react';
import type { MatchCentreEvent } from '../../../../contracts/match-centre';
import { eventsShownAt, nextEventIn } from '../../rules/match-centre/centre-delay';
import { useLiveMatchStore } from '../../store/live-match-store';
import { useMatchCentreStore, type MatchCentre } from '../../store/match-centre-store';

/** The match's centre; undefined while unknown or when the backend has none (see `useCentreSupported`). */
export function useMatchCentre(matchId: number, enabled = true): MatchCentre | undefined {
  const ensureCentre = useMatchCentreStore((state) => state.ensureCentre);
  const centre = useMatchCentreStore((state) => state.centres[matchId]);
  // Asked for again when the store has let it go (it keeps the most recently used ones).
  const gone = centre === undefined;
  useEffect(() => {
    if (enabled) void ensureCentre(matchId);
  }, [ensureCentre, matchId, enabled, gone]);
  return centre;
}

/** null: not known yet; false: the backend has no match centre. */
export const useCentreSupported = (): boolean | null => useMatchCentreStore((state) => state.supported);

/** The events shown with the picture `delayMs` behind live (null: all at once). */
export function useShownEvents(
  events: readonly MatchCentreEvent[],
  delayMs: number | null,
): readonly MatchCentreEvent[] {
  const [, setTick] = useState(0);
  const now = useLiveMatchStore.getState().serverNow();
  const shown = eventsShownAt(events, now, delayMs);
  const wait = nextEventIn(events, now, delayMs);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait + 5);
    return () => clearTimeout(timer);
  }, [wait, events]);
  return shown;
}
