/**
 * A day's (or a stage's) matches: the video picks on top — the spec's video schedule over the
 * matches that carry streamers — then one row per match with its time or live clock, live score
 * (pushed per match, through the match layer's MatchRow) and its streamers. A tap opens the match
 * in the portal; a tap on a streamer, the live room.
 */
import type { FootballMatch } from '../../../contracts/football';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { MatchRow } from '../../match/components/match-row';
import { TeamSide } from '../../match/components/team-side';
import { useMatchLiveValue } from '../../match/components/use-match-live';
import { isLiveAnchor, leadAnchor } from '../../match/rules/match-anchors';
import { matchClockLabel, showsScore } from '../../match/rules/match-display';
import { videoSchedule } from '../../match/rules/video-schedule';
import { matchWords } from '../../match/match-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { anchorTarget, footballMatchTarget } from '../../match/rules/match-jump';
import { useVisibleMatches } from '../../match/components/use-visible-matches';
import styles from './schedule-list.module.css';

interface ScheduleListProps {
  matches: readonly FootballMatch[];
  /** Names the list for screen readers ('11月22日 的比赛'). */
  label: string;
  /** Above a row's teams: the round, the group, the leg. */
  caption?: (match: FootballMatch) => string | undefined;
  /** The video picks on top (schedules of a day; not a team's season). */
  withPicks?: boolean;
}

export function ScheduleList({ matches, label, caption, withPicks = true }: ScheduleListProps) {
  const messages = useMessages(footballWords);
  const visible = useVisibleMatches(matches);
  const picks = withPicks ? videoSchedule(visible.filter((match) => (match.anchorInfo?.length ?? 0) > 0)) : [];
  return (
    <>
      {picks.length > 0 && (
        <section className={styles.picks} aria-label={messages.videoPicks}>
          {picks.map((match) => (
            <VideoPick key={match.id} match={match} />
          ))}
        </section>
      )}
      <ul className={styles.list} aria-label={label}>
        {visible.map((match) => (
          <li key={match.id}>
            <MatchRow match={match} caption={caption?.(match)} opensMatch withAnchors withTracker />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A video card: the match and the streamer a tap opens (the live room when live, else the match). */
function VideoPick({ match }: { match: FootballMatch }) {
  const messages = useMessages(footballWords);
  const matchText = useMessages(matchWords);
  const { go } = useNavigation();
  const live = useMatchLiveValue(match);
  const lead = leadAnchor(match.anchorInfo ?? []);
  const streaming = lead !== undefined && isLiveAnchor(lead);
  const score = showsScore(live) ? `${live.homeScore} : ${live.awayScore}` : messages.versus;
  const clock = matchClockLabel(live, match.matchDate);
  return (
    <button
      type="button"
      className={styles.pick}
      onClick={() => go(streaming && lead ? anchorTarget(lead) : footballMatchTarget(match))}
      aria-label={`${match.home.shortNameZh} ${score} ${match.away.shortNameZh} ${clock}${lead ? ` ${matchText.watchAnchor(lead.nickName, streaming)}` : ''}`}
    >
      <span className={styles.pickTeams}>
        <TeamSide team={match.home} layout="column" size="m" />
        <span className={styles.pickScore}>
          <span className={styles.pickValue}>{score}</span>
          <span className={styles.pickClock}>{clock}</span>
        </span>
        <TeamSide team={match.away} layout="column" size="m" />
      </span>
      {lead && (
        <span className={streaming ? `${styles.pickAnchor} ${styles.streaming}` : styles.pickAnchor}>
          {streaming ? `${matchText.anchorLive} · ` : ''}
          {lead.nickName}
        </span>
      )}
    </button>
  );
}
