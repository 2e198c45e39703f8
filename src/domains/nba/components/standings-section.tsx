/**
 * The standings of /nba: the east, the west (spec: conference 1, 2) or the six divisions (each
 * group a "ranking item": divisionName and rankingItem), as records or as home and away records.
 * A row opens the team.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NbaHomeAwayGroup, NbaHomeAwayRow, NbaRankingGroup, NbaStandingRow } from '../../../contracts/nba';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { EmptyState } from '../../../ui/empty-state';
import type { Resource } from '../../../platform/store/resource';
import { ResourceView } from '../../../ui/resource-view';
import { SectionSwitches } from '../../../ui/section-switches';
import { SkeletonList } from '../../../ui/skeleton';
import { StatTable, type StatColumn } from '../../../ui/stat-table';
import { nbaWords, type NbaWords } from '../nba-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { nbaPaths } from '../nba-paths';
import {
  STANDINGS_VIEWS,
  conferencePlaceMark,
  gamesBehindLabel,
  recordLabel,
  streakLabel,
  winPctLabel,
  type StandingsView,
} from '../rules/nba-tables';
import { standingsKey } from '../store/initial-state';
import { useNbaStore, type NbaStore } from '../store/nba-store';
import { nbaSelectors } from '../store/selectors';
import { TeamCell } from './team-cell';
import styles from './tables.module.css';

const recordColumns = ({
  columns: words,
  columnTitles: titles,
  ...nba
}: NbaWords): readonly StatColumn<NbaStandingRow>[] => [
  { key: 'team', label: words.team, kind: 'text', render: (row) => <TeamCell team={row.team} rank={row.rank} /> },
  { key: 'won', label: words.won, title: titles.won },
  { key: 'lost', label: words.lost, title: titles.lost },
  { key: 'winPct', label: words.winPct, render: (row) => winPctLabel(row.winPct) },
  {
    key: 'gamesBehind',
    label: words.gamesBehind,
    title: titles.gamesBehind,
    render: (row) => gamesBehindLabel(row.gamesBehind),
  },
  { key: 'streak', label: words.streak, render: (row) => streakLabel(row.streak, nba) },
  { key: 'lastTen', label: words.lastTen },
];

const homeAwayColumns = ({ columns: words }: NbaWords): readonly StatColumn<NbaHomeAwayRow>[] => [
  { key: 'team', label: words.team, kind: 'text', render: (row) => <TeamCell team={row.team} rank={row.rank} /> },
  { key: 'home', label: words.home, render: (row) => recordLabel(row.homeWon, row.homeLoss) },
  { key: 'away', label: words.away, render: (row) => recordLabel(row.awayWon, row.awayLoss) },
  { key: 'homeWon', label: words.homeWon },
  { key: 'homeLoss', label: words.homeLoss },
  { key: 'awayWon', label: words.awayWon },
  { key: 'awayLoss', label: words.awayLoss },
];

export function StandingsSection({ seasonId }: { seasonId: number }) {
  const messages = useMessages(nbaWords);
  const view = useNbaStore((state) => state.topic.standingsView);
  const table = useNbaStore((state) => state.topic.standingsTable);
  const setView = useNbaStore((state) => state.setStandingsView);
  const setTable = useNbaStore((state) => state.setStandingsTable);
  const viewOptions = STANDINGS_VIEWS.map((option) => ({ value: option, label: messages.standingsViews[option] }));
  const tableOptions = (['record', 'homeAway'] as const).map((option) => ({
    value: option,
    label: messages.standingsTables[option],
  }));
  return (
    <div className={styles.section}>
      <SectionSwitches
        main={{ options: viewOptions, value: view, onChange: setView, ariaLabel: messages.standingsViewLabel }}
        side={{ options: tableOptions, value: table, onChange: setTable, ariaLabel: messages.standingsTableLabel }}
      />
      {table === 'record' ? (
        <GroupTables key="record" seasonId={seasonId} view={view} kind={RECORDS} />
      ) : (
        <GroupTables key="homeAway" seasonId={seasonId} view={view} kind={HOME_AWAY} />
      )}
    </div>
  );
}

/** What one kind of standings is: where it lives, how it loads, its groups' rows and its columns. */
interface StandingsKind<Group extends { divisionName: string }, Row extends { teamId: number; rank: number }> {
  select: (key: string) => (state: NbaStore) => Resource<Group[]>;
  load: (state: NbaStore) => (seasonId: number, view: StandingsView) => Promise<void>;
  rowsOf: (group: Group) => readonly Row[];
  columns: (words: NbaWords) => readonly StatColumn<Row>[];
  caption: (words: NbaWords, group: string) => string;
  /** Whether the tables mark the playoff and play-in places (the conference records do). */
  marked?: (view: StandingsView) => boolean;
}

const RECORDS: StandingsKind<NbaRankingGroup, NbaStandingRow> = {
  select: nbaSelectors.standings,
  load: (state) => state.loadStandings,
  rowsOf: (group) => group.rankingItem,
  columns: recordColumns,
  caption: (words, group) => words.standingsCaption(group),
  marked: (view) => view !== 'division',
};

const HOME_AWAY: StandingsKind<NbaHomeAwayGroup, NbaHomeAwayRow> = {
  select: nbaSelectors.homeAway,
  load: (state) => state.loadHomeAway,
  rowsOf: (group) => group.list,
  columns: homeAwayColumns,
  caption: (words, group) => words.homeAwayCaption(group),
};

/** One table per group (a conference or a division); a row opens the team. */
function GroupTables<Group extends { divisionName: string }, Row extends { teamId: number; rank: number }>({
  seasonId,
  view,
  kind,
}: {
  seasonId: number;
  view: StandingsView;
  kind: StandingsKind<Group, Row>;
}) {
  const messages = useMessages(nbaWords);
  const resource = useNbaStore(kind.select(standingsKey(seasonId, view)));
  const load = useNbaStore(kind.load);
  useEffect(() => void load(seasonId, view), [load, seasonId, view]);
  const navigate = useNavigate();
  const { href } = useNavigation();
  const groups = resource.data ?? [];
  return (
    <ResourceView
      resource={resource}
      isEmpty={groups.every((group) => kind.rowsOf(group).length === 0)}
      onRetry={() => void load(seasonId, view)}
      skeleton={<SkeletonList rows={8} avatar={false} lines={1} />}
      empty={<EmptyState title={messages.noStandings} />}
    >
      {() =>
        groups.map((group) => (
          <StatTable
            key={group.divisionName}
            caption={kind.caption(messages, group.divisionName)}
            showCaption={groups.length > 1}
            columns={kind.columns(messages)}
            rows={kind.rowsOf(group)}
            rowKey={(row) => row.teamId}
            mark={kind.marked?.(view) ? (row) => conferencePlaceMark(row.rank, messages) : undefined}
            onRowSelect={(row) => void navigate(href(nbaPaths.team(row.teamId)))}
          />
        ))
      }
    </ResourceView>
  );
}
