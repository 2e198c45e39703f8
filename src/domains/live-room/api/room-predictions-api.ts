/**
 * The live room's 竞猜 (our optional extension, contracts/predictions.ts): the room's predictions
 * with the fan's vote and 积分, the vote, a fan's record. Only the predictions' chunk imports these.
 */
import { PredictionCalls, type RoomPredictions, type VoteResult, type FanRecordAnswer } from '../../../contracts/predictions';
import { callApi, type CallOptions } from '../../../platform/http/http-client';

/** Quiet: the room shows no 竞猜 when it fails (404: the backend has none). */
export const fetchRoomPredictions = (roomId: number, options?: CallOptions): Promise<RoomPredictions> =>
  callApi(PredictionCalls.room, { roomId }, { silent: true, ...options });

/** One vote per fan and prediction: a retry of the same answer and stake answers the same and charges once. */
export const votePrediction = (
  vote: { predictionId: number; outcomeId: number; stake: number; delayMs: number },
  options?: CallOptions,
): Promise<VoteResult> => callApi(PredictionCalls.vote, vote, { silent: true, ...options });

export const fetchFanRecord = (uid: string, options?: CallOptions): Promise<FanRecordAnswer> =>
  callApi(PredictionCalls.record, { uid }, { silent: true, ...options });
