/**
 * The sections of the 赛况 panel: key-event timeline, team statistics, line-ups with
 * live ratings (football pitch from the formation; basketball box score) and 文字直播.
 */
import type { MatchCentreEvent, MatchCentrePlayer, MatchCentreTeam } from '../../../../contracts/match-centre';
import type { ScoringRun } from '../../rules/match-centre/basketball-runs';
import type { BoxScore } from '../../rules/match-centre/box-score';
import { eventClock, eventIcon, eventSubject } from '../../rules/match-centre/key-events';
import { ratingBand } from '../../rules/match-centre/player-ratings';
import styles from './match-centre-panel.module.css';
import { matchCentreWords, type MatchCentreWords } from './match-centre-messages';
import { useMessages } from '../../../../platform/i18n/messages';

export interface TimelineItem {
  key: string;
  side: 'home' | 'away' | '';
  clock: string;
  icon: string;
  title: string;
  detail: string;
}

export function eventItem(event: MatchCentreEvent, sport: string, words: MatchCentreWords): TimelineItem {
  let detail = '';
  if (event.kind === 'goal')
    detail =
      event.detail === 'own-goal'
        ? words.ownGoal
        : event.detail === 'penalty'
          ? words.penaltyGoal
          : event.otherName
            ? words.assist(event.otherName)
            : '';
  if (event.kind === 'substitution') detail = `${words.subOff} ${event.otherName}`;
  // A decision the words do not name reads as the goal standing.
  if (event.kind === 'var')
    detail =
      event.detail === 'goal-disallowed' || event.detail === 'penalty-cancelled'
        ? words.varDecisions[event.detail]
        : words.varDecisions['goal-confirmed'];
  if (event.kind === 'penalty-missed') detail = words.penaltyMissed;
  if (event.kind === 'period') detail = `${event.homeScore}-${event.awayScore}`;
  return {
    key: `e${event.index}`,
    side: event.side,
    clock: eventClock(event, sport),
    icon: eventIcon(event),
    title: eventSubject(event),
    detail,
  };
}

export function runItems(
  runs: readonly ScoringRun[],
  changes: readonly MatchCentreEvent[],
  teams: { home: string; away: string },
  words: MatchCentreWords,
): (TimelineItem & { index: number })[] {
  return [
    ...runs.map((run) => ({
      key: `r${run.to.index}`,
      index: run.to.index,
      side: run.side,
      clock: eventClock(run.to, 'basketball'),
      icon: '🔥',
      title: words.run(teams[run.side], run.points),
      detail: `${run.to.homeScore}-${run.to.awayScore}`,
    })),
    ...changes.map((event) => ({
      key: `l${event.index}`,
      index: event.index,
      side: event.side,
      clock: eventClock(event, 'basketball'),
      icon: '⇅',
      title: words.leadChange(event.side === '' ? '' : teams[event.side]),
      detail: `${event.homeScore}-${event.awayScore}`,
    })),
  ];
}

