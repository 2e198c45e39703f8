/**
 * The live room's 竞猜 (our optional extension, contracts/predictions.ts): the room's predictions
 * with the fan's vote and 积分, the vote, a fan's record. Only the predictions' chunk imports these.
 */
import { PredictionCalls, type RoomPredictions, type VoteResult, type FanRecordAnswer } from '../../../contracts/predictions';
import type { RequestOf } from '../../../contracts/http';
import { callApi, type CallOptions } from '../../../platform/http/http-client';

/** Quiet: the room shows no 竞猜 when it fails (404: the backend has none). */
export const fetchRoomPredictions = (roomId: RequestOf<typeof PredictionCalls.room>['roomId'], options?: CallOptions): Promise<RoomPredictions> =>
  callApi(PredictionCalls.room, { roomId }, { silent: true, ...options });

/** One vote per fan and prediction: a retry of the same answer and stake answers the same and charges once. */
export const votePrediction = (vote: RequestOf<typeof PredictionCalls.vote>, options?: CallOptions): Promise<VoteResult> =>
  callApi(PredictionCalls.vote, vote, { silent: true, ...options });

export const fetchFanRecord = (uid: RequestOf<typeof PredictionCalls.record>['uid'], options?: CallOptions): Promise<FanRecordAnswer> =>
  callApi(PredictionCalls.record, { uid }, { silent: true, ...options });
