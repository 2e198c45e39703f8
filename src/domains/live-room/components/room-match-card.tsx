/**
 * The live room's match: league and start time, teams with crests, the (spoiler-safe) score
 * and clock, the stream delay with a '实时比分' switch, and booking a match that has not started.
 */
import type { StreamerMatchInfo, TeamLogos } from '../../../contracts/anchors-room';
import type { MatchSummary } from '../../../contracts/match';
import { formatMatchTime } from '../../../lib/time-labels';
import { Card } from '../../../ui/card';
import { matchWords } from '../../match/match-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { roomWords } from '../room-messages';
import { roomTeams } from '../rules/room-teams';
import { matchClockLabel, showsScore } from '../../match/rules/match-display';
import { matchPhase, sportOf } from '../../match/rules/match-status';
import { useLiveRoomStore } from '../store/live-room-store';
import { TeamSide } from '../../match/components/team-side';
import styles from './room-match-card.module.css';
import { SubscribeToggle } from '../../match/components/subscribe-toggle';
import { useLatestMatchLive } from '../../match/components/use-match-live';
import { useRoomScore } from './use-room-score';

interface RoomMatchCardProps {
  info: StreamerMatchInfo;
  /** Teams, crests and status, when the schedule or the live list knows the match. */
  match: MatchSummary | undefined;
  logos: TeamLogos | null;
  returnPath: string;
}

export function RoomMatchCard({ info, match, logos, returnPath }: RoomMatchCardProps) {
  const roomMessages = useMessages(roomWords);
  const matchText = useMessages(matchWords);
  const score = useRoomScore(info.matchId);
  const setRealtimeScore = useLiveRoomStore((state) => state.setRealtimeScore);
  const sport = match?.sport ?? (info.matchTypeId === 2 ? 'basketball' : 'football');
  const value = score.value;
  // Whether the match started is no spoiler: the newest status decides what the card offers.
  const latest = useLatestMatchLive(info.matchId) ?? match;
  const started = latest ? matchPhase(sportOf(latest.sport || sport), latest.statusId) !== 'not-started' : false;
  const logosFit = logos?.matchId === info.matchId ? logos : null;
  const { home, away } = roomTeams(info, match);
  const label = `${home.shortNameZh} ${matchText.versus} ${away.shortNameZh}`;

  return (
    <Card as="section" padding="m" className={styles.card}>
      <div className={styles.meta}>
        <span className={styles.league}>{info.matchLeague}</span>
        <time dateTime={new Date(info.startDate).toISOString()}>{formatMatchTime(info.startDate)}</time>
      </div>
      <h2 className={styles.heading}>
        <TeamSide team={home} logoFileId={logosFit?.homeLogo} size="l" layout="column" />
        <span className={styles.center} aria-live="polite" aria-atomic="true">
          {value && showsScore(value) ? (
            <span className={styles.score} data-match-id={info.matchId}>
              {value.homeScore} : {value.awayScore}
            </span>
          ) : started ? (
            <span className={styles.syncing}>{roomMessages.scoreSyncing}</span>
          ) : (
            <span className={styles.versus}>{matchText.versus}</span>
          )}
          {value && started && (
            <span className={styles.clock}>
              {matchClockLabel({ ...value, sport: value.sport || sport }, info.startDate)}
            </span>
          )}
        </span>
        <TeamSide team={away} logoFileId={logosFit?.awayLogo} size="l" layout="column" />
      </h2>
      {started && (
        <div className={styles.delay}>
          <span>
            {score.delaySeconds !== null && score.delaySeconds > 0
              ? roomMessages.delay(Math.round(score.delaySeconds))
              : '\u00a0'}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={score.realtime}
            className={styles.switch}
            onClick={() => setRealtimeScore(!score.realtime)}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            {roomMessages.realtimeScore}
          </button>
        </div>
      )}
      {!started && (
        <div className={styles.actions}>
          <SubscribeToggle subject={{ kind: 'match', matchId: info.matchId, label }} returnPath={returnPath} />
        </div>
      )}
    </Card>
  );
}
