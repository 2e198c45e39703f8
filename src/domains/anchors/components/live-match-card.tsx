/**
 * A live match of the anchor home: league and clock, teams and score, its anchors. The card
 * selects its own match's live value by id, so a pushed score re-renders this card only. The
 * whole card links to the room of the match's lead anchor, with its 红包 badge when that room runs
 * a red-envelope lottery (rules/envelope-entries.ts). A match in play adds its momentum
 * sparkline and last key event (the match layer's MatchPulse) from a lazy chunk, asked for with
 * the app's late chunks: the match centre's code and calls stay off the anchor home's first
 * screen, and its strip keeps the pulse's height meanwhile (nothing moves when it arrives).
 */
import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { LiveMatch } from '../../../contracts/anchors';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { EnvelopeBadge } from '../../../ui/envelope-badge';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import { matchClockLabel, showsScore } from '../../match/rules/match-display';
import { matchWords } from '../../match/match-messages';
import { ActivityStatus } from '../../match/rules/streamer-display';
import { leadAnchor } from '../../match/rules/match-anchors';
import styles from './live-match-card.module.css';
import { TeamSide, versusLineClass } from '../../match/components/team-side';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { useLateChunksAsked } from '../../../platform/domain/late-chunks';
import { useMatchLiveValue } from '../../match/components/use-match-live';
import { isInPlay, sportOf } from '../../match/rules/match-status';
import { linkTo } from '../../../platform/domain/domain-links';
import { anchorWords } from '../anchor-messages';
import { useMessages } from '../../../platform/i18n/messages';

const MatchPulse = lazy(() =>
  import('../../match/components/match-centre/match-pulse').then((module) => ({ default: module.MatchPulse })),
);

const SHOWN_ANCHORS = 3;

interface LiveMatchCardProps {
  item: LiveMatch;
  /** 'wide': a featured card, larger type. */
  variant?: 'strip' | 'wide';
}

export const LiveMatchCard = memo(function LiveMatchCard({ item, variant = 'strip' }: LiveMatchCardProps) {
  const messages = useMessages(anchorWords);
  // The clock reads the match layer's words: this renders again when they arrive or switch.
  useMessages(matchWords);
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const live = useMatchLiveValue(item.match);
  const lead = leadAnchor(item.hostList);
  const envelope = useAnchorsStore(anchorsSelectors.homeEnvelope(lead?.hostId ?? 0, item.matchId));
  const isLive = item.activityStatus === ActivityStatus.Live;
  const sport = live.sport || item.match.sport;
  const playing = isInPlay(sportOf(sport), live.statusId);
  // The pulse's chunk and call wait for the late chunks: its strip keeps the height meanwhile.
  const pulseWanted = useLateChunksAsked();
  const { home, away } = item.match;
  // A featured card is half the screen wide: its team names get two lines (team-side.module.css).
  const sideSize = variant === 'wide' ? 'm' : 's';
  const nameLines = variant === 'wide' ? 2 : 1;
  const content = (
    <>
      <span className={styles.meta}>
        <span className={styles.league}>{item.matchTypeName || item.match.competitionName}</span>
        {isLive ? (
          <Badge variant="live" />
        ) : (
          <span className={styles.clock}>{matchClockLabel(live, item.startDate)}</span>
        )}
      </span>
      <span className={versusLineClass}>
        <TeamSide team={home} size={sideSize} layout="column" nameLines={nameLines} />
        <span className={styles.score}>
          {showsScore(live) ? `${live.homeScore} : ${live.awayScore}` : messages.versus}
        </span>
        <TeamSide team={away} size={sideSize} layout="column" nameLines={nameLines} />
      </span>
      {isLive && <span className={styles.minute}>{matchClockLabel(live, item.startDate)}</span>}
      {/* Every card keeps the strip, in play or not: a match that kicks off, comes back from its
          break or ends while the page is read changes no card's height (a row of cards grew by
          the strip and moved the whole page below it). */}
      <span className={styles.pulse}>
        {playing && pulseWanted && (
          <Suspense fallback={null}>
            <MatchPulse matchId={item.match.id} sport={sport} />
          </Suspense>
        )}
      </span>
      <span className={styles.anchors}>
        <span className={styles.faces} aria-hidden="true">
          {item.hostList.slice(0, SHOWN_ANCHORS).map((anchor) => (
            <Avatar
              key={anchor.hostId}
              src={toUrl(anchor.pictureId)}
              name={anchor.nickName}
              alt=""
              size="s"
              className={styles.face}
            />
          ))}
        </span>
        <span className={styles.anchorCount}>{messages.anchorsOnMatch(item.hostList.length)}</span>
        {envelope !== null && <EnvelopeBadge amount={envelope} className={styles.envelope} />}
      </span>
    </>
  );
  const className = variant === 'wide' ? `${styles.card} ${styles.wide}` : styles.card;
  return lead ? (
    <Link className={className} to={href(linkTo('live-room.room', { id: lead.hostId }))}>
      {content}
    </Link>
  ) : (
    <div className={className}>{content}</div>
  );
});
