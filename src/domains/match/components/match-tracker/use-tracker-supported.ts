/**
 * Whether the backend has the tracker (动画直播): true once its call answered; the first screen
 * that could show a 动画 entry asks once, with its match, while nobody knows yet.
 */
import { useEffect } from 'react';
import { useTrackerFeedStore } from '../../store/tracker-feed';

export function useTrackerSupported(matchId: number): boolean {
  const supported = useTrackerFeedStore((state) => state.supported);
  useEffect(() => {
    // The probe asks only while nobody knows (its store refuses once the answer is in).
    useTrackerFeedStore.getState().probe(matchId);
  }, [supported, matchId]);
  return supported === true;
}
