/** Tie-breakers, exact and with unknown margins (rules/tie-breakers.ts). */
import { compareAcrossGroups, figuresOf, positionRanges } from '@src/domains/football/rules/tie-breakers';
import { blocksOf, disciplinary, inRounds, order, outcome, score, tieBreakers } from '../support/fixtures';

/** The procedures, from the module loaded for each test (see tieBreakers). */
let procedures: ReturnType<typeof tieBreakers>;
beforeEach(() => {
  procedures = tieBreakers();
});

type Discipline = Map<number, { min: number; max: number }>;

describe('exact results', () => {
  // 1 and 2 on six points; 2 beat 1, but 1 has the better goal difference (+5 to +1).
  const fixtures = inRounds(
    [score(1, 2, 0, 1), score(3, 4, 0, 0)],
    [score(1, 3, 5, 0), score(2, 4, 0, 1)],
    [score(1, 4, 1, 0), score(2, 3, 1, 0)],
  );

  it.each([
    ['UEFA', 'the match between them', 'UEFA_GROUP_PROCEDURE', [2, 1, 4, 3]],
    ['a head-to-head-first league', 'the match between them', 'LEAGUE_HEAD_TO_HEAD_FIRST', [2, 1, 4, 3]],
    ['FIFA', 'goal difference', 'FIFA_GROUP_PROCEDURE', [1, 2, 4, 3]],
    ['a goals-first league', 'goal difference', 'LEAGUE_GOALS_FIRST', [1, 2, 4, 3]],
  ] as const)('%s: %s first', (_name, _first, procedure, expected) => {
    expect(order([1, 2, 3, 4], fixtures, procedures[procedure])).toEqual(expected);
  });

  it('UEFA re-applies head-to-head to two teams still level in a four-team mini-league', () => {
    // All four on four points; 20 and 30 level on goals in the mini-league (the whole group); 30 beat 20.
    const group = inRounds(
      [score(20, 40, 2, 0), score(30, 10, 0, 2)],
      [score(10, 40, 0, 1), score(30, 20, 2, 0)],
      [score(10, 20, 1, 1), score(40, 30, 1, 1)],
    );
    expect(order([10, 20, 30, 40], group, procedures.UEFA_GROUP_PROCEDURE)).toEqual([10, 30, 20, 40]);
  });

  describe('outside UEFA head-to-head is not re-applied: two teams still level after it wait for what comes next', () => {
    // 1, 2 and 3 level on six points and on goals overall; beat each other in a circle. 1 scored
    // the most in their three matches; 2 and 3 are level there too, and 2 beat 3.
    const group = inRounds(
      [score(1, 2, 2, 1), score(3, 4, 2, 1)],
      [score(2, 3, 1, 0), score(1, 4, 1, 0)],
      [score(3, 1, 2, 1), score(2, 4, 2, 1)],
    );
    // As the group, but in their three matches 1 has the best goal difference; 2 and 3 are level on
    // points and goal difference there, and 2 beat 3: only a re-applied head-to-head would part them.
    const league = inRounds(
      [score(1, 2, 3, 0), score(3, 4, 5, 1)],
      [score(2, 3, 2, 0), score(1, 4, 3, 2)],
      [score(3, 1, 1, 0), score(2, 4, 4, 0)],
    );

    it.each([
      ['FIFA', group, 'FIFA_GROUP_PROCEDURE'],
      ['a goals-first league', league, 'LEAGUE_GOALS_FIRST'],
      ['a head-to-head-first league', league, 'LEAGUE_HEAD_TO_HEAD_FIRST'],
    ] as const)('%s leaves 2 and 3 undecided', (_name, fixtures, procedure) => {
      expect(order([1, 2, 3, 4], fixtures, procedures[procedure])).toEqual([1, 'undecided:2,3', 4]);
    });

    it("UEFA parts the group's 2 and 3 by their match", () => {
      expect(order([1, 2, 3, 4], group, procedures.UEFA_GROUP_PROCEDURE)).toEqual([1, 2, 3, 4]);
    });
  });

  it('leaves teams level on everything it knows undecided, unless disciplinary points part them', () => {
    const level = [score(1, 2, 1, 1, 1), score(1, 3, 1, 0, 2), score(2, 3, 1, 0, 3)];
    expect(order([1, 2, 3], level, procedures.UEFA_GROUP_PROCEDURE)).toEqual(['undecided:1,2', 3]);
    const discipline = new Map([
      [1, { min: 7, max: 7 }],
      [2, { min: 6, max: 6 }],
    ]);
    expect(order([1, 2, 3], level, procedures.UEFA_GROUP_PROCEDURE, discipline)).toEqual([2, 1, 3]);
  });

  describe('where a procedure ends', () => {
    // 1, 2 and 3 on three points (they did not meet), 4 on none.
    const fixtures = [score(1, 4, 1, 0), score(2, 4, 1, 0), score(3, 4, 1, 0)];

    it('teams level on every step of a procedure stay level; a team alone on its points stays alone', () => {
      expect(order([1, 2, 3, 4], fixtures, [])).toEqual(['level:1,2,3', 4]);
    });

    it('a procedure the data cannot tell (lots) leaves teams level on points undecided, and only them', () => {
      expect(order([1, 2, 3, 4], fixtures, [{ kind: 'unknown' }])).toEqual(['undecided:1,2,3', 4]);
    });
  });
});

