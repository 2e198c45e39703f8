/** A match's centre on screen (store/match-centre-store.ts): loaded while wanted, held by a screen that shows it whole. */
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';
import { useLiveTimeline, type TimelineUse } from '../../../../platform/store/use-live-timeline';
import { useMatchCentreStore, type MatchCentre } from '../../store/match-centre-store';

/** The match's centre; undefined while unknown or when the backend has none (see `useCentreAvailability`). */
export const useMatchCentre = (matchId: number, use?: TimelineUse): MatchCentre | undefined =>
  useLiveTimeline(useMatchCentreStore, matchId, use);

/** unknown until a centre answered; unavailable: the backend has no match centre. */
export const useCentreAvailability = (): TimelineAvailability => useMatchCentreStore((state) => state.availability);
