/**
 * /five-leagues/league/{leagueId}/team/{id}: a club — its head, the competitions it plays (season
 * list, known competitions only) and for the one chosen: what it needs in the last weeks of a
 * league, its matches, its leaders and best players; and its squad.
 */
import { useEffect } from 'react';
import type { TeamSeasonItem } from '../../../contracts/football';
import { EmptyState } from '../../../ui/empty-state';
import { useBack } from '../../../platform/bridge/navigation-context';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import { FootballPageBar } from '../components/football-page-bar';
import { BestPlayerList, LeaderGrid } from '../components/leader-grid';
import { LeagueOutlookList } from '../components/league-outlook-list';
import { leagueSubPage, type LeagueAddress } from '../components/league-sub-page';
import { PageSection } from '../components/page-section';
import { SeasonTabs, useSeasonChoice } from '../components/season-tabs';
import { SquadList } from '../components/squad-list';
import { TeamHeader } from '../components/team-header';
import { TeamSchedule } from '../components/team-schedule';
import { footballPaths } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { FIVE_LEAGUE_IDS, leagueZones } from '../rules/competitions';
import { tableOutlook } from '../rules/league-outlook';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import styles from './sub-page.module.css';

export default leagueSubPage('teamTitle', TeamPage);

function TeamPage({ competitionId, id: teamId }: LeagueAddress) {
  const messages = useMessages(footballWords);
  const key = footballKeys.team(teamId);
  const lineUp = useFootballStore((state) => resourceAt(state.lineUps, key));
  const seasons = useFootballStore((state) => resourceAt(state.teamSeasons, key));
  const { loadLineUp, loadTeamSeasons } = useFootballStore.getState();
  useEffect(() => {
    void loadLineUp(teamId);
    void loadTeamSeasons(teamId);
  }, [teamId, loadLineUp, loadTeamSeasons]);

  const { seasons: items, season, pick } = useSeasonChoice(seasons.data ?? [], competitionId);
  const playerPath = (playerId: number) => footballPaths.leaguePlayer(competitionId, playerId);
  const team = lineUp.data?.team ?? null;

  const back = useBack(footballPaths.fiveLeagues());
  const header = (
    <ResourceView
      resource={lineUp}
      onRetry={() => {
        void loadLineUp(teamId);
        void loadTeamSeasons(teamId);
      }}
      onBack={back}
      notFoundTitle={messages.teamNotFound}
      skeleton={<TeamHeader team={null} />}
    >
      {() => <TeamHeader team={team} />}
    </ResourceView>
  );
  // An unknown team, or offline: the header's state alone — its retry asks for the seasons too —
  // not two stacked 加载失败 with a retry each (QA at 390x844).
  if (lineUp.status === 'failed') {
    return (
      <div className={styles.page}>
        <FootballPageBar title={messages.teamTitle} fallbackPath={footballPaths.fiveLeagues()} />
        {header}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <FootballPageBar title={team?.shortNameZh ?? messages.teamTitle} fallbackPath={footballPaths.fiveLeagues()} />
      <ResourceView resource={lineUp} onRetry={() => void loadLineUp(teamId)} skeleton={<TeamHeader team={null} />}>
        {() => <TeamHeader team={team} />}
      </ResourceView>
      <ResourceView
        resource={seasons}
        isEmpty={items.length === 0}
        empty={<EmptyState title={messages.noMatches} />}
        onRetry={() => void loadTeamSeasons(teamId)}
        skeleton={<SkeletonList rows={4} />}
      >
        {() =>
          season && (
            <>
              <SeasonTabs seasons={items} season={season} onPick={pick} className={styles.seasons} />
              <SeasonSections teamId={teamId} season={season} playerPath={playerPath} />
            </>
          )
        }
      </ResourceView>
      {lineUp.data && (
        <PageSection title={messages.squad}>
          <SquadList players={lineUp.data.players} playerPath={playerPath} />
        </PageSection>
      )}
    </div>
  );
}

function SeasonSections({
  teamId,
  season,
  playerPath,
}: {
  teamId: number;
  season: TeamSeasonItem;
  playerPath: (playerId: number) => string;
}) {
  const messages = useMessages(footballWords);
  const { seasonId } = season;
  const seasonKey = footballKeys.teamSeason(teamId, seasonId);
  const leaders = useFootballStore((state) => resourceAt(state.leaders, seasonKey));
  const best = useFootballStore((state) => resourceAt(state.bestPlayers, seasonKey));
  const { loadLeaders, loadBestPlayers } = useFootballStore.getState();
  useEffect(() => {
    void loadLeaders(teamId, seasonId);
    void loadBestPlayers(teamId, seasonId);
  }, [teamId, seasonId, loadLeaders, loadBestPlayers]);
  return (
    <>
      {FIVE_LEAGUE_IDS.includes(season.competitionId) && (
        <TeamLeagueOutlook teamId={teamId} competitionId={season.competitionId} seasonId={seasonId} />
      )}
      <TeamSchedule teamId={teamId} seasonId={seasonId} />
      <PageSection title={messages.leaders}>
        <ResourceView resource={leaders} onRetry={() => void loadLeaders(teamId, seasonId)}>
          {() => <LeaderGrid leaders={leaders.data ?? []} playerPath={playerPath} />}
        </ResourceView>
      </PageSection>
      <PageSection title={messages.bestPlayers}>
        <ResourceView
          resource={best}
          empty={<EmptyState title={messages.noPlayers} />}
          onRetry={() => void loadBestPlayers(teamId, seasonId)}
        >
          {() => <BestPlayerList players={best.data ?? []} playerPath={playerPath} />}
        </ResourceView>
      </PageSection>
    </>
  );
}

/** The team's line of the league's last-weeks outlook; nothing while the season is far from its end. */
function TeamLeagueOutlook({
  teamId,
  competitionId,
  seasonId,
}: {
  teamId: number;
  competitionId: number;
  seasonId: number;
}) {
  const table = useFootballStore((state) => resourceAt(state.tables, footballKeys.table(seasonId)));
  const loadTable = useFootballStore((state) => state.loadTable);
  useEffect(() => {
    void loadTable(competitionId, seasonId);
  }, [competitionId, seasonId, loadTable]);
  const rows = table.data?.groups[0]?.rows ?? [];
  const outlooks = tableOutlook(rows, leagueZones(competitionId));
  if (!outlooks) return null;
  const own = outlooks.filter((outlook) => outlook.teamId === teamId);
  const teams = new Map(rows.map((row) => [row.teamId, row.team]));
  return <LeagueOutlookList outlooks={own} teamOf={(id) => teams.get(id)} />;
}
