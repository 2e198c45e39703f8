/**
 * A cup's or tournament's knockout tree (rules/bracket.ts → src/ui Bracket): each tie with its
 * crests, score (the aggregate over two legs), winner, and a note — aggregate, extra time,
 * shoot-out, the phase while it is played, the kick-off before. A tie opens its (last) match.
 */
import { formatMatchTime } from '../../../lib/time-labels';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { Bracket, type BracketRound, type BracketSide } from '../../../ui/bracket';
import type { TeamSummary } from '../../../contracts/match';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords, type FootballWords } from '../football-messages';
import type { KnockoutRound, KnockoutTie } from '../rules/bracket';
import { footballPhaseWord } from '../rules/match-phase';
import { footballMatchTarget } from '../../match/rules/match-jump';

function noteOf(messages: FootballWords, tie: KnockoutTie): string {
  const parts: string[] = [];
  if (tie.aggregate && tie.legs.length > 1) parts.push(messages.aggregate(tie.aggregate[0], tie.aggregate[1]));
  if (tie.extraTime) parts.push(messages.extraTime);
  if (tie.penalties) parts.push(messages.penalties(tie.penalties[0], tie.penalties[1]));
  if (tie.state === 'in-play') {
    const playing = tie.legs.find((leg) => leg.statusId > 1 && leg.statusId < 8);
    const phase = playing ? footballPhaseWord(playing) : null;
    if (phase) parts.push(phase);
  }
  if (tie.state === 'scheduled') {
    const next = tie.legs[0];
    if (next) parts.push(formatMatchTime(next.matchDate));
  }
  return parts.join(' · ');
}

export function KnockoutBracket({ rounds, label }: { rounds: readonly KnockoutRound[]; label: string }) {
  const { go } = useNavigation();
  const messages = useMessages(footballWords);
  const toUrl = useFileUrl();
  const side = (team: TeamSummary | null, score: number | undefined, tie: KnockoutTie): BracketSide | null =>
    team && {
      name: team.shortNameZh,
      logo: <Avatar src={toUrl(team.logoFileId)} name={team.shortNameZh} alt="" size="s" shape="rounded" />,
      score,
      winner: tie.winnerId === team.id,
    };
  const bracketRounds: BracketRound[] = rounds.map((round) => ({
    key: round.stageId,
    title: round.title,
    ties: round.ties.map((tie) => {
      const last = tie.legs[tie.legs.length - 1];
      const score = tie.aggregate ? messages.tieScore(tie.aggregate[0], tie.aggregate[1]) : messages.versus;
      const note = noteOf(messages, tie);
      return {
        key: tie.key,
        top: side(tie.teamA, tie.aggregate?.[0], tie),
        bottom: side(tie.teamB, tie.aggregate?.[1], tie),
        note,
        label: `${messages.tieLabel(round.title, tie.teamA?.shortNameZh ?? messages.undecided, tie.teamB?.shortNameZh ?? messages.undecided, score)}${note ? ` ${note}` : ''}`,
        onSelect: last && tie.teamA && tie.teamB ? () => go(footballMatchTarget(last)) : undefined,
      };
    }),
  }));
  return <Bracket rounds={bracketRounds} label={label} />;
}
