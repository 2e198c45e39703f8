/**
 * A knockout bracket of /nba — the playoffs or the finals cup of a season — built from its
 * stages' games (rules/knockout-bracket: bracket order, reversed ties shown away side on top),
 * and under it the games of the tie the user tapped (the final at first).
 */
import { useEffect, useMemo } from 'react';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { Bracket, type BracketRound, type BracketSide } from '../../../ui/bracket';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import { matchPhase } from '../../match/rules/match-status';
import { nbaWords } from '../nba-messages';
import { useMessages, wordsNow } from '../../../platform/i18n/messages';
import { finalsViewGames } from '../rules/finals-window';
import { finalsCupBracket, playoffBracket, type KnockoutRound, type KnockoutTie } from '../rules/knockout-bracket';
import { scheduleKey } from '../store/initial-state';
import { useNbaStore } from '../store/nba-store';
import { nbaSelectors } from '../store/selectors';
import { NbaGameList } from './nba-game-list';
import styles from './knockout-view.module.css';

interface KnockoutViewProps {
  seasonId: number;
  view: 'playoffs' | 'cup';
}

export function KnockoutView({ seasonId, view }: KnockoutViewProps) {
  const messages = useMessages(nbaWords);
  const key = scheduleKey(seasonId, view);
  const resource = useNbaStore(nbaSelectors.knockout(key));
  const chosenTie = useNbaStore((state) => state.topic.ties[key]);
  const loadKnockout = useNbaStore((state) => state.loadKnockout);
  const selectTie = useNbaStore((state) => state.selectTie);

  useEffect(() => {
    void loadKnockout(seasonId, view);
  }, [loadKnockout, seasonId, view]);

  const rounds = useMemo(() => {
    const stages = resource.data ?? [];
    return view === 'cup' ? finalsCupBracket(stages) : playoffBracket(stages);
  }, [resource.data, view]);
  const ties = rounds.flatMap((round) => round.ties);
  const lastRound = rounds[rounds.length - 1];
  const selected = ties.find((tie) => tie.key === chosenTie) ?? lastRound?.ties[0] ?? ties[0];
  const title = view === 'cup' ? messages.cupBracket : messages.playoffBracket;

  return (
    <div className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      <ResourceView
        resource={resource}
        isEmpty={ties.length === 0}
        onRetry={() => void loadKnockout(seasonId, view)}
        skeleton={<SkeletonList rows={3} avatar={false} />}
        empty={
          view === 'cup' ? (
            <EmptyState title={messages.noCup} />
          ) : (
            <EmptyState title={messages.noPlayoffs} hint={messages.noPlayoffsHint} />
          )
        }
      >
        {() => (
          <>
            <KnockoutBracket rounds={rounds} label={title} onSelect={selectTie} />
            {selected && (
              <div className={styles.tieGames}>
                <h3 className={styles.tieTitle}>
                  {messages.tieGames(selected.home.shortNameZh, selected.away.shortNameZh)}
                </h3>
                <NbaGameList
                  games={finalsViewGames(seasonId, selected.stageId, selected.games)}
                  label={messages.tieGames(selected.home.shortNameZh, selected.away.shortNameZh)}
                />
              </div>
            )}
          </>
        )}
      </ResourceView>
    </div>
  );
}

function KnockoutBracket({
  rounds,
  label,
  onSelect,
}: {
  rounds: readonly KnockoutRound[];
  label: string;
  onSelect: (tieKey: string) => void;
}) {
  const messages = useMessages(nbaWords);
  const toUrl = useFileUrl();
  const bracketRounds: BracketRound[] = rounds.map((round) => ({
    key: round.stageId,
    title: round.stageName,
    ties: round.ties.map((tie) => {
      const played = tie.games.some((game) => matchPhase('basketball', game.statusId) === 'finished');
      const side = (which: 'home' | 'away'): BracketSide => {
        const team = tie[which];
        return {
          name: team.shortNameZh,
          logo: <Avatar src={toUrl(team.logoFileId)} name={team.shortNameZh} alt="" size="s" shape="rounded" />,
          score: played ? (which === 'home' ? tie.homeWins : tie.awayWins) : undefined,
          winner: tie.winnerId !== 0 && tie.winnerId === (which === 'home' ? tie.homeId : tie.awayId),
        };
      };
      const known = tie.homeId !== 0 && tie.awayId !== 0;
      // A reversed tie shows its away team on top, next to the tie that team came from.
      const [top, bottom] = tie.isReverse ? [side('away'), side('home')] : [side('home'), side('away')];
      return {
        key: tie.key,
        top: known ? top : null,
        bottom: known ? bottom : null,
        note: tieNote(tie),
        onSelect: () => onSelect(tie.key),
        label: known
          ? messages.tieLabel(
              round.stageName,
              top.name,
              String(top.score ?? '-'),
              bottom.name,
              String(bottom.score ?? '-'),
            )
          : `${round.stageName} ${messages.toBeDecided}`,
      };
    }),
  }));
  return <Bracket rounds={bracketRounds} label={label} />;
}

/** Under a series: who leads it ('凯尔特人 4-2'); nothing under a single game. */
function tieNote(tie: KnockoutTie): string | undefined {
  const messages = wordsNow(nbaWords);
  if (tie.games[0]?.seriesId == null) return undefined;
  if (tie.homeWins === tie.awayWins) return messages.seriesTied(tie.homeWins);
  const homeLeads = tie.homeWins > tie.awayWins;
  return messages.seriesNote(
    (homeLeads ? tie.home : tie.away).shortNameZh,
    Math.max(tie.homeWins, tie.awayWins),
    Math.min(tie.homeWins, tie.awayWins),
  );
}
