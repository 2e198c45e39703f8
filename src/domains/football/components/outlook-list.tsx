/**
 * What each team of a group needs: its verdict (through, out, open), the places
 * still possible, and for each match it has left what a win, a draw or a loss would mean.
 */
import type { TeamSummary } from '../../../contracts/match';
import { Badge, badgeToneClass, type BadgeTone } from '../../../ui/badge';
import { TeamSide } from '../../match/components/team-side';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords, type FootballWords } from '../football-messages';
import type { MatchOutcome, OutcomeOutlook, TeamOutlook, Verdict } from '../rules/qualification';
import styles from './outlook-list.module.css';

const TONES: Record<Verdict, BadgeTone> = { qualified: 'success', eliminated: 'neutral', open: 'warn' };

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const messages = useMessages(footballWords);
  return (
    <Badge variant="tag" tone={TONES[verdict]}>
      {messages.verdict[verdict]}
    </Badge>
  );
}

function outcomeWords(messages: FootballWords, outlook: OutcomeOutlook): string {
  const place =
    outlook.verdict !== 'eliminated' && outlook.best === outlook.worst ? ` · ${messages.place(outlook.best)}` : '';
  return `${messages.outcomeVerdict[outlook.verdict]}${place}`;
}

export function TeamOutlookLines({
  outlook,
  teamOf,
}: {
  outlook: TeamOutlook;
  teamOf: (teamId: number) => TeamSummary | undefined;
}) {
  const messages = useMessages(footballWords);
  return (
    <>
      {outlook.remaining.map((match) => (
        <p key={match.fixtureId} className={styles.match}>
          <span className={styles.opponent}>
            {messages.nextOpponent(teamOf(match.opponentId)?.shortNameZh ?? '', match.home)}
          </span>
          {(['win', 'draw', 'loss'] as const satisfies readonly MatchOutcome[]).map((outcome) => (
            <span
              key={outcome}
              className={`${styles.outcome} ${badgeToneClass(TONES[match.outcomes[outcome].verdict])}`}
            >
              {messages.outcome[outcome]} {outcomeWords(messages, match.outcomes[outcome])}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}

interface OutlookListProps {
  /** In table order. */
  outlooks: readonly TeamOutlook[];
  teamOf: (teamId: number) => TeamSummary | undefined;
  label: string;
}

export function OutlookList({ outlooks, teamOf, label }: OutlookListProps) {
  const messages = useMessages(footballWords);
  return (
    <ul className={styles.list} aria-label={label}>
      {outlooks.map((outlook) => {
        const team = teamOf(outlook.teamId);
        return (
          <li key={outlook.teamId} className={styles.item}>
            <div className={styles.head}>
              {team && <TeamSide team={team} />}
              <VerdictBadge verdict={outlook.verdict} />
              <span className={styles.place}>{messages.position(outlook.best, outlook.worst)}</span>
            </div>
            <TeamOutlookLines outlook={outlook} teamOf={teamOf} />
          </li>
        );
      })}
    </ul>
  );
}
