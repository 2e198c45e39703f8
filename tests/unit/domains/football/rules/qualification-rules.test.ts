/**
 * "What does this team need?" on small made-up groups (rules/qualification.ts): the runner-up's
 * place, disciplinary points that may still grow, and the ranking of third-placed teams.
 */
import type { GroupInput, QualificationRules } from '@src/domains/football/rules/qualification';
import { qualificationRules, tieBreakers } from '../support/fixtures';

/** The modules loaded for each test: their tables are constants (see tieBreakers). */
let qualification: ReturnType<typeof qualificationRules>;
let procedures: ReturnType<typeof tieBreakers>;
beforeEach(() => {
  qualification = qualificationRules();
  procedures = tieBreakers();
});

interface Result {
  homeId: number;
  awayId: number;
  score?: { home: number; away: number };
}
const played = (homeId: number, awayId: number, home: number, away: number): Result => ({
  homeId,
  awayId,
  score: { home, away },
});
const toPlay = (homeId: number, awayId: number): Result => ({ homeId, awayId });

/** A four-team group, round by round. */
function group(groupName: string, rounds: Result[][]): GroupInput {
  const results = rounds.flatMap((round, index) => round.map((result) => ({ ...result, round: index + 1 })));
  const teamIds = [...new Set(results.flatMap(({ homeId, awayId }) => [homeId, awayId]))];
  return {
    groupName,
    teamIds,
    fixtures: results.map(({ homeId, awayId, round, score }, index) => ({
      id: groupName.charCodeAt(0) * 100 + index,
      homeId,
      awayId,
      round,
      score,
    })),
  };
}

/**
 * Teams o+1 … o+4: o+1 and o+2 beat o+3 and o+4 1-0 and meet last (1-1, or still to play); o+3
 * beats o+4. The third, o+3, is certain: 3 points, −1, one goal, one win.
 */
const standard = (groupName: string, o: number, lastPlayed = true) =>
  group(groupName, [
    [played(o + 1, o + 3, 1, 0), played(o + 2, o + 4, 1, 0)],
    [played(o + 1, o + 4, 1, 0), played(o + 2, o + 3, 1, 0)],
    [played(o + 3, o + 4, 1, 0), lastPlayed ? played(o + 1, o + 2, 1, 1) : toPlay(o + 1, o + 2)],
  ]);

const rules = (extra: Partial<QualificationRules> = {}): QualificationRules => ({
  procedure: procedures.UEFA_GROUP_PROCEDURE,
  direct: 2,
  ...extra,
});

it('a runner-up is through whatever the third-placed teams of other groups have', () => {
  // X: 21 wins everything, 22 second on four points; Y: a three-way tie on six, its third on six.
  const x = group('X', [
    [played(21, 22, 1, 0), played(23, 24, 1, 0)],
    [played(21, 23, 1, 0), played(22, 24, 0, 0)],
    [played(21, 24, 1, 0), played(22, 23, 1, 0)],
  ]);
  const y = group('Y', [
    [played(31, 32, 2, 0), played(33, 34, 3, 0)],
    [played(32, 33, 1, 0), played(31, 34, 3, 0)],
    [played(33, 31, 1, 0), played(32, 34, 3, 0)],
  ]);
  const outlooks = qualification.groupStageOutlook([x, y], rules({ bestThirds: 1 }));
  expect(outlooks.get(22)).toMatchObject({ verdict: 'qualified', best: 2, worst: 2 });
  expect(outlooks.get(21)).toMatchObject({ verdict: 'qualified', best: 1, worst: 1 });
});

it('disciplinary points part two teams level on everything only once the group is complete: before, they may grow', () => {
  // 1 and 2 drew in round 1 and both beat 3 and 4 1-0; 3 v 4 (round 1) still to play, then played.
  const withThreeFour = (threeFour: Result) =>
    group('D', [
      [played(1, 2, 1, 1), threeFour],
      [played(1, 3, 1, 0), played(2, 4, 1, 0)],
      [played(1, 4, 1, 0), played(2, 3, 1, 0)],
    ]);
  const discipline = rules({
    disciplinary: new Map([
      [1, 2],
      [2, 5],
    ]),
  });
  const pending = qualification.groupStageOutlook([withThreeFour(toPlay(3, 4))], discipline);
  expect(pending.get(1)).toMatchObject({ verdict: 'qualified', best: 1, worst: 2 });
  const complete = qualification.groupStageOutlook([withThreeFour(played(3, 4, 0, 0))], discipline);
  expect(complete.get(1)).toMatchObject({ best: 1, worst: 1 });
  expect(complete.get(2)).toMatchObject({ best: 2, worst: 2 });
});

describe('third-placed teams level on everything but disciplinary points', () => {
  // The thirds 3 (group A) and 7 (group B): 3 points, −1, one goal, one win each.
  const thirdsRules = () =>
    rules({
      bestThirds: 1,
      disciplinary: new Map([
        [3, 2],
        [7, 5],
      ]),
    });

  it('fewer disciplinary points put a third through once every group is complete', () => {
    const outlooks = qualification.groupStageOutlook([standard('A', 0), standard('B', 4)], thirdsRules());
    expect(outlooks.get(3)!.verdict).toBe('qualified');
    expect(outlooks.get(7)!.verdict).toBe('eliminated');
  });

  it('while a group still has a match to play, the points may grow: both thirds wait', () => {
    const outlooks = qualification.groupStageOutlook([standard('A', 0, false), standard('B', 4)], thirdsRules());
    expect(outlooks.get(3)!.verdict).toBe('open');
    expect(outlooks.get(7)!.verdict).toBe('open');
  });
});

describe('ranking the third-placed teams', () => {
  it('waits for every group to be complete', () => {
    expect(qualification.rankThirds([standard('A', 0, false), standard('B', 4)], rules({ bestThirds: 1 }))).toBeNull();
  });

  it.each([
    // 11 and 12 lose to 9 and 10, then draw 1-1 in the last round: level on everything, a shoot-out.
    [
      "while a group's third place is undecided",
      group('E', [
        [played(9, 11, 1, 0), played(10, 12, 1, 0)],
        [played(9, 12, 1, 0), played(10, 11, 1, 0)],
        [played(11, 12, 1, 1), played(9, 10, 1, 0)],
      ]),
    ],
    // 18 and 19 lose to 17 and beat 20 alike, and draw 0-0: level for second and third on everything.
    [
      'while a team may be second or third (no third yet)',
      group('F', [
        [played(17, 18, 1, 0), played(19, 20, 1, 0)],
        [played(17, 19, 1, 0), played(18, 20, 1, 0)],
        [played(18, 19, 0, 0), played(17, 20, 1, 0)],
      ]),
    ],
  ])('ranks no thirds %s', (_when, undecided) => {
    expect(qualification.rankThirds([undecided, standard('B', 4)], rules({ bestThirds: 1 }))).toBeNull();
  });

  it('puts first the thirds no other is surely above, and keeps undecided those it cannot part', () => {
    // Three thirds level on everything else: 15 (C) has 2 disciplinary points, 7 (B) 5, 3 (A) unknown.
    const thirds = qualification.rankThirds(
      [standard('A', 0), standard('B', 4), standard('C', 12)],
      rules({
        bestThirds: 1,
        disciplinary: new Map([
          [7, 5],
          [15, 2],
        ]),
      }),
    );
    expect(thirds).toEqual([
      { teamId: 15, groupName: 'C', through: null },
      { teamId: 3, groupName: 'A', through: null },
      { teamId: 7, groupName: 'B', through: false },
    ]);
  });
});
