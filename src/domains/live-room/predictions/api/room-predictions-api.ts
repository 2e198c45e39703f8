/**
 * The live room's 竞猜 (our optional extension, contracts/predictions.ts): the room's predictions
 * with the fan's vote and 积分, the vote, a fan's record. Only the predictions' chunk imports these.
 * Quiet: the room shows no 竞猜 when it fails (404: the backend has none), and a refused vote says
 * why on its card. One vote per fan and prediction: a retry of the same answer and stake answers
 * the same and charges once.
 */
import { PredictionCalls } from '../../../../contracts/predictions';
import { callFunctions } from '../../../../platform/http/call-functions';

export const roomPredictionsApi = callFunctions(PredictionCalls, { silent: true });
