/**
 * A live room's predictions (竞猜, predictions.ts) on the push socket: one channel per live room,
 * `predictions:<liveRoomId>`, namespace `predictions`. OUR EXTENSION, optional as the calls are.
 * Both are latest values per prediction (the snapshot keeps the newest of each); the room call
 * (predictions.ts) is what a client reads on entry and after a reconnect.
 *   prediction  the prediction as every fan sees it, when it opens, locks, settles or is void;
 *   split       the stakes per answer, at most once a second per prediction while votes come.
 * Stakes only grow, so of two views of one prediction the one with more voters is the newer.
 */
import { channelKind, pushMessages, type PushPayload } from './push';
import { predictionSplitFields, publicPredictionFields } from './predictions';
import { object } from './schema';

const predictions = channelKind('predictions');
const messages = pushMessages('predictions');
const byId = (value: { predictionId: number }) => String(value.predictionId);

export const PredictionsPush = {
  room: predictions,
  prediction: messages.latest('prediction', [predictions.kind], object(publicPredictionFields), byId),
  split: messages.latest('split', [predictions.kind], object(predictionSplitFields), byId),
} as const;

export type PredictionSplit = PushPayload<typeof PredictionsPush.split>;
