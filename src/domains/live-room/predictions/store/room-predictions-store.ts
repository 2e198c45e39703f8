/**
 * The live room's 竞猜 (docs/pages.md, the room's 竞猜): the room's predictions as the server
 * last told them (the room call on entry and after a reconnect, merged with the pushes so a view
 * is never taken back: rules/predictions.ts), the fan's 积分, the vote — once however often
 * tapped — and the history sheet with the fan's record. One room at a time; the predictions'
 * chunk owns it. A backend without predictions (its optional call's 404) leaves it unavailable: no card.
 */
import {
  PredictionCalls,
  PredictionCode,
  type Prediction,
  type PredictionPoints,
  type PublicPrediction,
} from '../../../../contracts/predictions';
import { PredictionsPush, type PredictionSplit } from '../../../../contracts/predictions-push';
import type { FanRecord } from '../../../../contracts/prediction-record';
import { isHttpError, isUnavailable } from '../../../../platform/http/http-error';
import { createDomainStore } from '../../../../platform/store/domain-store';
import { mutation } from '../../../../platform/store/mutation';
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';
import { LIVE_ROOM_DOMAIN } from '../../live-room-domain-id';
import { roomPredictionsApi } from '../api/room-predictions-api';
import { wordsNow } from '../../../../platform/i18n/messages';
import { predictionWords } from '../prediction-messages';
import { applySplit, withPrediction } from '../rules/predictions';
import { roomPredictionsStore } from './room-predictions-lazy-store';

export interface RoomPredictionsState {
  roomId: number | null;
  availability: TimelineAvailability;
  /** Newest first. */
  predictions: readonly Prediction[];
  /** The fan's 积分; null for a visitor (or not known yet). */
  points: PredictionPoints | null;
  /** The prediction a vote is on its way for: further taps wait for it. */
  voting: number | null;
  /** Why the last vote did not go through, on which prediction; null when it did. */
  voteError: { predictionId: number; message: string } | null;
  historyOpen: boolean;
  /** The fan's own record, asked when the history opens; null before. */
  record: FanRecord | null;
}

export interface VoteRequest {
  predictionId: number;
  outcomeId: number;
  stake: number;
  delayMs: number;
}

/** A vote with the room it was made in. */
type VoteInRoom = VoteRequest & { roomId: number | null };

interface PredictionsActions {
  openPredictions(roomId: number): void;
  closePredictions(roomId: number): void;
  /** Asks the room call again (one at a time; asked once more if wanted meanwhile). */
  refresh(): Promise<void>;
  receivePrediction(view: PublicPrediction): void;
  receiveSplit(split: PredictionSplit): void;
  /** Votes once, however often tapped; a retry after a failure is safe (the server charges once). */
  vote(request: VoteRequest): Promise<void>;
  openHistory(uid: string): void;
  closeHistory(): void;
  clearUserData(): void;
}

export const initialPredictionsState: RoomPredictionsState = {
  roomId: null,
  availability: 'unknown',
  predictions: [],
  points: null,
  voting: null,
  voteError: null,
  historyOpen: false,
  record: null,
};

const refusalWords = (error: unknown): string => {
  const predictionMessages = wordsNow(predictionWords);
  if (!isHttpError(error) || error.kind !== 'api') return predictionMessages.voteFailed;
  return (
    error.message ||
    (error.code === PredictionCode.NotEnoughPoints ? predictionMessages.notEnough : predictionMessages.voteFailed)
  );
};

