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

function groupA(statusOfRound3: number) {
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
    statusId: fixture.round === 3 ? statusOfRound3 : FINISHED,
    matchDate: fixture.round,
  }));
  const rows = [1, 4, 3, 2].map((teamId, index) =>
    standingRow({ teamId, rank: index + 1, disciplinaryPoints: teamId === 2 ? 9 : null }),
  );
  return table([{ groupName: 'A', rows, fixtures }]);
}

it("counts a fixture as played when finished and of the view's matchday or before", () => {
  const complete = groupA(FINISHED);
  expect(groupInputs(complete, null)[0]!.fixtures.filter((fixture) => fixture.score).length).toBe(6);
  expect(groupInputs(complete, 2)[0]!.fixtures.filter((fixture) => fixture.score).length).toBe(4);
  expect(groupInputs(groupA(NOT_STARTED), null)[0]!.fixtures.filter((fixture) => fixture.score).length).toBe(4);
});

it('offers the views after each played matchday but the last, then the final or current one', () => {
  expect(asOfOptions(groupA(FINISHED))).toEqual([1, 2, null]);
  expect(groupStageProgress(groupA(FINISHED)).complete).toBe(true);
  expect(asOfOptions(groupA(NOT_STARTED))).toEqual([1, 2, null]);
  expect(groupStageProgress(groupA(NOT_STARTED))).toMatchObject({ complete: false, played: [1, 2] });
});

it('uses disciplinary points only for the current view (they are end-of-stage figures)', () => {
  expect(disciplinaryOf(groupA(FINISHED), null)).toEqual(new Map([[2, 9]]));
  expect(disciplinaryOf(groupA(FINISHED), 2)).toBeUndefined();
});

it("computes an earlier matchday's table from the fixtures", () => {
  const data = groupA(FINISHED);
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
