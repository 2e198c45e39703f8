/**
 * A tip in a list (the feed, an expert's tips, my orders): the expert, the title, the matches,
 * the price (or 免费 / 已购), 不中退, reads and comments, and the result once settled. The whole
 * card opens the tip. Nothing of the paid part is shown here.
 */
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TipMessage } from '../../../contracts/news';
import { formatMatchTime } from '../../../lib/time-labels';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { newsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatCount, formatPostTime } from '../../../platform/i18n/formats';
import { resultTone } from '../rules/bet-result';
import { ResultStamp } from './result-stamp';
import styles from './tip-card.module.css';
import { useTipPath } from './use-tip-path';

interface TipCardProps {
  tip: TipMessage;
  /** The expert's face and name (not on the expert's own page). */
  showExpert?: boolean;
  now: number;
  /** A line at the bottom (my orders: what was paid and given back). */
  footnote?: ReactNode;
}

export const TipCard = memo(function TipCard({ tip, showExpert = true, now, footnote }: TipCardProps) {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const pathOf = useTipPath();
  const expert = tip.professor;
  // Only a settled tip carries the stamp: an unsettled one's title takes the whole width.
  const stamped = resultTone(tip.result) !== 'waiting';
  return (
    <Link className={styles.card} to={href(pathOf(tip.id))} data-tip-id={tip.id}>
      {showExpert && (
        <span className={styles.expert}>
          <Avatar src={toUrl(expert.profile)} name={expert.name} alt="" size="s" />
          <span className={styles.expertName}>{expert.name}</span>
          {expert.hitSession && (
            <Badge variant="tag" tone="brand">
              {expert.hitSession}
            </Badge>
          )}
          {expert.winContinuous >= 2 && (
            <Badge variant="tag" tone="warn">
              {messages.streak(expert.winContinuous)}
            </Badge>
          )}
        </span>
      )}
      <span className={stamped ? `${styles.title} ${styles.besideStamp}` : styles.title}>{tip.sportsTitle}</span>
      <span className={styles.matches}>
        {tip.messageMatchList.map((leg) => (
          <span className={styles.match} key={leg.matchId}>
            <span className={styles.league}>{leg.leagueName}</span>
            <span className={styles.teams}>
              {leg.homeName} <span className={styles.versus}>{messages.versus}</span> {leg.awayName}
            </span>
            <span className={styles.kickoff}>{formatMatchTime(leg.matchDate)}</span>
          </span>
        ))}
      </span>
      <span className={styles.footer}>
        <span className={styles.tags}>
          <Badge variant="tag" tone="neutral">
            {tip.sportsPlay}
          </Badge>
          {tip.openBackGold === 1 && (
            <Badge variant="tag" tone="success">
              {messages.returnTag}
            </Badge>
          )}
          {tip.isHot === 1 && (
            <Badge variant="tag" tone="brand">
              {messages.hotTag}
            </Badge>
          )}
        </span>
        <span className={styles.meta}>
          {formatPostTime(locale, tip.publishTime, now)} · {messages.reads(formatCount(locale, tip.readCount))}
        </span>
        <span className={tip.isBuy === 1 ? `${styles.price} ${styles.bought}` : styles.price}>
          {tip.isBuy === 1 ? messages.bought : tip.goldPrice === 0 ? messages.free : messages.price(tip.goldPrice)}
        </span>
      </span>
      {footnote && <span className={styles.footnote}>{footnote}</span>}
      {stamped && (
        <span className={styles.stamp}>
          <ResultStamp result={tip.result} />
        </span>
      )}
    </Link>
  );
});
