/**
 * Whether the backend has the tracker (动画直播): true once its call answered; the first screen
 * that could show a 动画 entry asks once, with its match, while nobody knows yet.
 */
import { useEffect } from 'react';
import { useTrackerStore } from '../../store/tracker-store';

export function useTrackerSupported(matchId: number): boolean {
  const availability = useTrackerStore((state) => state.availability);
  useEffect(() => {
    // The probe asks only while nobody knows (the store refuses once the answer is in).
    useTrackerStore.getState().probe(matchId);
  }, [availability, matchId]);
  return availability === 'available';
}
