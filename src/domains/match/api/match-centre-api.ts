/** The match centre snapshot (our optional extension: src/contracts/match-centre.ts). */
import { MatchCentreCalls, type MatchCentreSnapshot } from '../../../contracts/match-centre';
import { callApi } from '../../../platform/http/http-client';

/** Quietly (no toast): a backend without the call is not the user's problem. */
export const fetchMatchCentre = (matchId: number): Promise<MatchCentreSnapshot> =>
  callApi(MatchCentreCalls.snapshot, { matchId }, { silent: true });
