/**
 * A match in a schedule (leagues, cups, NBA): its time or live clock, the two teams with their
 * crests, the live score — pushed values of this match only, so a goal re-renders this row
 * alone — and at its end the lead streamer chip (`withAnchors`) or what the page adds. A tap
 * opens the match: where, the match layer's sport-aware rule decides (`opensMatch`,
 * rules/match-jump) with the newest status, or the page's own `onSelect`. A live match adds its
 * momentum sparkline and last key event (match-centre/match-pulse), and on the sport pages its
 * ▶动画 mark (match-tracker/tracker-mark).
 */
import { memo, useContext, type ReactNode } from 'react';
import { NavigationContext } from '../../../platform/bridge/navigation-context';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import type { MatchSummary } from '../../../contracts/match';
import type { MatchLivePayload } from '../../../contracts/match-push';
import { matchWords } from '../match-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { matchClockLabel, showsScore } from '../rules/match-display';
import { matchJumpTarget } from '../rules/match-jump';
import { isInPlay, sportOf } from '../rules/match-status';
import { AnchorChip } from './anchor-chip';
import { MatchPulse } from './match-centre/match-pulse';
import { TrackerMark } from './match-tracker/tracker-mark';
import styles from './match-row.module.css';
import { TeamSide, versusLineClass } from './team-side';
import { useMatchLiveValue } from './use-match-live';

interface MatchRowProps {
  match: MatchSummary;
  /** Above the teams: the competition or round ('英超 第12轮'). */
  caption?: string;
  /** At the end of the row: the lead streamer chip of the match's anchors (a tap opens their room). */
  withAnchors?: boolean;
  /** At the end of the row: what else the page shows there (a booking). */
  extra?: ReactNode;
  /** A tap opens the match in the portal (the sport's page for its newest status). */
  opensMatch?: boolean;
  /** A tap does what the page says instead. */
  onSelect?: () => void;
  /** How the clock reads (default `matchClockLabel`): a page may tell more of a sport's phases. */
  clockLabel?: (live: MatchLivePayload, startDate: number) => string;
  /** The row is a card's whole content (the card draws the edges): no list divider under it. */
  inCard?: boolean;
  /** While the match is in play: the ▶动画 mark that opens its tracker (a backend that has it). */
  withTracker?: boolean;
}

export const MatchRow = memo(function MatchRow({
  match,
  caption,
  withAnchors,
  extra,
  opensMatch,
  onSelect,
  clockLabel,
  inCard,
  withTracker,
}: MatchRowProps) {
  const matchText = useMessages(matchWords);
  // Read without requiring it: a row that opens nothing renders outside the app's frame too.
  const navigation = useContext(NavigationContext);
  const live = useMatchLiveValue(match);
  const select = opensMatch
    ? () =>
        navigation?.go(
          matchJumpTarget(
            { ...match, statusId: live.statusId },
            configSelectors.sportJumpGame(useConfigStore.getState()),
          ),
        )
    : onSelect;
  const anchors = withAnchors && match.anchorInfo && match.anchorInfo.length > 0 ? match.anchorInfo : null;
  const playing = isInPlay(sportOf(live.sport || match.sport), live.statusId);
  const tracker = withTracker && playing && (
    <TrackerMark matchId={match.id} homeName={match.home.shortNameZh} awayName={match.away.shortNameZh} />
  );
  const end =
    anchors || extra || tracker ? (
      <>
        {tracker}
        {anchors && <AnchorChip anchors={anchors} />}
        {extra}
      </>
    ) : null;
  const clock = (clockLabel ?? matchClockLabel)(live, match.matchDate);
  const score = showsScore(live) ? `${live.homeScore} : ${live.awayScore}` : matchText.versus;
  const body = (
    <>
      <span className={playing ? `${styles.clock} ${styles.live}` : styles.clock}>{clock}</span>
      <span className={styles.teams}>
        {caption && <span className={styles.caption}>{caption}</span>}
        <span className={versusLineClass}>
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
    <div className={inCard ? `${styles.row} ${styles.inCard}` : styles.row}>
      {select ? (
        <button
          type="button"
          className={styles.main}
          onClick={select}
          aria-label={`${match.home.shortNameZh} ${score} ${match.away.shortNameZh} ${clock}`}
        >
          {body}
        </button>
      ) : (
        <div className={styles.main}>{body}</div>
      )}
      {end && <span className={styles.extra}>{end}</span>}
    </div>
  );
});
