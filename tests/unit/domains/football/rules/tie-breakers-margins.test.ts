/**
 * Tie-breakers with matches still to play (rules/tie-breakers.ts): a win is worth three points and
 * at least one goal, a defeat costs at least one; teams are ordered only where no margin can
 * change it, and stay undecided where goals still could.
 */
import { inRounds, order, outcome, score, tieBreakers } from '../support/fixtures';

/** The procedures, from the module loaded for each test (see tieBreakers). */
let procedures: ReturnType<typeof tieBreakers>;
beforeEach(() => {
  procedures = tieBreakers();
});

it('a win still to play is worth three points, at home or away', () => {
  expect(order([1, 2], [outcome(1, 2, 'home')], procedures.UEFA_GROUP_PROCEDURE)).toEqual([1, 2]);
  expect(order([1, 2], [outcome(1, 2, 'away')], procedures.UEFA_GROUP_PROCEDURE)).toEqual([2, 1]);
});

it('a defeat still to play costs at least a goal: the loser falls below the teams on its points at an even goal difference', () => {
  // All draw 0-0 in round 1; 1 then beats 3: 2, 3 and 4 on a point, 3 below 0 on goal difference.
  const fixtures = [score(1, 2, 0, 0, 1), score(3, 4, 0, 0, 1), outcome(1, 3, 'home', 2)];
  expect(order([1, 2, 3, 4], fixtures, procedures.FIFA_GROUP_PROCEDURE)).toEqual([1, 'undecided:2,4', 3]);
});

describe('goal difference still open', () => {
  it('a team yet to win by an unknown margin may reach any goal difference above its least', () => {
    // 1 (+5) and 2 (+3) have played; 3 has a win to come (+1 or more): any of them may finish first.
    const fixtures = [score(1, 11, 5, 0), score(2, 12, 3, 0), outcome(3, 13, 'home')];
    expect(order([1, 2, 3], fixtures, procedures.FIFA_GROUP_PROCEDURE)).toEqual(['undecided:1,2,3']);
  });

  it('teams level on a known goal difference the open one may reach are not level with it: goals scored do not part them', () => {
    // 1 and 2: +3, 3 goals; 3: +2 or more with 11 goals or more — were the three level, 3 would be first on goals.
    const fixtures = inRounds(
      [score(1, 11, 2, 0), score(2, 15, 2, 0), score(3, 13, 10, 9)],
      [score(1, 12, 1, 0), score(2, 16, 1, 0), outcome(3, 14, 'home')],
    );
    expect(order([1, 2, 3], fixtures, procedures.FIFA_GROUP_PROCEDURE)).toEqual(['undecided:1,2,3']);
  });

  it('a team yet to lose may still be level with the teams at the most it can reach, or below them', () => {
    // 1 and 2: +3, 3 goals; 3: +4 and 4 goals before a defeat, so +3 at most.
    const fixtures = [score(1, 11, 3, 0), score(2, 12, 3, 0), score(3, 13, 4, 0), outcome(3, 14, 'away')];
    expect(order([1, 2, 3], fixtures, procedures.FIFA_GROUP_PROCEDURE)).toEqual(['undecided:1,2,3']);
  });

  it('two teams undecided on goal difference stay undecided, though one has scored more than the other can', () => {
    // 1: +2 with 2 goals, all played; 2: +1 or more with 6 goals or more.
    const fixtures = [score(1, 11, 2, 0), score(1, 12, 0, 0), score(2, 13, 5, 5), outcome(2, 14, 'home')];
    expect(order([1, 2], fixtures, procedures.FIFA_GROUP_PROCEDURE)).toEqual(['undecided:1,2']);
  });
});

describe('a league, head-to-head over two legs', () => {
  // 1 won the first leg 1-0; 2 wins the return, margin unknown. Both also won another match,
  // 2 by three goals, 1 by one: 2 is ahead on goal difference whatever the return's margin.
  const fixtures = [score(1, 2, 1, 0, 1), outcome(2, 1, 'home', 2), score(2, 5, 3, 0, 3), score(1, 6, 1, 0, 3)];

  it('head-to-head first (La Liga, Serie A): the return leg decides, so the order stays open', () => {
    expect(order([1, 2, 5, 6], fixtures, procedures.LEAGUE_HEAD_TO_HEAD_FIRST)).toEqual(['undecided:1,2', 6, 5]);
  });

  it('goal difference first: 2 is above', () => {
    expect(order([1, 2, 5, 6], fixtures, procedures.LEAGUE_GOALS_FIRST)).toEqual([2, 1, 6, 5]);
  });
});