export const useRoomPredictionsStore = createDomainStore<RoomPredictionsState, PredictionsActions>(
  LIVE_ROOM_DOMAIN,
  initialPredictionsState,
  (set, get, scope) => {
    // One room call at a time; wanted again meanwhile (a push, a reconnect), asked once more after it.
    let inFlight: Promise<void> | null = null;
    let wantedAgain = false;

    const askOnce = async (roomId: number): Promise<void> => {
      const current = scope.userTicket();
      const stillHere = () => current() && get().roomId === roomId;
      try {
        const answer = await roomPredictionsApi.room({ roomId });
        if (stillHere()) {
          set((state) => ({
            availability: 'available',
            predictions: answer.predictions.reduce(withPrediction, state.predictions),
            points: answer.points,
          }));
        }
      } catch (error) {
        if (stillHere() && isUnavailable(PredictionCalls.room, error))
          set({ availability: 'unavailable', predictions: [] });
      }
    };

    const ask = (): Promise<void> => {
      if (inFlight) {
        wantedAgain = true;
        return inFlight;
      }
      const run = async () => {
        do {
          wantedAgain = false;
          const { roomId } = get();
          if (roomId !== null) await askOnce(roomId);
        } while (wantedAgain);
        inFlight = null;
      };
      inFlight = run();
      return inFlight;
    };

    const forRoom = (view: { roomId: number }) => get().roomId === view.roomId;

    // One vote at a time in the room, however often tapped; its answer lands only in the room it was made in.
    const voting = mutation({
      scope,
      keyOf: ({ roomId }: VoteInRoom) => String(roomId),
      apply: ({ predictionId }: VoteInRoom) => set({ voting: predictionId, voteError: null }),
      call: ({ roomId: _roomId, ...request }: VoteInRoom) => roomPredictionsApi.vote(request),
      confirm: (result, { roomId }) => {
        if (get().roomId !== roomId) return;
        set((state) => ({ predictions: withPrediction(state.predictions, result.prediction), points: result.points }));
      },
      rollback: (_undo, { roomId, predictionId }, error) => {
        if (get().roomId !== roomId) return;
        set({ voteError: { predictionId, message: refusalWords(error) } });
        // Refused (已封盘, voted from elsewhere): the card shows the prediction as the server has it now.
        if (isHttpError(error) && error.kind === 'api') void ask();
      },
      // `voting` names the prediction, so `apply` sets it; cleared here once settled, in its own room only.
      busy: (key, busy) => {
        if (!busy && String(get().roomId) === key) set({ voting: null });
      },
    });

    return {
      openPredictions: (roomId) => {
        if (get().roomId === roomId) return;
        set({ ...initialPredictionsState, roomId });
      },
      closePredictions: (roomId) => {
        if (get().roomId === roomId) set({ ...initialPredictionsState });
      },
      refresh: ask,
      receivePrediction: (view) => {
        if (!forRoom(view)) return;
        const held = get().predictions.find((item) => item.predictionId === view.predictionId);
        set((state) => ({ predictions: withPrediction(state.predictions, view) }));
        // The push is every fan's view: the fan's payout and 积分 come with the room call.
        const decided = view.status === 'settled' || view.status === 'void';
        if (decided && held?.myVote && held.myVote.payout === null) void ask();
      },
      receiveSplit: (split) => {
        if (!forRoom(split)) return;
        set((state) => ({
          predictions: state.predictions.map((item) =>
            item.predictionId === split.predictionId ? applySplit(item, split) : item,
          ),
        }));
      },
      vote: async (request) => {
        await voting.run({ ...request, roomId: get().roomId });
      },
      openHistory: (uid) => {
        set({ historyOpen: true });
        if (uid === '') return;
        const current = scope.userTicket();
        roomPredictionsApi.record({ uid }).then(
          (record) => {
            if (current()) set({ record });
          },
          () => undefined,
        );
      },
      closeHistory: () => set({ historyOpen: false }),
      clearUserData: () => {
        // The votes and 积分 were the previous user's: asked again for whoever is here now.
        set((state) => ({
          predictions: state.predictions.map((item) => ({ ...item, myVote: null })),
          points: null,
          voting: null,
          voteError: null,
          record: null,
        }));
        void ask();
      },
    };
  },
);

export const roomPredictionsSelectors = {
  availability: (state: RoomPredictionsState) => state.availability,
  predictions: (state: RoomPredictionsState) => state.predictions,
  points: (state: RoomPredictionsState) => state.points,
  voting: (state: RoomPredictionsState) => state.voting,
  voteError: (state: RoomPredictionsState) => state.voteError,
  historyOpen: (state: RoomPredictionsState) => state.historyOpen,
  record: (state: RoomPredictionsState) => state.record,
};

roomPredictionsStore.provide(useRoomPredictionsStore, PredictionsPush);
