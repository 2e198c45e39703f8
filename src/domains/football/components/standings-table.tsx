/**
 * A league or group table (StatTable of src/ui): rank and team in the sticky first column, then
 * played, won, drawn, lost, goals, goal difference, points; a mark at the row's start.
 * A row opens the team's page.
 */
import { StatTable, type StatColumn } from '../../../ui/stat-table';
import { TeamSide } from '../../match/components/team-side';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import type { SideRow } from '../rules/home-away';
import styles from './standings-table.module.css';

export interface RowMark {
  tone: 'win' | 'info' | 'warn' | 'lose';
  label: string;
}

interface StandingsTableProps {
  caption: string;
  showCaption?: boolean;
  rows: readonly SideRow[];
  mark?: (row: SideRow) => RowMark | null;
  /** The team of the page stands out. */
  highlightTeamId?: number;
  onSelectTeam?: (teamId: number) => void;
}

const figure = (key: keyof SideRow, label: string, title?: string): StatColumn<SideRow> => ({ key, label, title });

export function StandingsTable({
  caption,
  showCaption,
  rows,
  mark,
  highlightTeamId,
  onSelectTeam,
}: StandingsTableProps) {
  const messages = useMessages(footballWords);
  const { columns: words, columnTitles: titles } = messages;
  const columns: StatColumn<SideRow>[] = [
    {
      key: 'team',
      label: words.team,
      kind: 'text',
      render: (row) => (
        <span className={styles.team}>
          <span className={styles.rank}>{row.rank}</span>
          <TeamSide team={row.team} />
        </span>
      ),
    },
    figure('played', words.played, titles.played),
    figure('won', words.won, titles.won),
    figure('drawn', words.drawn, titles.drawn),
    figure('lost', words.lost, titles.lost),
    { key: 'goals', label: words.goals, title: titles.goals, render: (row) => `${row.goalsFor}/${row.goalsAgainst}` },
    {
      key: 'goalDifference',
      label: words.goalDifference,
      title: titles.goalDifference,
      render: (row) => (row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference)),
    },
    { key: 'points', label: words.points, render: (row) => <strong>{row.points}</strong> },
  ];
  return (
    <StatTable<SideRow>
      caption={caption}
      showCaption={showCaption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.teamId}
      mark={mark}
      highlight={highlightTeamId === undefined ? undefined : (row) => row.teamId === highlightTeamId}
      onRowSelect={onSelectTeam ? (row) => onSelectTeam(row.teamId) : undefined}
    />
  );
}
