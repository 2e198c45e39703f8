/** An expert in the all-experts list: face and name (to their page), the figure of the sort, follow. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ExpertSort, type ExpertSortValue, type ExpertProfile } from '../../../contracts/news';
import { formatCount } from '../../../platform/i18n/formats';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Badge } from '../../../ui/badge';
import { Medal } from '../../../ui/medal';
import { PersonText } from '../../../ui/ranked-person';
import { Avatar } from '../../../ui/avatar';
import { newsWords, type NewsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import type { LocaleName } from '../../../contracts/props';
import { newsPaths } from '../news-paths';
import styles from './expert-row.module.css';
import { FollowButton } from './follow-button';

function figureOf(messages: NewsWords, locale: LocaleName, expert: ExpertProfile, sort: ExpertSortValue): string {
  switch (sort) {
    case ExpertSort.HitRate:
      return `${messages.hitRate} ${messages.percent(expert.hitPercents)}`;
    case ExpertSort.Streak:
      return messages.streak(expert.winContinuous);
    case ExpertSort.WeeklyReturn:
      return `${messages.weeklyReturn} ${messages.signedPercent(expert.weekRateReturn)}`;
    default:
      return messages.followers(formatCount(locale, expert.attention));
  }
}

export const ExpertRow = memo(function ExpertRow({
  expert,
  sort,
  rank,
}: {
  expert: ExpertProfile;
  sort: ExpertSortValue;
  rank: number;
}) {
  const messages = useMessages(newsWords);
  const locale = useLocale();
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  return (
    <div className={styles.row}>
      <Medal rank={rank} compact />
      <Link className={styles.body} to={href(newsPaths.expert(expert.id))}>
        <Avatar src={toUrl(expert.profile)} name={expert.name} alt="" size="m" />
        <PersonText
          name={expert.name}
          badge={
            expert.tag && (
              <Badge variant="tag" tone="neutral">
                {expert.tag}
              </Badge>
            )
          }
          figures={
            <span className={styles.meta}>
              <span className={styles.figure}>{figureOf(messages, locale, expert, sort)}</span> · {expert.hitSession} ·{' '}
              {messages.onSale(expert.messageInfoCount)}
            </span>
          }
        />
      </Link>
      <FollowButton expert={expert} following={expert.isAttention === 1} returnPath={newsPaths.allExperts()} />
    </div>
  );
});
