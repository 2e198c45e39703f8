/**
 * A knockout tree from the competition's stages and each knockout stage's matches (a cup's
 * 对阵图, a tournament's 淘汰赛), refreshed every minute while shown; a third-place play-off is
 * listed under the tree.
 */
import { useCallback, useEffect } from 'react';
import { LoopInterval, useLoop } from '../../../platform/loop/use-loop';
import type { Resource } from '../../../platform/store/resource';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import type { Tournament } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { buildBracket } from '../rules/bracket';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import { KnockoutBracket } from './knockout-bracket';
import { ScheduleList } from './schedule-list';
import section from './table-section.module.css';

/** Whose knockout: a cup (by season) or a tournament. */
export type KnockoutSource = { cup: { competitionId: number; seasonId: number } } | { tournament: Tournament };

export function KnockoutView({ title, source }: { title: string; source: KnockoutSource }) {
  const messages = useMessages(footballWords);
  const cup = 'cup' in source ? source.cup : null;
  const tournament = 'tournament' in source ? source.tournament : null;
  const stagesKey = cup
    ? footballKeys.leagueStages(cup.competitionId, cup.seasonId)
    : footballKeys.tournament(tournament!);
  const stages = useFootballStore((state) => resourceAt(state.stages, stagesKey));
  const matches = useFootballStore((state) => state.matches);
  // Actions are created once with the store: stable references for the effects below.
  const {
    loadStages: loadCupStages,
    loadTournamentStages,
    loadTournamentStage,
    loadStageMatches,
  } = useFootballStore.getState();
  const competitionId = cup?.competitionId;
  const seasonId = cup?.seasonId;
  const loadStages = useCallback(
    () =>
      competitionId !== undefined && seasonId !== undefined
        ? loadCupStages(competitionId, seasonId)
        : loadTournamentStages(tournament!),
    [loadCupStages, loadTournamentStages, competitionId, seasonId, tournament],
  );
  const loadStage = useCallback(
    (stageId: number) => (tournament ? loadTournamentStage(tournament, stageId) : loadStageMatches(stageId)),
    [loadTournamentStage, loadStageMatches, tournament],
  );
  const stageMatches = (stageId: number) =>
    resourceAt(
      matches,
      tournament ? footballKeys.tournamentStage(tournament, stageId) : footballKeys.stageMatches(stageId),
    );
  const knockout = (stages.data ?? []).filter((stage) => stage.kind === 'knockout');
  const stageKey = knockout.map((stage) => stage.id).join(',');
  useEffect(() => {
    void loadStages();
  }, [loadStages]);
  useLoop(
    () => Promise.all(stageKey === '' ? [] : stageKey.split(',').map((id) => loadStage(Number(id)))),
    LoopInterval.minute,
    stageKey !== '',
  );
  useEffect(() => {
    // A new set of stages (another competition): load its matches now, not a minute later.
    if (stageKey !== '') stageKey.split(',').forEach((id) => void loadStage(Number(id)));
  }, [stageKey, loadStage]);

  const resources = knockout.map((stage) => stageMatches(stage.id));
  const failed = stages.status === 'failed' ? stages : resources.find((resource) => resource.status === 'failed');
  const ready = stages.status === 'ready' && resources.every((resource) => resource.status === 'ready');
  const combined: Resource<true> = failed
    ? { ...failed, data: null }
    : ready
      ? { ...stages, data: true }
      : { ...stages, status: 'loading', data: null };
  const matchesByStage = new Map(knockout.map((stage, index) => [stage.id, resources[index]?.data ?? []]));
  const rounds = ready ? buildBracket(knockout, matchesByStage) : [];
  const inTree = new Set(rounds.map((round) => round.stageId));
  const playOffs = knockout.filter((stage) => !inTree.has(stage.id));

  return (
    <ResourceView
      resource={combined}
      isEmpty={rounds.length === 0}
      empty={<EmptyState title={messages.noBracket} />}
      onRetry={() => {
        void loadStages();
        knockout.forEach((stage) => void loadStage(stage.id));
      }}
      skeleton={<SkeletonList rows={4} avatar={false} />}
    >
      {() => (
        <>
          <KnockoutBracket rounds={rounds} label={`${title} ${messages.bracket}`} />
          {playOffs.map((stage) => (
            <section key={stage.id} className={section.section} aria-label={stage.nameZh}>
              <h3 className={section.title}>{stage.nameZh}</h3>
              <ScheduleList matches={matchesByStage.get(stage.id) ?? []} label={stage.nameZh} withPicks={false} />
            </section>
          ))}
        </>
      )}
    </ResourceView>
  );
}
