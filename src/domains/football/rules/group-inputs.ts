/**
 * From the ranking call's group stage to the qualification rules' input, as of a matchday: a
 * fixture counts as played when it is finished and (in an "as of" view) of that matchday or
 * before. Disciplinary points are end-of-stage figures: only the current view uses them.
 */
import type { StandingGroup, StandingTable } from '../../../contracts/football';
import { matchPhase } from '../../match/rules/match-status';
import type { SideRow } from './home-away';
import { groupPositions, type GroupInput, type QualificationRules } from './qualification';

/** null: as the results stand now. */
export type AsOf = number | null;

const isFinished = (statusId: number) => matchPhase('football', statusId) === 'finished';

/** A group of a group stage: its name is set (null is a league table's). */
type NamedGroup = StandingGroup & { groupName: string };

export function groupInput(group: NamedGroup, asOf: AsOf): GroupInput {
  return {
    groupName: group.groupName,
    teamIds: group.rows.map((row) => row.teamId),
    fixtures: group.fixtures.map((fixture) => ({
      id: fixture.id,
      homeId: fixture.homeId,
      awayId: fixture.awayId,
      round: fixture.round,
      score:
        isFinished(fixture.statusId) && (asOf === null || fixture.round <= asOf)
          ? { home: fixture.homeScore, away: fixture.awayScore }
          : undefined,
    })),
  };
}

export const groupInputs = (table: StandingTable, asOf: AsOf): GroupInput[] =>
  table.groups.filter((group): group is NamedGroup => group.groupName !== null).map((group) => groupInput(group, asOf));

export function disciplinaryOf(table: StandingTable, asOf: AsOf): Map<number, number> | undefined {
  if (asOf !== null) return undefined;
  const points = new Map<number, number>();
  for (const group of table.groups) {
    for (const row of group.rows) if (row.disciplinaryPoints !== null) points.set(row.teamId, row.disciplinaryPoints);
  }
  return points;
}

/** The matchdays of the group stage (1, 2, 3), and whether every fixture is finished. */
export function groupStageProgress(table: StandingTable): { rounds: number[]; complete: boolean; played: number[] } {
  const fixtures = table.groups.flatMap((group) => group.fixtures);
  const rounds = [...new Set(fixtures.map((fixture) => fixture.round))].sort((a, b) => a - b);
  const played = rounds.filter((round) =>
    fixtures.filter((fixture) => fixture.round === round).every((fixture) => isFinished(fixture.statusId)),
  );
  return { rounds, complete: fixtures.length > 0 && fixtures.every((fixture) => isFinished(fixture.statusId)), played };
}

/**
 * The views the outlook offers: after each fully played matchday before the last one, then the
 * final tables once complete, or the tables as they stand while matches are left.
 */
export function asOfOptions(table: StandingTable): AsOf[] {
  const { rounds, played } = groupStageProgress(table);
  const last = rounds[rounds.length - 1];
  return [...played.filter((round) => round !== last), null];
}

/**
 * A group's table from its fixtures as of the view (an earlier matchday's table, which the
 * ranking call does not give): records from the played fixtures, ordered by the competition's
 * tie-breakers; teams the data cannot separate keep the order of the current table.
 */
export function groupTableAsOf(group: StandingGroup, input: GroupInput, rules: QualificationRules): SideRow[] {
  const positions = groupPositions(input, rules);
  const rows = group.rows.map((row) => {
    const record = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 };
    for (const fixture of input.fixtures) {
      if (!fixture.score || (fixture.homeId !== row.teamId && fixture.awayId !== row.teamId)) continue;
      const own = fixture.homeId === row.teamId ? fixture.score.home : fixture.score.away;
      const other = fixture.homeId === row.teamId ? fixture.score.away : fixture.score.home;
      record.played += 1;
      record.goalsFor += own;
      record.goalsAgainst += other;
      if (own > other) record.won += 1;
      else if (own === other) record.drawn += 1;
      else record.lost += 1;
    }
    return {
      rank: 0,
      teamId: row.teamId,
      team: row.team,
      ...record,
      goalDifference: record.goalsFor - record.goalsAgainst,
      points: record.won * 3 + record.drawn,
    };
  });
  // The rows come in the current table's order, which the (stable) sort keeps among teams level.
  return rows
    .sort((a, b) => positions.get(a.teamId)!.best - positions.get(b.teamId)!.best)
    .map((row, index) => ({ ...row, rank: index + 1 }));
}
