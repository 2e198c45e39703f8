/**
 * 我的竞猜: the fan's record as the server computes it (picks, hits, 近10中N, the run of hits — the
 * same title the chat shows beside their name) and the room's predictions with the fan's pick and
 * what it brought back. A result shows once the fan's playhead has reached it, as on the card.
 */
import { Dialog } from '../../../../ui/dialog';
import type { Playhead } from '../../../match/rules/playhead';
import { predictionWords } from '../prediction-messages';
import { recordTitle } from '../rules/prediction-record';
import { predictionPhase, type ResultsShown } from '../rules/predictions';
import { roomPredictionsSelectors, useRoomPredictionsStore } from '../store/room-predictions-store';
import styles from './room-predictions.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

export function PredictionHistory({
  playhead,
  shown,
  onClose,
}: {
  playhead: Playhead;
  shown: ResultsShown;
  onClose(): void;
}) {
  const words = useMessages(predictionWords);
  const predictions = useRoomPredictionsStore(roomPredictionsSelectors.predictions);
  const record = useRoomPredictionsStore(roomPredictionsSelectors.record);
  const points = useRoomPredictionsStore(roomPredictionsSelectors.points);
  const title = recordTitle(record, words);
  return (
    <Dialog open onClose={onClose} title={words.history}>
      <div className={styles.history}>
        <section className={styles.record} aria-label={words.recordTitle}>
          {record && record.picks > 0 ? (
            <>
              <p className={styles.recordMain}>
                {title && <span className={styles.recordChip}>{title}</span>}
                {words.recordPicks(record.picks, record.hits)}
              </p>
              <p className={styles.recordSub}>{words.recordBest(record.bestStreak)}</p>
            </>
          ) : (
            <p className={styles.recordSub}>{words.recordNone}</p>
          )}
          {points && (
            <p
              className={styles.recordSub}
            >{`${words.points(points.balance)} · ${words.dailyGrant(points.dailyGrant)}`}</p>
          )}
        </section>
        {predictions.length === 0 ? (
          <p className={styles.recordSub}>{words.historyEmpty}</p>
        ) : (
          <ul className={styles.historyList}>
            {predictions.map((item) => {
              const phase = predictionPhase(item, playhead, shown);
              const winner = item.outcomes.find((outcome) => outcome.outcomeId === item.winningOutcomeId);
              const pick = item.outcomes.find((outcome) => outcome.outcomeId === item.myVote?.outcomeId);
              const result =
                phase === 'void'
                  ? words.voided
                  : phase === 'settled' && winner
                    ? words.won(winner.label)
                    : phase === 'open'
                      ? item.lockClock
                        ? words.lockIn(item.lockClock)
                        : words.open
                      : words.locked;
              const payout = item.myVote?.payout;
              return (
                <li key={item.predictionId} className={styles.historyRow}>
                  <span className={styles.historyQuestion}>{item.question}</span>
                  <span className={styles.historyResult}>{result}</span>
                  {item.myVote && pick && (
                    <span
                      className={styles.historyPick}
                      data-hit={phase === 'settled' && (payout ?? 0) > 0 ? '' : undefined}
                    >
                      {words.myPick(pick.label, item.myVote.stake)}
                      {phase === 'settled' &&
                        payout != null &&
                        ` · ${payout > 0 ? words.payoutWon(payout) : words.payoutLost}`}
                      {phase === 'void' && ` · ${words.refunded(payout ?? item.myVote.stake)}`}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
