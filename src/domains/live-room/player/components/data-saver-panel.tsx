/**
 * The video area in 省流模式: no video is downloaded; the match as text — the score
 * and clock as they come (no stream delay to hold them back) and its events, newest first.
 */
import type { StreamerMatchInfo } from '../../../../contracts/anchors-room';
import { matchClockLabel, showsScore } from '../../../match/rules/match-display';
import { useLatestMatchLive } from '../../../match/components/use-match-live';
import { useLiveMatchStore } from '../../../match/store/live-match-store';
import { liveMatchSelectors } from '../../../match/store/selectors';
import { matchWords } from '../../../match/match-messages';
import { useMessages } from '../../../../platform/i18n/messages';
import { roomWords } from '../../room-messages';
import { textLiveEvents } from '../rules/text-live';
import { streamWords } from '../stream-messages';
import styles from './data-saver-panel.module.css';

const SHOWN_EVENTS = 6;

export function DataSaverPanel({ info, onVideo }: { info: StreamerMatchInfo | null; onVideo(): void }) {
  const roomMessages = useMessages(roomWords);
  const streamMessages = useMessages(streamWords);
  return (
    <section className={styles.panel} aria-label={streamMessages.dataSaver}>
      <div className={styles.head}>
        <span className={styles.badge}>{streamMessages.dataSaver}</span>
        <span className={styles.hint}>{streamMessages.dataSaverHint}</span>
      </div>
      {info ? <TextLive info={info} /> : <p className={styles.empty}>{roomMessages.noMatch}</p>}
      <button type="button" className={styles.video} onClick={onVideo}>
        {streamMessages.backToVideo}
      </button>
    </section>
  );
}

function TextLive({ info }: { info: StreamerMatchInfo }) {
  const streamMessages = useMessages(streamWords);
  const matchText = useMessages(matchWords);
  const latest = useLatestMatchLive(info.matchId);
  const history = useLiveMatchStore(liveMatchSelectors.matchHistory(info.matchId));
  const events = textLiveEvents(history, { home: info.masterTeamName, away: info.guestTeamName }, info.startDate).slice(
    0,
    SHOWN_EVENTS,
  );
  return (
    <>
      <div className={styles.score}>
        <span className={styles.team}>{info.masterTeamName}</span>
        <span className={styles.figures} aria-live="polite" aria-atomic="true" data-data-saver-score={info.matchId}>
          {latest && showsScore(latest) ? `${latest.homeScore} : ${latest.awayScore}` : matchText.versus}
          {latest && <small className={styles.clock}>{matchClockLabel(latest, info.startDate)}</small>}
        </span>
        <span className={styles.team}>{info.guestTeamName}</span>
      </div>
      <h3 className={styles.title}>{streamMessages.textLive}</h3>
      {events.length === 0 ? (
        <p className={styles.empty}>{streamMessages.noEvents}</p>
      ) : (
        <ol className={styles.events}>
          {events.map((event) => (
            <li key={event.key} className={event.goal ? `${styles.event} ${styles.goal}` : styles.event}>
              <span className={styles.eventClock}>{event.clock}</span>
              <span className={styles.eventText}>{event.text}</span>
              <span className={styles.eventScore}>{event.score}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
