/** A match's centre on screen: loads it once and selects it. */
import { useEffect } from 'react';
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
