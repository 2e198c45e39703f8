/** A tip's result as a stamp: 红 for a hit, 黑 for a miss, 走 for a push (the bet results). */
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { resultTone } from '../rules/bet-result';
import tones from '../../../ui/tones.module.css';
import styles from './result-stamp.module.css';

/** The ranking's result colours: red won, green lost, grey for a push. */
const TONE_CLASS = { hit: tones.win, miss: tones.lose, neutral: tones.void };

export function ResultStamp({ result, size = 'm' }: { result: string; size?: 's' | 'm' }) {
  const messages = useMessages(newsWords);
  const tone = resultTone(result);
  if (tone === 'waiting') return null;
  const word = messages.results[result] ?? result;
  return (
    <span
      className={`${styles.stamp} ${TONE_CLASS[tone]} ${styles[size]}`}
      role="img"
      aria-label={messages.resultLabel(word)}
    >
      {word}
    </span>
  );
}
