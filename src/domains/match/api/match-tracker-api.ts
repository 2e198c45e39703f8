/** The tracker's snapshot (动画直播, our optional extension: src/contracts/match-tracker.ts). */
import { MatchTrackerCalls, type TrackerSnapshot } from '../../../contracts/match-tracker';
import { callApi } from '../../../platform/http/http-client';

/** Quietly (no toast): a backend without the call is not the user's problem. */
export const fetchTracker = (matchId: number): Promise<TrackerSnapshot> =>
  callApi(MatchTrackerCalls.snapshot, { matchId }, { silent: true });
