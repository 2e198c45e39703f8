/**
 * The tracker's snapshot (动画直播, our optional extension: src/contracts/match-tracker.ts). Quiet
 * (no toast): a backend without the call is not the user's problem.
 */
import { MatchTrackerCalls } from '../../../contracts/match-tracker';
import { callFunctions } from '../../../platform/http/call-functions';

export const matchTrackerApi = callFunctions(MatchTrackerCalls, { silent: true });
