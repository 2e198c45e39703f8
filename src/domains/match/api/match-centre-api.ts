/** The match centre snapshot (our optional extension: src/contracts/match-centre.ts). */
import { MatchCentreCalls, type MatchCentreSnapshot } from '../../../contracts/match-centre';
import { callApi } from '../../../platform/http/http-client';
import { isHttpError } from '../../../platform/http/http-error';

/** Quietly (no toast): a backend without the call is not the user's problem. */
export const fetchMatchCentre = (matchId: number): Promise<MatchCentreSnapshot> =>
  callApi(MatchCentreCalls.snapshot, { matchId }, { silent: true });

/** The backend has no match centre: the call is unknown to it (HTTP 404, or code 404 in the envelope). */
export const isCentreMissing = (error: unknown): boolean => isHttpError(error) && error.code === 404;
