/**
 * The 积分榜 tab of a league: the whole table, or the home or away table (home-away call,
 * figures converted), rows marked by the places they stand in (Champions League, Europa League,
 * relegation); in the last weeks of the season, what each team's next match would decide.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CompetitionSeason, StandingRow } from '../../../contracts/football';
import type { TeamSummary } from '../../../contracts/match';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { footballPaths } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { leagueZones, zoneOfPosition } from '../rules/competitions';
import { sideRows, totalRows, type TableSide } from '../rules/home-away';
import { tableOutlook } from '../rules/league-outlook';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import { ColorLegend } from './color-legend';
import { LeagueOutlookList } from './league-outlook-list';
import styles from './league-table.module.css';
import type { RowMark } from './standings-table';
import { StandingsTable } from './standings-table';

const NO_ROWS: readonly StandingRow[] = [];
const ZONE_TONES = { 'champions-league': 'info', 'europa-league': 'warn', relegation: 'lose' } as const;

export function LeagueTable({ competition }: { competition: CompetitionSeason }) {
  const messages = useMessages(footballWords);
  const { competitionId, seasonId } = competition;
  const [side, setSide] = useState<TableSide>('total');
  const key = footballKeys.table(seasonId);
  const table = useFootballStore((state) => resourceAt(state.tables, key));
  const homeAway = useFootballStore((state) => resourceAt(state.homeAway, key));
  const { loadTable, loadHomeAway } = useFootballStore.getState();
  const { go } = useNavigation();

  useEffect(() => {
    void loadTable(competitionId, seasonId);
  }, [competitionId, seasonId, loadTable]);
  useEffect(() => {
    if (side !== 'total') void loadHomeAway(competitionId, seasonId);
  }, [side, competitionId, seasonId, loadHomeAway]);

  const rows: readonly StandingRow[] = table.data?.groups[0]?.rows ?? NO_ROWS;
  const size = rows.length;
  const mark = (row: { rank: number }): RowMark | null => {
    const zone = side === 'total' ? zoneOfPosition(competitionId, row.rank, size) : null;
    return zone ? { tone: ZONE_TONES[zone], label: messages.zones[zone] } : null;
  };
  const outlooks = useMemo(() => tableOutlook(rows, leagueZones(competitionId)), [rows, competitionId]);
  const teams = new Map<number, TeamSummary>(rows.map((row) => [row.teamId, row.team]));
  const openTeam = (teamId: number) => go({ kind: 'app', path: footballPaths.leagueTeam(competitionId, teamId) });
  const resource = side === 'total' ? table : homeAway;

  return (
    <>
      <div className={styles.controls}>
        <SegmentedControl<TableSide>
          ariaLabel={messages.tableSide}
          size="s"
          value={side}
          onChange={setSide}
          options={(['total', 'home', 'away'] as const).map((value) => ({ value, label: messages.sides[value] }))}
        />
      </div>
      <ResourceView
        resource={resource}
        isEmpty={side === 'total' ? rows.length === 0 : (homeAway.data?.length ?? 0) === 0}
        empty={<EmptyState title={messages.noTable} />}
        onRetry={() =>
          void (side === 'total' ? loadTable(competitionId, seasonId) : loadHomeAway(competitionId, seasonId))
        }
        skeleton={<SkeletonList rows={10} avatar={false} lines={1} />}
      >
        {() => (
          <>
            <StandingsTable
              caption={`${competition.shortNameZh} ${messages.standings}`}
              rows={side === 'total' ? totalRows(rows) : sideRows(homeAway.data ?? [], side)}
              mark={mark}
              onSelectTeam={openTeam}
            />
            {side === 'total' && <ZoneLegend competitionId={competitionId} />}
            {side === 'total' && outlooks && (
              <LeagueOutlookList outlooks={outlooks} teamOf={(teamId) => teams.get(teamId)} />
            )}
          </>
        )}
      </ResourceView>
    </>
  );
}

function ZoneLegend({ competitionId }: { competitionId: number }) {
  const messages = useMessages(footballWords);
  if (leagueZones(competitionId).length === 0) return null;
  return <ColorLegend tones={ZONE_TONES} labels={messages.zones} />;
}
