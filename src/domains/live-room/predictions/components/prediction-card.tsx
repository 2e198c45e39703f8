/**
 * The 竞猜 card over the room's chat: the question, the countdown to the lock in match time at
 * the fan's playhead, one tap on an answer votes with the stake chosen below (10 / 50 / 100 /
 * 全部); the split (percent, stakers, pool odds) shows once the fan has voted or the card has
 * locked — not before, so a pick is the fan's own; then the result and the payout when the
 * playhead reaches what decided it. Questions and answers are text.
 */
import { useState } from 'react';
import { STAKE_PRESETS, type Prediction } from '../../../../contracts/predictions';
import { useNavigation } from '../../../../platform/bridge/navigation-context';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { delayOf, type Playhead } from '../../../match/rules/playhead';
import { predictionWords, type PredictionWords } from '../prediction-messages';
import {
  formatMatchSeconds,
  formatOdds,
  matchSecondsToLock,
  poolOdds,
  predictionPhase,
  splitPercents,
  stakeFor,
  type PredictionPhase,
  type ResultsShown,
  type StakeChoice,
} from '../rules/predictions';
import { roomPredictionsSelectors, useRoomPredictionsStore } from '../store/room-predictions-store';
import styles from './room-predictions.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

export interface PredictionCardProps {
  prediction: Prediction;
  playhead: Playhead;
  shown: ResultsShown;
  loginPath: string;
  onHistory(): void;
}

const STAKE_CHOICES: readonly StakeChoice[] = [...STAKE_PRESETS, 'all'];

export function PredictionCard({ prediction, playhead, shown, loginPath, onHistory }: PredictionCardProps) {
  const words = useMessages(predictionWords);
  const [choice, setChoice] = useState<StakeChoice>(STAKE_PRESETS[0]);
  const points = useRoomPredictionsStore(roomPredictionsSelectors.points);
  const voting = useRoomPredictionsStore(roomPredictionsSelectors.voting);
  const voteError = useRoomPredictionsStore(roomPredictionsSelectors.voteError);
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const { login } = useNavigation();
  const phase = predictionPhase(prediction, playhead, shown);
  const { myVote } = prediction;
  const revealed = myVote !== null || phase !== 'open';
  const canPick = phase === 'open' && myVote === null && loggedIn;
  const stake = stakeFor(choice, points?.balance ?? 0);
  const percents = splitPercents(prediction.outcomes);
  const error = voteError?.predictionId === prediction.predictionId ? voteError.message : null;

  // Only an answer's button picks, and it is disabled whenever the fan cannot vote (no pick, no stake).
  const pick = (outcomeId: number) => {
    void useRoomPredictionsStore
      .getState()
      .vote({ predictionId: prediction.predictionId, outcomeId, stake, delayMs: delayOf(playhead) });
  };

  return (
    <section className={styles.card} aria-label={words.badge} data-phase={phase}>
      <header className={styles.head}>
        <span className={styles.badge}>{words.badge}</span>
        <span className={styles.question}>{prediction.question}</span>
        <span className={styles.clock}>{clockWords(words, prediction, phase, playhead)}</span>
      </header>
      <ul className={styles.outcomes} data-revealed={revealed || undefined}>
        {prediction.outcomes.map((outcome, index) => {
          const odds = poolOdds(outcome, prediction.totalStake);
          const mine = myVote?.outcomeId === outcome.outcomeId;
          const won = phase === 'settled' && prediction.winningOutcomeId === outcome.outcomeId;
          return (
            <li key={outcome.outcomeId}>
              <button
                type="button"
                className={styles.outcome}
                style={revealed ? { backgroundSize: `${percents[index] ?? 0}% 100%` } : undefined}
                data-mine={mine || undefined}
                data-won={won || undefined}
                disabled={!canPick || stake === 0 || voting !== null}
                aria-label={canPick ? words.pickAria(outcome.label, stake) : undefined}
                onClick={() => pick(outcome.outcomeId)}
              >
                <span className={styles.label}>{outcome.label}</span>
                {revealed && (
                  <span className={styles.share}>
                    {percents[index]}% · {words.voters(outcome.voters)}
                    {odds !== null && ` · ${words.odds(formatOdds(odds))}`}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.status} role="status" data-error={error ? '' : undefined}>
        {error ?? statusWords(words, prediction, phase, voting === prediction.predictionId)}
      </p>
      <footer className={styles.foot}>
        {!loggedIn ? (
          <button type="button" className={styles.link} onClick={() => void login(loginPath)}>
            {words.loginToVote}
          </button>
        ) : canPick ? (
          <div className={styles.stakes} role="radiogroup" aria-label={words.stakeLabel}>
            {STAKE_CHOICES.map((item) => (
              <button
                key={item}
                type="button"
                role="radio"
                aria-checked={choice === item}
                className={styles.stake}
                disabled={stakeFor(item, points?.balance ?? 0) === 0}
                onClick={() => setChoice(item)}
              >
                {item === 'all' ? words.stakeAll : words.stakeOf(item)}
              </button>
            ))}
          </div>
        ) : (
          <span className={styles.pool}>{words.totalPool(prediction.totalStake, prediction.voters)}</span>
        )}
        <span className={styles.balance}>{points ? words.points(points.balance) : ''}</span>
        <button type="button" className={styles.link} onClick={onHistory}>
          {words.history}
        </button>
      </footer>
    </section>
  );
}

function clockWords(
  words: PredictionWords,
  prediction: Prediction,
  phase: PredictionPhase,
  playhead: Playhead,
): string {
  if (phase === 'open') return words.lockCountdown(formatMatchSeconds(matchSecondsToLock(prediction, playhead)));
  if (phase === 'void') return words.voided;
  if (phase === 'settled')
    return words.won(prediction.outcomes.find((item) => item.outcomeId === prediction.winningOutcomeId)?.label ?? '');
  return words.locked;
}

/** The line under the answers: the fan's pick, then what it brought back. */
function statusWords(words: PredictionWords, prediction: Prediction, phase: PredictionPhase, voting: boolean): string {
  if (voting) return words.voting;
  const { myVote } = prediction;
  if (!myVote) {
    if (phase !== 'open') return '';
    // The lock as a match time when the server gives one (a question the streamer times by the clock alone has none).
    return prediction.lockClock ? `${words.lockIn(prediction.lockClock)} · ${words.splitHidden}` : words.splitHidden;
  }
  const label = prediction.outcomes.find((item) => item.outcomeId === myVote.outcomeId)?.label ?? '';
  const pick = words.myPick(label, myVote.stake);
  if (phase === 'void') return `${pick} · ${words.refunded(myVote.payout ?? myVote.stake)}`;
  if (phase === 'settled' && myVote.payout !== null) {
    return `${pick} · ${myVote.payout > 0 ? words.payoutWon(myVote.payout) : words.payoutLost}`;
  }
  return pick;
}
