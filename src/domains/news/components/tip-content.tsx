/**
 * A tip's paid part once it may be seen (free, bought or settled): the expert's analysis and the
 * picks with their odds and results. Text from the server is rendered as text.
 */
import type { TipMessage } from '../../../contracts/news';
import { newsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatPostTime } from '../../../platform/i18n/formats';
import { TitledSection } from '../../../ui/titled-section';
import { ResultStamp } from './result-stamp';
import styles from './tip-content.module.css';

export function TipContent({ tip, now }: { tip: TipMessage; now: number }) {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  return (
    <TitledSection title={messages.contentTitle} className={styles.content} titleClassName={styles.title}>
      {tip.sportsInfo && <p className={styles.analysis}>{tip.sportsInfo}</p>}
      <h3 className={styles.subtitle}>{messages.picksTitle}</h3>
      <ul className={styles.picks}>
        {tip.messageMatchList.map((leg) => (
          <li key={leg.matchId} className={styles.pick}>
            <span className={styles.pickTeams}>
              {leg.homeName} {messages.versus} {leg.awayName}
            </span>
            <span className={styles.pickLabel}>{leg.pickLabel}</span>
            {leg.odds !== null && <span className={styles.odds}>{messages.odds(leg.odds)}</span>}
            <ResultStamp result={leg.result} size="s" />
          </li>
        ))}
      </ul>
      {(tip.payTime !== null || tip.settledAt !== null) && (
        <p className={styles.times}>
          {tip.payTime !== null && <span>{messages.paidAt(formatPostTime(locale, tip.payTime, now))}</span>}
          {tip.settledAt !== null && <span>{messages.settledAt(formatPostTime(locale, tip.settledAt, now))}</span>}
        </p>
      )}
    </TitledSection>
  );
}
