/**
 * The match centre snapshot (our optional extension: src/contracts/match-centre.ts). Quiet (no
 * toast): a backend without the call is not the user's problem.
 */
import { MatchCentreCalls } from '../../../contracts/match-centre';
import { callFunctions } from '../../../platform/http/call-functions';

export const matchCentreApi = callFunctions(MatchCentreCalls, { silent: true });
