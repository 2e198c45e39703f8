/**
 * The streamers' weekly ranking ("Anchors": host/rank), made from its declaration
 * (contracts/anchors-rank.ts). Only the ranking's actions (store/rank-actions.ts, a chunk of
 * their own) import it, so it is not on the first screen.
 */
import { AnchorRankCalls } from '../../../contracts/anchors-rank';
import { callFunctions } from '../../../platform/http/call-functions';

export const anchorRankApi = callFunctions(AnchorRankCalls);
