/** The group stage as of a matchday (rules/group-inputs.ts), on the real Euro 2024 of the world. */
import { tournamentRules } from '@src/domains/football/rules/competitions';
import {
  asOfOptions,
  disciplinaryOf,
  groupInputs,
  groupStageProgress,
  groupTableAsOf,
} from '@src/domains/football/rules/group-inputs';
import { standingRow, table } from '../support/fixtures';

const FINISHED = 8;
const NOT_STARTED = 1;

/** Group A, with the fixtures of `unfinished` (ids) not started and the rows in the final table's order. */
function groupA(unfinished: number[] = []) {
  // Germany, Scotland, Hungary, Switzerland and their six matches (Euro 2024).
  const fixtures = [
    { id: 1, homeId: 1, awayId: 2, homeScore: 5, awayScore: 1, round: 1 },
    { id: 2, homeId: 3, awayId: 4, homeScore: 1, awayScore: 3, round: 1 },
    { id: 3, homeId: 1, awayId: 3, homeScore: 2, awayScore: 0, round: 2 },
    { id: 4, homeId: 2, awayId: 4, homeScore: 1, awayScore: 1, round: 2 },
    { id: 5, homeId: 4, awayId: 1, homeScore: 1, awayScore: 1, round: 3 },
    { id: 6, homeId: 2, awayId: 3, homeScore: 0, awayScore: 1, round: 3 },
  ].map((fixture) => ({
    ...fixture,
    statusId: unfinished.includes(fixture.id) ? NOT_STARTED : FINISHED,
    matchDate: fixture.round,
  }));
  const rows = [1, 4, 3, 2].map((teamId, index) =>
    standingRow({ teamId, rank: index + 1, disciplinaryPoints: teamId === 2 ? 9 : null }),
  );
  return table([{ groupName: 'A', rows, fixtures }]);
}

it("counts a fixture as played when finished and of the view's matchday or before", () => {
  const complete = groupA();
  expect(groupInputs(complete, null)[0]!.fixtures.filter((fixture) => fixture.score).length).toBe(6);
  expect(groupInputs(complete, 2)[0]!.fixtures.filter((fixture) => fixture.score).length).toBe(4);
  expect(groupInputs(groupA([5, 6]), null)[0]!.fixtures.filter((fixture) => fixture.score).length).toBe(4);
});

it('offers the views after each played matchday but the last, then the final or current one', () => {
  expect(asOfOptions(groupA())).toEqual([1, 2, null]);
  expect(groupStageProgress(groupA()).complete).toBe(true);
  expect(asOfOptions(groupA([5, 6]))).toEqual([1, 2, null]);
  expect(groupStageProgress(groupA([5, 6]))).toMatchObject({ complete: false, played: [1, 2] });
});

it('uses disciplinary points only for the current view (they are end-of-stage figures)', () => {
  expect(disciplinaryOf(groupA(), null)).toEqual(new Map([[2, 9]]));
  expect(disciplinaryOf(groupA(), 2)).toBeUndefined();
});

it("computes an earlier matchday's table from the fixtures", () => {
  const data = groupA();
  const rules = tournamentRules('euro');
  const afterOne = groupTableAsOf(data.groups[0]!, groupInputs(data, 1)[0]!, rules);
  expect(afterOne.map((row) => [row.teamId, row.points, row.goalsFor, row.goalsAgainst])).toEqual([
    [1, 3, 5, 1],
    [4, 3, 3, 1],
    [3, 0, 1, 3],
    [2, 0, 1, 5],
  ]);
  expect(afterOne.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
});

it("an earlier matchday's table has its own order and each team's record as of then", () => {
  // After matchday 2 Scotland (2) were third: they drew with Switzerland, Hungary had lost twice.
  const data = groupA();
  const afterTwo = groupTableAsOf(data.groups[0]!, groupInputs(data, 2)[0]!, tournamentRules('euro'));
  expect(
    afterTwo.map((row) => [
      row.rank,
      row.teamId,
      row.played,
      row.won,
      row.drawn,
      row.lost,
      row.goalDifference,
      row.points,
    ]),
  ).toEqual([
    [1, 1, 2, 2, 0, 0, 6, 6],
    [2, 4, 2, 1, 1, 0, 2, 4],
    [3, 2, 2, 0, 1, 1, -4, 1],
    [4, 3, 2, 0, 0, 2, -4, 0],
  ]);
});

it('teams the data cannot separate keep the order of the current table', () => {
  // Matchday 1: two 1-1 draws — all four on a point, level on everything known.
  const fixtures = [
    { id: 1, homeId: 1, awayId: 2, homeScore: 1, awayScore: 1, round: 1, statusId: FINISHED, matchDate: 1 },
    { id: 2, homeId: 3, awayId: 4, homeScore: 1, awayScore: 1, round: 1, statusId: FINISHED, matchDate: 1 },
    { id: 3, homeId: 1, awayId: 3, homeScore: 2, awayScore: 0, round: 2, statusId: FINISHED, matchDate: 2 },
    { id: 4, homeId: 2, awayId: 4, homeScore: 0, awayScore: 3, round: 2, statusId: FINISHED, matchDate: 2 },
  ];
  const rows = [4, 1, 3, 2].map((teamId, index) => standingRow({ teamId, rank: index + 1 }));
  const data = table([{ groupName: 'B', rows, fixtures }]);
  const afterOne = groupTableAsOf(data.groups[0]!, groupInputs(data, 1)[0]!, tournamentRules('euro'));
  expect(afterOne.map((row) => row.teamId)).toEqual([4, 1, 3, 2]);
});

it('reads only the groups of a group stage (a league table has no group name)', () => {
  const data = groupA();
  const league = table([...data.groups, { groupName: null, rows: data.groups[0]!.rows, fixtures: [] }]);
  expect(groupInputs(league, null).map((input) => input.groupName)).toEqual(['A']);
});

it('a matchday is played once every one of its fixtures is, whatever order they come in', () => {
  // Hungary v Switzerland (matchday 1) postponed; the fixtures listed last matchday first.
  const data = groupA([2]);
  const reversed = table([{ ...data.groups[0]!, fixtures: [...data.groups[0]!.fixtures].reverse() }]);
  expect(groupStageProgress(reversed)).toEqual({ rounds: [1, 2, 3], complete: false, played: [2, 3] });
  expect(asOfOptions(reversed)).toEqual([2, null]);
});

it('a group stage without fixtures yet is not complete', () => {
  expect(groupStageProgress(table([]))).toEqual({ rounds: [], complete: false, played: [] });
  expect(asOfOptions(table([]))).toEqual([null]);
});
