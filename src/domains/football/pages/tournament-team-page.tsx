/**
 * /euro-cup/team/{id} and /world-cup/team/{id}: a national team at the tournament — its head, its
 * group with what it needs (as the matchdays went: 形势回看), its matches, for the Euro its
 * leaders, and its squad.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { StandingTable } from '../../../contracts/football';
import { ErrorState } from '../../../ui/error-state';
import { useBack } from '../../../platform/bridge/navigation-context';
import { ResourceView } from '../../../ui/resource-view';
import { NotFoundState } from '../../../ui/not-found-state';
import { BadAddressPage } from '../components/bad-address-page';
import { FootballPageBar } from '../components/football-page-bar';
import { AsOfSwitch, GroupSection, useGroupStageOutlook } from '../components/group-tables';
import { LeaderGrid } from '../components/leader-grid';
import { PageSection } from '../components/page-section';
import { SquadList } from '../components/squad-list';
import { TeamHeader } from '../components/team-header';
import { TeamSchedule } from '../components/team-schedule';
import { footballPaths, type Tournament } from '../football-paths';
import { parseIdParam } from '../../../platform/domain/domain-links';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { TOURNAMENT_COMPETITION, tournamentSeason } from '../rules/competitions';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import { VerdictBadge } from '../components/outlook-list';
import styles from './sub-page.module.css';

export function TournamentTeamPage({ tournament }: { tournament: Tournament }) {
  const messages = useMessages(footballWords);
  const teamId = parseIdParam(useParams().id);
  if (teamId === null) {
    return <BadAddressPage title={messages.teamTitle} fallbackPath={footballPaths.tournament(tournament)} />;
  }
  return <TeamAtTournament key={teamId} tournament={tournament} teamId={teamId} />;
}

function TeamAtTournament({ tournament, teamId }: { tournament: Tournament; teamId: number }) {
  const messages = useMessages(footballWords);
  const lineUp = useFootballStore((state) => resourceAt(state.lineUps, footballKeys.team(teamId, tournament)));
  const seasons = useFootballStore((state) => resourceAt(state.teamSeasons, footballKeys.team(teamId, tournament)));
  const table = useFootballStore((state) => resourceAt(state.tables, footballKeys.tournament(tournament)));
  const { loadLineUp, loadTeamSeasons, loadTournamentTable } = useFootballStore.getState();
  useEffect(() => {
    void loadLineUp(teamId, tournament);
    void loadTeamSeasons(teamId, tournament);
    void loadTournamentTable(tournament);
  }, [teamId, tournament, loadLineUp, loadTeamSeasons, loadTournamentTable]);
  // The team's season at this tournament, from season-list {id}.
  const seasonId = tournamentSeason(seasons.data ?? [], TOURNAMENT_COMPETITION[tournament])?.seasonId;
  const team = lineUp.data?.team ?? null;
  const fallback = footballPaths.tournament(tournament);
  const back = useBack(fallback);
  // An unknown team, or offline: one state — offline, one retry asking for all three calls — not
  // two stacked 加载失败 with a retry each (QA at 390x844).
  if (lineUp.status === 'failed') {
    return (
      <div className={styles.page}>
        <FootballPageBar title={messages.teamTitle} fallbackPath={fallback} />
        {lineUp.notFound ? (
          <NotFoundState title={messages.teamNotFound} onBack={back} />
        ) : (
          <ErrorState
            onRetry={() => {
              void loadLineUp(teamId, tournament);
              void loadTeamSeasons(teamId, tournament);
              void loadTournamentTable(tournament);
            }}
          />
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <FootballPageBar title={team?.shortNameZh ?? messages.teamTitle} fallbackPath={fallback} />
      <ResourceView
        resource={lineUp}
        onRetry={() => void loadLineUp(teamId, tournament)}
        skeleton={<TeamHeader team={null} />}
      >
        {() => <TeamHeader team={team} />}
      </ResourceView>
      {/* The group and the schedule hang on these two calls: a failure says so, with a retry, instead of leaving them out. */}
      {(table.status === 'failed' || seasons.status === 'failed') && (
        <ErrorState
          onRetry={() => {
            if (table.status === 'failed') void loadTournamentTable(tournament);
            if (seasons.status === 'failed') void loadTeamSeasons(teamId, tournament);
          }}
        />
      )}
      {table.data && <TeamGroup table={table.data} tournament={tournament} teamId={teamId} />}
      {seasonId !== undefined && (
        <TeamSchedule teamId={teamId} seasonId={seasonId} tournament={tournament} allCompetitions={false} />
      )}
      {tournament === 'euro' && seasonId !== undefined && <EuroLeaders teamId={teamId} seasonId={seasonId} />}
      {lineUp.data && (
        <PageSection title={messages.squad}>
          <SquadList players={lineUp.data.players} />
        </PageSection>
      )}
    </div>
  );
}

function TeamGroup({ table, tournament, teamId }: { table: StandingTable; tournament: Tournament; teamId: number }) {
  const messages = useMessages(footballWords);
  const stage = useGroupStageOutlook(table, tournament);
  const group = table.groups.find((candidate) => candidate.rows.some((row) => row.teamId === teamId));
  const input = stage.inputs.find((candidate) => candidate.groupName === group?.groupName);
  const outlook = stage.outlooks.get(teamId);
  if (!group || !input || !outlook) return null;
  return (
    <PageSection
      title={messages.outlookTitle}
      extra={
        <span>
          <VerdictBadge verdict={outlook.verdict} /> {messages.position(outlook.best, outlook.worst)}
        </span>
      }
    >
      <AsOfSwitch stage={stage} />
      <GroupSection stage={stage} group={group} tournament={tournament} teamId={teamId} />
    </PageSection>
  );
}

function EuroLeaders({ teamId, seasonId }: { teamId: number; seasonId: number }) {
  const messages = useMessages(footballWords);
  const leaders = useFootballStore((state) => resourceAt(state.leaders, footballKeys.teamSeason(teamId, seasonId)));
  const loadLeaders = useFootballStore((state) => state.loadLeaders);
  useEffect(() => {
    void loadLeaders(teamId, seasonId, 'euro');
  }, [teamId, seasonId, loadLeaders]);
  return (
    <PageSection title={messages.leaders}>
      <ResourceView resource={leaders} onRetry={() => void loadLeaders(teamId, seasonId, 'euro')}>
        {() => <LeaderGrid leaders={leaders.data ?? []} />}
      </ResourceView>
    </PageSection>
  );
}
