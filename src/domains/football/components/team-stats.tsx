/** The 球队榜 tab: every team's season figures (goals, conceded, shots on target, saves, clean sheets). */
import { useEffect } from 'react';
import type { TeamStatRow } from '../../../contracts/football';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import { StatTable } from '../../../ui/stat-table';
import { TeamSide } from '../../match/components/team-side';
import { footballPaths } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';

/** What a league's season tab (球员榜, 球队榜) is given: the league, its season and its short name. */
export interface SeasonTabProps {
  competitionId: number;
  seasonId: number;
  title: string;
}

export function TeamStats({ competitionId, seasonId, title }: SeasonTabProps) {
  const messages = useMessages(footballWords);
  const stats = useFootballStore((state) => resourceAt(state.teamStats, String(seasonId)));
  const loadTeamStats = useFootballStore((state) => state.loadTeamStats);
  const { go } = useNavigation();
  useEffect(() => {
    void loadTeamStats(seasonId);
  }, [seasonId, loadTeamStats]);
  const { columns: words, columnTitles: titles } = messages;
  return (
    <ResourceView
      resource={stats}
      empty={<EmptyState title={messages.noTeams} />}
      onRetry={() => void loadTeamStats(seasonId)}
      skeleton={<SkeletonList rows={10} avatar={false} lines={1} />}
    >
      {() => (
        <StatTable<TeamStatRow>
          caption={`${title} ${messages.teamRanking}`}
          rows={stats.data ?? []}
          rowKey={(row) => row.team.id}
          onRowSelect={(row) => go({ kind: 'app', path: footballPaths.leagueTeam(competitionId, row.team.id) })}
          columns={[
            { key: 'team', label: words.team, kind: 'text', render: (row) => <TeamSide team={row.team} /> },
            { key: 'played', label: words.played, title: titles.played },
            { key: 'goals', label: words.scored },
            { key: 'conceded', label: words.conceded },
            { key: 'goalsPerMatch', label: words.goalsPerMatch, render: (row) => row.goalsPerMatch.toFixed(2) },
            { key: 'shotsOnTarget', label: words.shotsOnTarget },
            { key: 'saves', label: words.saves },
            { key: 'cleanSheets', label: words.cleanSheets },
          ]}
        />
      )}
    </ResourceView>
  );
}
