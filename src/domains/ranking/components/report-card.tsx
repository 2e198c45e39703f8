/**
 * A betting report: when and where it was placed (bet type), its legs, stake, odds and the
 * result with its colour — profit for a settled ticket, what it would win for an open one —
 * and the votes. A report whose betInfo could not be read says so and keeps the rest.
 */
import { memo } from 'react';
import type { BettingReport, OddsTypeValue, VoteAction } from '../../../contracts/ranking';
import { rankingWords } from '../ranking-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatPostTime } from '../../../platform/i18n/formats';
import { betTypeWord, formatOdds, potentialWin, resultTone, resultWord } from '../rules/bet-display';
import { formatMoney, formatSigned } from '../rules/money';
import { BetLegRow } from './bet-leg-row';
import styles from './report-card.module.css';
import tones from '../../../ui/tones.module.css';
import { VoteButtons } from './vote-buttons';

interface ReportCardProps {
  report: BettingReport;
  oddsType: OddsTypeValue;
  onVote: (reportId: number, action: VoteAction) => void;
  /** Show the legs' matches (score, clock), live while the ticket is open. */
  withMatches?: boolean;
}

export const ReportCard = memo(function ReportCard({ report, oddsType, onVote, withMatches = false }: ReportCardProps) {
  const messages = useMessages(rankingWords);
  const locale = useLocale();
  const tone = resultTone(report.result);
  const legs = report.legs;
  const typeWord = legs && legs.length > 1 ? messages.legCount(legs.length) : betTypeWord(messages, report.betType);
  const open = report.settledAt === null;
  const toWin = potentialWin(report);
  return (
    <div className={`${styles.card} ${styles[`${tone}Card`]}`}>
      <div className={styles.top}>
        {typeWord && <span className={styles.betType}>{typeWord}</span>}
        <span className={styles.time}>{messages.placedAt(formatPostTime(locale, report.createDate))}</span>
        <span className={`${styles.badge} ${styles[`${tone}Badge`]} ${tones[tone]}`}>
          {resultWord(messages, report.result)}
        </span>
      </div>
      {legs ? (
        <ul className={styles.legs}>
          {legs.map((leg, index) => (
            <BetLegRow
              key={`${leg.matchId}-${index}`}
              leg={leg}
              oddsType={oddsType}
              match={withMatches ? report.matchList.find((match) => match.id === leg.matchId) : undefined}
              live={open}
              showResult={legs.length > 1}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.unreadable} role="note">
          {messages.unreadable}
        </p>
      )}
      <div className={styles.bottom}>
        <span className={styles.figures}>
          <span>
            {messages.stake} {formatMoney(report.stake)}
          </span>
          <span>
            {messages.odds} {formatOdds(report.odds, oddsType)}
          </span>
          {toWin === null ? (
            <span className={tones[tone]}>
              {messages.profitLoss} {formatSigned(report.profit)}
            </span>
          ) : (
            <span>
              {messages.toWin} {formatMoney(toWin)}
            </span>
          )}
        </span>
        <VoteButtons report={report} onVote={onVote} />
      </div>
    </div>
  );
});
