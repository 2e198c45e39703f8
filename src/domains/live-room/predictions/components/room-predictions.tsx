/**
 * The room's 竞猜 chunk (`room-predictions`; docs/pages.md, the room's 竞猜): it runs the room's
 * predictions while shown (use-room-predictions.ts) and floats the card of the current one over
 * the top of the chat's list (the newest lines stay in view), with the fan's 积分 and the way to their history and record. A backend without
 * predictions (404), or a room with none yet, shows nothing.
 */
import { useEffect, useRef } from 'react';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { useNow } from '../../../../ui/use-now';
import { usePlayhead } from '../../../match/components/use-playhead';
import { currentPrediction, predictionPhase } from '../rules/predictions';
import { roomPredictionsSelectors, useRoomPredictionsStore } from '../store/room-predictions-store';
import { PredictionCard } from './prediction-card';
import styles from './room-predictions.module.css';
import { PredictionHistory } from './prediction-history';
import { useRoomPredictions } from './use-room-predictions';

/** The card moves with the playhead (the countdown, the lock, a result): looked at every second. */
const TICK_MS = 1000;

export interface RoomPredictionsProps {
  /** The live room. */
  roomId: number;
  /** Where login brings a visitor back to. */
  loginPath: string;
}

export default function RoomPredictions({ roomId, loginPath }: RoomPredictionsProps) {
  useRoomPredictions(roomId);
  const availability = useRoomPredictionsStore(roomPredictionsSelectors.availability);
  const predictions = useRoomPredictionsStore(roomPredictionsSelectors.predictions);
  const historyOpen = useRoomPredictionsStore(roomPredictionsSelectors.historyOpen);
  const uid = useSessionStore(sessionSelectors.uid);
  const shown = useRef(new Set<number>()).current;
  useNow(TICK_MS);
  const playhead = usePlayhead();
  const current = availability === 'available' ? currentPrediction(predictions, playhead, shown) : null;
  const decided =
    current !== null && ['settled', 'void'].includes(predictionPhase(current, playhead, shown))
      ? current.predictionId
      : null;
  // A result once shown stays shown (rules/predictions.ts).
  useEffect(() => {
    if (decided !== null) shown.add(decided);
  }, [decided, shown]);
  if (availability !== 'available') return null;
  return (
    <>
      {current && (
        <div className={styles.over}>
          <PredictionCard
            prediction={current}
            playhead={playhead}
            shown={shown}
            loginPath={loginPath}
            onHistory={() => useRoomPredictionsStore.getState().openHistory(uid)}
          />
        </div>
      )}
      {historyOpen && (
        <PredictionHistory
          playhead={playhead}
          shown={shown}
          onClose={() => useRoomPredictionsStore.getState().closeHistory()}
        />
      )}
    </>
  );
}