describe('outcomes with unknown margins', () => {
  it('orders what points decide and leaves the rest to goals', () => {
    // 1 and 2 on 3 points each before the last round; both win: level on 6, goal difference open.
    const fixtures = [score(1, 3, 1, 0), score(2, 4, 1, 0), outcome(1, 4, 'home'), outcome(2, 3, 'home')];
    const ranges = positionRanges(blocksOf([1, 2, 3, 4], fixtures, procedures.FIFA_GROUP_PROCEDURE));
    expect(ranges.get(1)).toEqual({ best: 1, worst: 2 });
    expect(ranges.get(2)).toEqual({ best: 1, worst: 2 });
    expect(ranges.get(3)).toEqual({ best: 3, worst: 4 });
  });

  it('a win is worth at least one goal: a team on a far better goal difference stays ahead after a draw', () => {
    const fixtures = [score(1, 3, 5, 0), score(2, 4, 1, 0), outcome(1, 2, 'draw')];
    const ranges = positionRanges(blocksOf([1, 2, 3, 4], fixtures, procedures.FIFA_GROUP_PROCEDURE));
    expect(ranges.get(1)).toEqual({ best: 1, worst: 1 });
  });
});

describe('third places of different groups', () => {
  const figures = (points: number, gd: number, gf: number, won = 1) => ({
    points,
    won,
    goalDifference: { min: gd, max: gd },
    goalsFor: { min: gf, max: gf },
  });

  /** Team 1's third place against team 2's, each with its figures (points, goal difference, goals for). */
  const compareThirds = (
    first: ReturnType<typeof figures>,
    second: ReturnType<typeof figures>,
    discipline: Discipline,
  ) => compareAcrossGroups({ teamId: 1, figures: first }, { teamId: 2, figures: second }, discipline);

  it('compares points, goal difference, goals, wins, then disciplinary points', () => {
    const discipline: Discipline = new Map();
    expect(compareThirds(figures(4, 0, 4), figures(4, 0, 3), discipline)).toBe(1);
    expect(compareThirds(figures(3, -3, 2), figures(3, 0, 2), discipline)).toBe(-1);
    expect(compareThirds(figures(4, 0, 4), figures(4, 0, 4), discipline)).toBe(0);
    discipline.set(1, { min: 5, max: 5 }).set(2, { min: 8, max: 8 });
    expect(compareThirds(figures(4, 0, 4), figures(4, 0, 4), discipline)).toBe(1);
  });

  it('says nothing while a margin is open', () => {
    const open = {
      points: 4,
      won: 1,
      goalDifference: { min: 1, max: Number.POSITIVE_INFINITY },
      goalsFor: { min: 2, max: Number.POSITIVE_INFINITY },
    };
    expect(compareAcrossGroups({ teamId: 1, figures: open }, { teamId: 2, figures: figures(4, 3, 5) }, new Map())).toBe(
      0,
    );
  });

  it('an open margin says nothing even where the later criteria would part them', () => {
    // Two wins against one: were the goal difference settled as equal, wins would put the open team above.
    const open = (least: number) => ({
      points: 4,
      won: 2,
      goalDifference: { min: least, max: Number.POSITIVE_INFINITY },
      goalsFor: { min: 5, max: Number.POSITIVE_INFINITY },
    });
    const settled = figures(4, 3, 5, 1);
    expect(compareThirds(open(1), settled, new Map())).toBe(0);
    // Level at the least it can be is not level: a bigger win puts it above.
    expect(compareThirds(open(3), settled, new Map())).toBe(0);
    expect(compareThirds(settled, open(3), new Map())).toBe(0);
  });

  it('wins in the group come before disciplinary points', () => {
    // 1: a win and two defeats; 2: three draws — both on 3 points, goal difference 0, 2 goals.
    const fixtures = inRounds(
      [score(1, 11, 2, 0), score(2, 14, 1, 1)],
      [score(1, 12, 0, 1), score(2, 15, 1, 1)],
      [score(1, 13, 0, 1), score(2, 16, 0, 0)],
    );
    const third = (teamId: number) => ({ teamId, figures: figuresOf(teamId, fixtures) });
    const fairer2 = disciplinary({ 1: 9, 2: 1 });
    expect(compareAcrossGroups(third(1), third(2), fairer2)).toBe(1);
    expect(compareAcrossGroups(third(2), third(1), fairer2)).toBe(-1);
  });
});
