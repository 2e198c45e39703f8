/** The weekly streamer ranking: rank, face, name, live state, watchers and fans; rows open the room. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { type StreamerRankItem } from '../../../contracts/anchors';
import { StreamerLiveStatus } from '../../../contracts/match';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Badge } from '../../../ui/badge';
import { RankedPerson, rankedRowClass } from '../../../ui/ranked-person';
import { profileWords } from '../profile-messages';
import { formatCount } from '../../../platform/i18n/formats';
import styles from './rank-list.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { linkTo } from '../../../platform/domain/domain-links';
import { matchWords } from '../../match/match-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';

interface RankListProps {
  items: readonly StreamerRankItem[];
  /** Marks this streamer's row (the live room's own streamer). */
  currentStreamerId?: number;
}

export function RankList({ items, currentStreamerId }: RankListProps) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <RankRow item={item} current={item.id === currentStreamerId} />
        </li>
      ))}
    </ol>
  );
}

const RankRow = memo(function RankRow({ item, current }: { item: StreamerRankItem; current: boolean }) {
  const matchText = useMessages(matchWords);
  const profileMessages = useMessages(profileWords);
  const locale = useLocale();
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  return (
    <Link
      className={current ? `${rankedRowClass} ${styles.current}` : rankedRowClass}
      to={href(linkTo('live-room.room', { id: item.id }))}
      aria-current={current ? 'true' : undefined}
    >
      <RankedPerson
        rank={item.rank}
        rankLabel={profileMessages.rankLabel(item.rank)}
        avatarSrc={toUrl(item.pictureId)}
        name={item.nickName}
        badge={item.liveStatus === StreamerLiveStatus.Live && <Badge variant="live" />}
        figures={
          <>
            <span>{matchText.watchers(formatCount(locale, item.watcherCount))}</span>
            <span>{matchText.fans(formatCount(locale, item.fansCount))}</span>
          </>
        }
      />
    </Link>
  );
});
