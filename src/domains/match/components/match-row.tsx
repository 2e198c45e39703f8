/**
 * A match in a schedule (leagues, cups, NBA): its time or live clock, the two teams with their
 * crests, the live score — pushed values of this match only, so a goal re-renders this row
 * alone — and what the page adds at its end (the anchors on it). A tap opens the match. A live
 * match adds its momentum sparkline and last key event (match-centre/match-pulse).
 */
import { memo, type ReactNode } from 'react';
import type { MatchSummary } from '../../../contracts/match';
import type { MatchLivePayload } from '../../../contracts/match-push';
import { matchWords } from '../match-words';
import { matchClockLabel, showsScore } from '../rules/match-display';
import { isInPlay, sportOf } from '../rules/match-status';
import { MatchPulse } from './match-centre/match-pulse';
import styles from './match-row.module.css';
import { TeamSide } from './team-side';
import { useMatchLiveValue } from './use-match-live';

interface MatchRowProps {
  match: MatchSummary;
  /** Above the teams: the competition or round ('英超 第12轮'). */
  caption?: string;
  /** At the end of the row: the anchors on the match, a booking. */
  extra?: ReactNode;
  /** The row opens the match. */
  onSelect?: () => void;
  /** How the clock reads (default `matchClockLabel`): a page may tell more of a sport's phases. */
  clockLabel?: (live: MatchLivePayload, startDate: number) => string;
}

export const MatchRow = memo(function MatchRow({ match, caption, extra, onSelect, clockLabel }: MatchRowProps) {
  const live = useMatchLiveValue(match);
  const playing = isInPlay(sportOf(live.sport || match.sport), live.statusId);
  const clock = (clockLabel ?? matchClockLabel)(live, match.matchDate);
  const score = showsScore(live) ? `${live.homeScore} : ${live.awayScore}` : matchWords.versus;
  const body = (
    <>
      <span className={playing ? `${styles.clock} ${styles.live}` : styles.clock}>{clock}</span>
      <span className={styles.teams}>
        {caption && <span className={styles.caption}>{caption}</span>}
        <span className={styles.line}>
          <span className={styles.home}>
            <TeamSide team={match.home} layout="row-reverse" />
          </span>
          <span className={styles.score} aria-live={playing ? 'polite' : undefined} data-match-id={match.id}>
            {score}
          </span>
          <span className={styles.away}>
            <TeamSide team={match.away} layout="row" />
          </span>
        </span>
        {playing && <MatchPulse matchId={match.id} sport={live.sport || match.sport} />}
      </span>
    </>
  );
  return (
    <div className={styles.row}>
      {onSelect ? (
        <button
          type="button"
          className={styles.main}
          onClick={onSelect}
          aria-label={`${match.home.shortNameZh} ${score} ${match.away.shortNameZh} ${clock}`}
        >
          {body}
        </button>
      ) : (
        <div className={styles.main}>{body}</div>
      )}
      {extra && <span className={styles.extra}>{extra}</span>}
    </div>
  );
});
