/** The anchor home's featured live video cards: the spec's video schedule (one or two matches). */
import type { LiveMatch } from '../../../contracts/anchors';
import { videoSchedule } from '../../match/rules/video-schedule';
import styles from './featured-matches.module.css';
import { LiveMatchCard } from './live-match-card';
import { anchorWords } from '../anchor-messages';
import { useMessages } from '../../../platform/i18n/messages';

export function FeaturedMatches({ matches }: { matches: readonly LiveMatch[] }) {
  const messages = useMessages(anchorWords);
  const featured = videoSchedule(matches.map((item) => ({ statusId: item.status, anchorInfo: item.hostList, item })));
  if (featured.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="anchor-featured-title">
      <h2 id="anchor-featured-title" className={styles.title}>
        {messages.featuredTitle}
      </h2>
      <div className={styles.row}>
        {featured.map(({ item }) => (
          <LiveMatchCard key={item.matchId} item={item} variant="wide" />
        ))}
      </div>
    </section>
  );
}
