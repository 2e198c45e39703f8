/**
 * A streamer's schedule in the live room: each match with its time, league and teams; a match
 * being streamed can be watched on the portal's live page, one not started can be booked; an entry
 * with a red-envelope lottery shows its 红包 badge.
 */
import { type ScheduleItem } from '../../../contracts/anchors-room';
import { ScheduleLiveStatus } from '../../../contracts/match';
import { formatMatchTime } from '../../../lib/time-labels';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EnvelopeBadge } from '../../../ui/envelope-badge';
import { streamedMatchLiveTarget } from '../../match/rules/match-jump';
import { matchWords } from '../../match/match-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { roomWords } from '../room-messages';
import { entryEnvelope } from '../../match/rules/envelope-entries';
import styles from './schedule-list.module.css';
import { SubscribeToggle } from '../../match/components/subscribe-toggle';

interface ScheduleListProps {
  hostId: number;
  items: readonly ScheduleItem[];
  returnPath: string;
}

export function ScheduleList({ hostId, items, returnPath }: ScheduleListProps) {
  const roomMessages = useMessages(roomWords);
  const matchText = useMessages(matchWords);
  const { go } = useNavigation();
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const { home, away } = item.match;
        const label = `${home.shortNameZh} ${matchText.versus} ${away.shortNameZh}`;
        const live = item.liveStatus === ScheduleLiveStatus.InProgress;
        const envelope = entryEnvelope(item);
        return (
          <li key={`${item.matchId}-${item.liveRoomId}`} className={styles.row}>
            <span className={styles.when}>
              <time dateTime={new Date(item.startDate).toISOString()}>{formatMatchTime(item.startDate)}</time>
              <span className={styles.league}>{item.match.competitionName}</span>
            </span>
            <span className={styles.match}>
              <span className={styles.teams}>{label}</span>
              {envelope !== null && <EnvelopeBadge amount={envelope} />}
            </span>
            <span className={styles.action}>
              {live ? (
                <>
                  <Badge variant="live" />
                  <Button
                    size="s"
                    variant="secondary"
                    aria-label={`${roomMessages.watchMatch} ${label}`}
                    onClick={() => void go(streamedMatchLiveTarget(item, hostId))}
                  >
                    {roomMessages.watchMatch}
                  </Button>
                </>
              ) : (
                <SubscribeToggle subject={{ kind: 'match', matchId: item.matchId, label }} returnPath={returnPath} />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
