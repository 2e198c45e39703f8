/**
 * The room's 竞猜 store as the descriptor (loaded with the app) reaches it: the store comes with the
 * 竞猜 card's chunk and hands itself over as it loads (platform/store/lazy-store.ts). Typed by what
 * the push handlers ask of it, in the contract's words, so this light file needs nothing of the store;
 * its push messages come with it, so their schemas load with the card, not on the first screen.
 */
import type { PublicPrediction } from '../../../../contracts/predictions';
import type { PredictionSplit, PredictionsPush } from '../../../../contracts/predictions-push';
import { lazyStore } from '../../../../platform/store/lazy-store';

interface PushedPredictions {
  receivePrediction(view: PublicPrediction): void;
  receiveSplit(split: PredictionSplit): void;
}

export const roomPredictionsStore = lazyStore<{ getState(): PushedPredictions }, typeof PredictionsPush>(
  'room-predictions',
);
