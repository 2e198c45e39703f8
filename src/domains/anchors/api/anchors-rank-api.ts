/**
 * The streamers' weekly ranking ("Anchors": host/rank), parsed by its contract
 * (contracts/anchors-rank.ts). Only the ranking's actions (store/rank-actions.ts, a chunk of
 * their own) import it, so it is not on the first screen.
 */
import { AnchorRankCalls, type StreamerRankItem } from '../../../contracts/anchors-rank';
import { callApi, type CallOptions } from '../../../platform/http/http-client';

/** host/rank: the weekly ranking. */
export const fetchStreamerRank = (options?: CallOptions): Promise<StreamerRankItem[]> =>
  callApi(AnchorRankCalls.hostRank, undefined, options);
