/**
 * A tournament's group stage (the ranking call, each group with its fixtures): every group's
 * table with each team's outlook (已出线, 已出局, 待定), what each team needs from the matches it
 * has left, and the ranking of the third-placed teams where the best of them go through (Euro).
 * 形势回看 shows the tables and the outlook as they were after an earlier matchday.
 */
import { useId, useMemo, useState } from 'react';
import type { StandingGroup, StandingTable } from '../../../contracts/football';
import type { TeamSummary } from '../../../contracts/match';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { LoopInterval, useLoop } from '../../../platform/loop/use-loop';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { StatTable } from '../../../ui/stat-table';
import { TeamSide } from '../../match/components/team-side';
import { footballPaths, type Tournament } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { tournamentRules } from '../rules/competitions';
import {
  asOfOptions,
  disciplinaryOf,
  groupInputs,
  groupStageProgress,
  groupTableAsOf,
  type AsOf,
} from '../rules/group-inputs';
import { totalRows } from '../rules/home-away';
import { groupStageOutlook, rankThirds, type TeamOutlook } from '../rules/qualification';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import { ColorLegend } from './color-legend';
import { OutlookList } from './outlook-list';
import styles from './group-tables.module.css';
import section from './table-section.module.css';
import { StandingsTable } from './standings-table';

export function GroupTables({ tournament }: { tournament: Tournament }) {
  const messages = useMessages(footballWords);
  const table = useFootballStore((state) => resourceAt(state.tables, footballKeys.tournament(tournament)));
  const loadTournamentTable = useFootballStore((state) => state.loadTournamentTable);
  useLoop(() => loadTournamentTable(tournament), LoopInterval.minute);
  return (
    <ResourceView
      resource={table}
      isEmpty={(table.data?.groups.length ?? 0) === 0}
      empty={<EmptyState title={messages.noTable} />}
      onRetry={() => void loadTournamentTable(tournament)}
      skeleton={<SkeletonList rows={8} avatar={false} lines={1} />}
    >
      {() => <GroupStage table={table.data!} tournament={tournament} />}
    </ResourceView>
  );
}

/** Row marks of a group table: the colours of the league tables' places (blue in, green out), gold open. */
const VERDICT_TONES = { qualified: 'info', open: 'warn', eliminated: 'lose' } as const;

function VerdictLegend() {
  const messages = useMessages(footballWords);
  return <ColorLegend tones={VERDICT_TONES} labels={messages.verdict} />;
}

const asOfKey = (asOf: AsOf): string => (asOf === null ? 'now' : String(asOf));

/**
 * The outlook of a tournament's group stage as of a view the user picks (形势回看): the views on
 * offer, the one shown, the rules, the groups' inputs and every team's outlook.
 */
export function useGroupStageOutlook(table: StandingTable, tournament: Tournament) {
  const [asOf, setAsOf] = useState<AsOf>(null);
  const options = asOfOptions(table);
  const view = options.includes(asOf) ? asOf : null;
  const rules = useMemo(() => tournamentRules(tournament, disciplinaryOf(table, view)), [tournament, table, view]);
  const inputs = useMemo(() => groupInputs(table, view), [table, view]);
  const outlooks = useMemo(() => groupStageOutlook(inputs, rules), [inputs, rules]);
  const teams = useMemo(
    () =>
      new Map<number, TeamSummary>(table.groups.flatMap((group) => group.rows.map((row) => [row.teamId, row.team]))),
    [table],
  );
  return { options, view, setAsOf, rules, inputs, outlooks, teams, complete: groupStageProgress(table).complete };
}

/** What the group stage's parts (the 形势回看 switch, a group's table and outlooks) show: the hook's answer. */
export type GroupStageView = ReturnType<typeof useGroupStageOutlook>;

/** 形势回看: after matchday 1, 2, … and 最终 (or 当前 while matches are left). */
export function AsOfSwitch({ stage: { options, view, complete, setAsOf } }: { stage: GroupStageView }) {
  const messages = useMessages(footballWords);
  if (options.length < 2) return null;
  return (
    <div className={styles.asOf}>
      <span className={styles.asOfLabel} aria-hidden="true">
        {messages.outlookAsOf}
      </span>
      <SegmentedControl<string>
        ariaLabel={messages.outlookAsOf}
        size="s"
        value={asOfKey(view)}
        onChange={(value) => setAsOf(value === 'now' ? null : Number(value))}
        options={options.map((option) => ({
          value: asOfKey(option),
          label: option === null ? (complete ? messages.asOfFinal : messages.asOfNow) : messages.asOf(option),
        }))}
      />
    </div>
  );
}

