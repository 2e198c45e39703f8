/**
 * One entry of a ranking list: rank, avatar, name and title, the record (hits, streak, follow
 * bets), the figure the list ranks by, the latest reports, and the way to all of them.
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { OddsTypeValue, RankingEntry, RankingTypeValue, VoteAction } from '../../../contracts/ranking';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { RankedPerson } from '../../../ui/ranked-person';
import { rankingWords } from '../ranking-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatCount } from '../../../platform/i18n/formats';
import { rankingPaths, type PeriodRange } from '../ranking-paths';
import { entryMeasure } from '../rules/ranking-tabs';
import styles from './ranking-entry-card.module.css';
import { TitleBadge } from './title-badge';
import tones from '../../../ui/tones.module.css';
import { ReportCard } from './report-card';

interface RankingEntryCardProps {
  entry: RankingEntry;
  rankingType: RankingTypeValue;
  period: PeriodRange;
  oddsType: OddsTypeValue;
  /** The title's name by id (user/title/list/all), else the entry's own. */
  titleName: string | null;
  onVote: (reportId: number, action: VoteAction) => void;
}

export const RankingEntryCard = memo(function RankingEntryCard({
  entry,
  rankingType,
  period,
  oddsType,
  titleName,
  onVote,
}: RankingEntryCardProps) {
  const messages = useMessages(rankingWords);
  const locale = useLocale();
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const measure = entryMeasure(entry, rankingType);
  const to = href(rankingPaths.user(entry.userId, period));
  return (
    <article className={styles.entry} aria-label={`${messages.rankLabel(entry.rank)} ${entry.nickName}`}>
      <Link className={styles.head} to={to}>
        <RankedPerson
          rank={entry.rank}
          rankLabel={messages.rankLabel(entry.rank)}
          avatarSrc={toUrl(entry.headUrl)}
          name={entry.nickName}
          badge={titleName && <TitleBadge title={titleName} />}
          figures={
            <>
              <span>{messages.record(entry.redCount, entry.blackCount)}</span>
              {entry.continuousRed > 1 && <span className={styles.streak}>{messages.streak(entry.continuousRed)}</span>}
              <span>{messages.followBets(formatCount(locale, entry.followBetCount))}</span>
            </>
          }
        />
        <span className={styles.measure}>
          <span className={`${styles.value} ${tones[measure.tone]}`}>{measure.value}</span>
          <span className={styles.measureLabel}>{measure.label}</span>
        </span>
      </Link>
      <ul className={styles.reports}>
        {entry.bettingReportList.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} oddsType={oddsType} onVote={onVote} />
          </li>
        ))}
      </ul>
      {entry.showMore && (
        <Link className={styles.more} to={to} aria-label={`${messages.showMore}：${entry.nickName}`}>
          {messages.showMore}
        </Link>
      )}
    </article>
  );
});
