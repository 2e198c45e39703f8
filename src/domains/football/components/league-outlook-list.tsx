/**
 * The last weeks of a league: for the teams with something at stake — a place
 * already decided, or one their next match can decide — the verdict per place that matters,
 * the points still needed, and what a win, a draw or a loss next would decide.
 */
import type { TeamSummary } from '../../../contracts/match';
import { TeamSide } from '../../match/components/team-side';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords, type FootballWords } from '../football-messages';
import type { LeagueTeamOutlook, ZoneOutlook, ZoneVerdict } from '../rules/league-outlook';
import styles from './outlook-list.module.css';

const verdictWord = (messages: FootballWords, zone: ZoneOutlook['zone'], verdict: ZoneVerdict): string =>
  zone === 'relegation' ? messages.relegationVerdict[verdict] : messages.zoneVerdict[verdict];

/** A zone is worth a line when it is decided, or the next match can decide it. */
const matters = (zone: ZoneOutlook): boolean =>
  zone.verdict !== 'open' || (zone.next !== null && Object.values(zone.next).some((verdict) => verdict !== 'open'));

export function LeagueOutlookList({
  outlooks,
  teamOf,
}: {
  outlooks: readonly LeagueTeamOutlook[];
  teamOf: (teamId: number) => TeamSummary | undefined;
}) {
  const messages = useMessages(footballWords);
  const rows = outlooks
    .map((outlook) => ({ outlook, zones: outlook.zones.filter(matters) }))
    .filter((row) => row.zones.length > 0);
  if (rows.length === 0) return null;
  return (
    <section aria-label={messages.leagueOutlookTitle}>
      <h3 className={styles.heading}>{messages.leagueOutlookTitle}</h3>
      <ul className={styles.list}>
        {rows.map(({ outlook, zones }) => {
          const team = teamOf(outlook.teamId);
          return (
            <li key={outlook.teamId} className={styles.item}>
              <div className={styles.head}>{team && <TeamSide team={team} />}</div>
              {zones.map((zone) => (
                <p key={zone.zone} className={styles.match}>
                  <span className={styles.opponent}>{messages.zoneNames[zone.zone]}</span>
                  <span>{verdictWord(messages, zone.zone, zone.verdict)}</span>
                  {zone.pointsToClinch !== null && <span>{messages.pointsToClinch(zone.pointsToClinch)}</span>}
                  {zone.verdict === 'open' &&
                    zone.next &&
                    (['win', 'draw', 'loss'] as const).map((result) => (
                      <span key={result} className={styles.outcome}>
                        {messages.outcome[result]} {verdictWord(messages, zone.zone, zone.next![result])}
                      </span>
                    ))}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