function GroupStage({ table, tournament }: { table: StandingTable; tournament: Tournament }) {
  const stage = useGroupStageOutlook(table, tournament);
  const { rules, inputs, teams } = stage;
  const thirds = rules.bestThirds ? rankThirds(inputs, rules) : null;
  return (
    <>
      <AsOfSwitch stage={stage} />
      {table.groups.map((group) => (
        <GroupSection key={group.groupName} stage={stage} group={group} tournament={tournament} />
      ))}
      {thirds && <ThirdsTable thirds={thirds} table={table} teams={teams} count={rules.bestThirds ?? 0} />}
    </>
  );
}

/** A group's table and its teams' outlooks, as of the stage's view; nothing for a group without input. */
export function GroupSection({
  stage: { view, inputs, rules, outlooks, teams },
  group,
  tournament,
  teamId,
}: {
  stage: GroupStageView;
  group: StandingGroup;
  tournament: Tournament;
  /** The team of the page: its row stands out, and only its outlook is listed. */
  teamId?: number;
}) {
  const messages = useMessages(footballWords);
  const { go } = useNavigation();
  const titleId = useId();
  const input = inputs.find((candidate) => candidate.groupName === group.groupName);
  if (!input) return null;
  const current = view === null;
  const name = group.groupName ?? '';
  const rows = current ? totalRows(group.rows) : groupTableAsOf(group, input, rules);
  const groupOutlooks = rows
    .map((row) => outlooks.get(row.teamId))
    .filter((outlook): outlook is TeamOutlook => !!outlook && (teamId === undefined || outlook.teamId === teamId));
  const open = groupOutlooks.some((outlook) => outlook.remaining.length > 0);
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={section.title}>
        {messages.groupName(name)}
      </h3>
      <StandingsTable
        caption={messages.groupTable(name)}
        rows={rows}
        mark={(row) => {
          const verdict = outlooks.get(row.teamId)?.verdict;
          return verdict ? { tone: VERDICT_TONES[verdict], label: messages.verdict[verdict] } : null;
        }}
        highlightTeamId={teamId}
        onSelectTeam={(id) => go({ kind: 'app', path: footballPaths.tournamentTeam(tournament, id) })}
      />
      <VerdictLegend />
      {open && (
        <OutlookList
          outlooks={groupOutlooks}
          teamOf={(teamId) => teams.get(teamId)}
          label={`${messages.groupName(name)} ${messages.outlookTitle}`}
        />
      )}
    </section>
  );
}

interface ThirdRow {
  teamId: number;
  groupName: string;
  through: boolean | null;
  team: TeamSummary;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

function ThirdsTable({
  thirds,
  table,
  teams,
  count,
}: {
  thirds: NonNullable<ReturnType<typeof rankThirds>>;
  table: StandingTable;
  teams: ReadonlyMap<number, TeamSummary>;
  count: number;
}) {
  const messages = useMessages(footballWords);
  const titleId = useId();
  const rowOf = new Map(table.groups.flatMap((group) => group.rows.map((row) => [row.teamId, row])));
  const rows: ThirdRow[] = thirds.map((third) => {
    const row = rowOf.get(third.teamId);
    return {
      ...third,
      team: teams.get(third.teamId)!,
      points: row?.points ?? 0,
      goalDifference: row?.goalDifference ?? 0,
      goalsFor: row?.goalsFor ?? 0,
    };
  });
  const { columns: words } = messages;
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={section.title}>
        {messages.thirdsTitle}
      </h3>
      <p className={styles.note}>{messages.thirdsThrough(count)}</p>
      <StatTable<ThirdRow>
        caption={messages.thirdsTitle}
        rows={rows}
        rowKey={(row) => row.teamId}
        mark={(row) =>
          row.through
            ? { tone: 'win', label: messages.through }
            : row.through === false
              ? { tone: 'lose', label: messages.out }
              : null
        }
        columns={[
          { key: 'team', label: words.team, kind: 'text', render: (row) => <TeamSide team={row.team} /> },
          { key: 'groupName', label: messages.thirdsColumnGroup, render: (row) => messages.groupName(row.groupName) },
          { key: 'points', label: words.points },
          {
            key: 'goalDifference',
            label: words.goalDifference,
            render: (row) => (row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference)),
          },
          { key: 'goalsFor', label: words.scored },
          {
            key: 'through',
            label: words.status,
            render: (row) =>
              row.through === null ? messages.undecided : row.through ? messages.through : messages.out,
          },
        ]}
      />
    </section>
  );
}