export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  const words = useMessages(matchCentreWords);
  if (items.length === 0) return <p className={styles.empty}>{words.noEvents}</p>;
  return (
    <ol className={styles.timeline}>
      {items.map((item) => (
        <li
          key={item.key}
          className={`${styles.timelineItem} ${item.side === 'away' ? styles.awaySide : item.side === 'home' ? styles.homeSide : styles.neutral}`}
        >
          <span className={styles.clock}>{item.clock}</span>
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          <span className={styles.what}>
            <span className={styles.title}>{item.title}</span>
            {item.detail && <span className={styles.detail}>{item.detail}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

export interface StatRow {
  label: string;
  home: number;
  away: number;
  /** How the values read (e.g. "55%", "12/25"). */
  homeText?: string;
  awayText?: string;
}

export function StatBars({ rows }: { rows: readonly StatRow[] }) {
  return (
    <dl className={styles.stats}>
      {rows.map((row) => {
        const total = row.home + row.away;
        const share = total === 0 ? 50 : (row.home / total) * 100;
        return (
          <div key={row.label} className={styles.statRow}>
            <dd className={styles.statValue}>{row.homeText ?? row.home}</dd>
            <dt className={styles.statLabel}>{row.label}</dt>
            <dd className={styles.statValue}>{row.awayText ?? row.away}</dd>
            <span className={styles.statBar} aria-hidden="true">
              <span className={styles.statHome} style={{ width: `${share}%` }} />
            </span>
          </div>
        );
      })}
    </dl>
  );
}

const bandClass = (rating: number) => styles[`band-${ratingBand(rating)}`] ?? '';

function RatingBadge({ rating }: { rating: number | undefined }) {
  const words = useMessages(matchCentreWords);
  if (rating === undefined) return null;
  return (
    <span className={`${styles.rating} ${bandClass(rating)}`} aria-label={`${words.rating} ${rating.toFixed(1)}`}>
      {rating.toFixed(1)}
    </span>
  );
}

/** Starters in formation lines, goalkeeper first: "4-3-3" → [1, 4, 3, 3]. */
export function formationLines(team: MatchCentreTeam): MatchCentrePlayer[][] {
  const starters = team.players.filter((player) => player.starter);
  const counts = [
    1,
    ...team.formation
      .split('-')
      .map(Number)
      .filter((n) => n > 0),
  ];
  if (counts.reduce((sum, n) => sum + n, 0) !== starters.length) return [starters];
  const lines: MatchCentrePlayer[][] = [];
  let start = 0;
  for (const count of counts) {
    lines.push(starters.slice(start, start + count));
    start += count;
  }
  return lines;
}

export interface Substitutions {
  on: Set<number>;
  off: Set<number>;
}

export function substitutionsOf(events: readonly MatchCentreEvent[]): Substitutions {
  const on = new Set<number>();
  const off = new Set<number>();
  for (const event of events) {
    if (event.kind !== 'substitution') continue;
    on.add(event.playerId);
    off.add(event.otherId);
  }
  return { on, off };
}

function PlayerChip({
  player,
  rating,
  subs,
}: {
  player: MatchCentrePlayer;
  rating: number | undefined;
  subs: Substitutions;
}) {
  const words = useMessages(matchCentreWords);
  return (
    <li className={styles.chip}>
      <span className={styles.shirt}>{player.shirtNumber}</span>
      <span className={styles.chipName}>
        {subs.off.has(player.playerId) && (
          <span className={styles.subOff} aria-label={words.subOff}>
            ↓
          </span>
        )}
        {subs.on.has(player.playerId) && (
          <span className={styles.subOn} aria-label={words.subOn}>
            ↑
          </span>
        )}
        {player.name}
      </span>
      <RatingBadge rating={rating} />
    </li>
  );
}

export function Pitch({
  team,
  ratings,
  subs,
  side,
  name,
}: {
  team: MatchCentreTeam;
  ratings: Map<number, number>;
  subs: Substitutions;
  side: 'home' | 'away';
  name: string;
}) {
  const words = useMessages(matchCentreWords);
  const lines = formationLines(team);
  return (
    <section className={styles.team} aria-label={`${name} ${team.formation}`}>
      <h3 className={styles.teamTitle}>
        {name} <span className={styles.formation}>{team.formation}</span>
      </h3>
      <div className={`${styles.pitch} ${side === 'away' ? styles.pitchAway : ''}`}>
        {lines.map((line, index) => (
          <ul key={index} className={styles.pitchLine}>
            {line.map((player) => (
              <PlayerChip key={player.playerId} player={player} rating={ratings.get(player.playerId)} subs={subs} />
            ))}
          </ul>
        ))}
      </div>
      <h4 className={styles.benchTitle}>{words.bench}</h4>
      <ul className={styles.bench}>
        {team.players
          .filter((player) => !player.starter)
          .map((player) => (
            <PlayerChip key={player.playerId} player={player} rating={ratings.get(player.playerId)} subs={subs} />
          ))}
      </ul>
    </section>
  );
}

const minutesOf = (seconds: number) => `${Math.floor(seconds / 60)}`;

export function BoxTable({
  team,
  name,
  box,
  ratings,
}: {
  team: MatchCentreTeam;
  name: string;
  box: BoxScore;
  ratings: Map<number, number>;
}) {
  const words = useMessages(matchCentreWords);
  return (
    <section className={styles.team} aria-label={name}>
      <h3 className={styles.teamTitle}>{name}</h3>
      <table className={styles.box}>
        <thead>
          <tr>
            <th scope="col">{words.box.player}</th>
            <th scope="col">{words.box.minutes}</th>
            <th scope="col">{words.box.points}</th>
            <th scope="col">{words.box.rebounds}</th>
            <th scope="col">{words.box.assists}</th>
            <th scope="col">{words.box.plusMinus}</th>
            <th scope="col">{words.rating}</th>
          </tr>
        </thead>
        <tbody>
          {team.players.map((player) => {
            const line = box.get(player.playerId);
            return (
              <tr key={player.playerId}>
                <th scope="row" className={styles.boxName}>
                  {player.name}
                </th>
                <td>{minutesOf(line?.seconds ?? 0)}</td>
                <td>{line?.points ?? 0}</td>
                <td>{line?.rebounds ?? 0}</td>
                <td>{line?.assists ?? 0}</td>
                <td>{line ? (line.plusMinus > 0 ? `+${line.plusMinus}` : line.plusMinus) : 0}</td>
                <td>
                  <RatingBadge rating={ratings.get(player.playerId)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function TextLive({ events, sport }: { events: readonly MatchCentreEvent[]; sport: string }) {
  const words = useMessages(matchCentreWords);
  const lines: MatchCentreEvent[] = [];
  for (let index = events.length - 1; index >= 0 && lines.length < 200; index -= 1) {
    const event = events[index] as MatchCentreEvent;
    if (event.text) lines.push(event);
  }
  return (
    <ol className={styles.textLive} aria-live="polite" aria-label={words.sections.text}>
      {lines.length === 0 && <li className={styles.empty}>{words.noText}</li>}
      {lines.map((event) => (
        <li key={event.index} className={styles.textLine}>
          <span className={styles.clock}>{eventClock(event, sport)}</span>
          <span>{event.text}</span>
        </li>
      ))}
    </ol>
  );
}
