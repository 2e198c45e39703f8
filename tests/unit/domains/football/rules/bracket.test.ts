/** Knockout trees in bracket order (rules/bracket.ts): legs, aggregate, extra time, shoot-outs, order. */
// Each tree is built inside its test: the mutation run credits a test only with the code run inside it.
import type { FootballMatch } from '@src/contracts/football';
import { buildBracket, isReversedLeg } from '@src/domains/football/rules/bracket';
import { footballMatch, stage, team } from '../support/fixtures';
import { sides } from '@tests/support/match-fixtures';

let nextId = 1;
/** A finished single match (or a leg) of a tie. */
function leg(
  tieId: number,
  tieOrder: number | null,
  homeId: number,
  awayId: number,
  score: [number, number],
  extra: Partial<FootballMatch> = {},
): FootballMatch {
  return footballMatch({
    id: nextId++,
    tieId,
    tieOrder,
    ...sides(homeId, awayId, score, team),
    statusId: 8,
    ...extra,
  });
}

const stages = [
  stage({ id: 1, nameZh: '1/4决赛', order: 1, legs: 2 }),
  stage({ id: 2, nameZh: '半决赛', order: 2 }),
  stage({ id: 3, nameZh: '季军赛', order: 3 }),
  stage({ id: 4, nameZh: '决赛', order: 4 }),
  stage({ id: 0, nameZh: '小组赛', kind: 'group', order: 0 }),
];

describe('a two-legged round, then single matches', () => {
  // Server order is kickoff order, not bracket order.
  const quarterFinals = [
    leg(13, 2, 5, 6, [1, 0], { leg: 1 }),
    leg(11, 0, 1, 2, [2, 1], { leg: 1 }),
    leg(11, 0, 2, 1, [1, 0], { leg: 2, extraTime: true, homePenaltyScore: 3, awayPenaltyScore: 4 }),
    leg(12, 1, 3, 4, [0, 2], { leg: 1 }),
    leg(12, 1, 4, 3, [1, 1], { leg: 2 }),
    leg(13, 2, 6, 5, [0, 0], { leg: 2 }),
    leg(14, 3, 7, 8, [0, 0], { leg: 1, statusId: 1 }),
    leg(14, 3, 8, 7, [0, 0], { leg: 2, statusId: 1 }),
  ];
  const semiFinals = [
    leg(21, 0, 1, 4, [2, 0]),
    leg(22, 1, 5, 0, [0, 0], { statusId: 1, away: { id: 0, nameZh: '待定', shortNameZh: '待定', logoFileId: '' } }),
  ];
  const thirdPlace = [leg(31, 0, 0, 0, [0, 0], { statusId: 1 })];
  const final = [leg(41, 0, 1, 0, [0, 0], { statusId: 1 })];
  const bracket = () =>
    buildBracket(
      stages,
      new Map([
        [1, quarterFinals],
        [2, semiFinals],
        [3, thirdPlace],
        [4, final],
      ]),
    );

  it('builds the tree from the knockout stages, the third-place play-off left out', () => {
    const rounds = bracket();
    expect(rounds.map((round) => [round.title, round.ties.length])).toEqual([
      ['1/4决赛', 4],
      ['半决赛', 2],
      ['决赛', 1],
    ]);
  });

  it('puts ties in bracket order and pairs their legs', () => {
    const rounds = bracket();
    expect(rounds[0]!.ties.map((tie) => [tie.teamA?.id, tie.teamB?.id])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ]);
    expect(rounds[0]!.ties[0]!.legs.map((match) => match.leg)).toEqual([1, 2]);
    expect(isReversedLeg(rounds[0]!.ties[0]!, rounds[0]!.ties[0]!.legs[1]!)).toBe(true);
  });

  it('adds up the legs; level on aggregate, the shoot-out decides', () => {
    const rounds = bracket();
    const [first, second, third, fourth] = rounds[0]!.ties;
    expect(first).toMatchObject({
      aggregate: [2, 2],
      extraTime: true,
      penalties: [4, 3],
      winnerId: 1,
      state: 'decided',
    });
    expect(second).toMatchObject({ aggregate: [1, 3], penalties: null, winnerId: 4 });
    expect(third).toMatchObject({ aggregate: [1, 0], winnerId: 5 });
    expect(fourth).toMatchObject({ aggregate: null, winnerId: null, state: 'scheduled' });
  });

  it('keeps undecided sides as 待定 (null)', () => {
    const rounds = bracket();
    expect(rounds[1]!.ties[1]).toMatchObject({ teamB: null, state: 'scheduled' });
    expect(rounds[2]!.ties[0]).toMatchObject({ teamA: team(1), teamB: null });
  });
});

it('without tie orders, works the order out from where the teams reappear', () => {
  const quarterFinals = [
    leg(101, null, 30, 40, [1, 0]),
    leg(102, null, 10, 20, [0, 2]),
    leg(103, null, 70, 80, [0, 0], { statusId: 1 }),
    leg(104, null, 50, 60, [3, 1]),
  ];
  const semiFinals = [leg(201, null, 20, 30, [0, 0], { statusId: 1 }), leg(202, null, 50, 0, [0, 0], { statusId: 1 })];
  const rounds = buildBracket(
    [stage({ id: 1, order: 1 }), stage({ id: 2, order: 2 })],
    new Map([
      [1, quarterFinals],
      [2, semiFinals],
    ]),
  );
  expect(rounds[0]!.ties.map((tie) => tie.teamA?.id)).toEqual([10, 30, 50, 70]);
});

it('has no tree without knockout stages', () => {
  expect(buildBracket([stage({ id: 1, kind: 'league' })], new Map())).toEqual([]);
});

/** The rounds of a competition whose stages 1, 2, … hold these matches in turn. */
const roundsOf = (...rounds: FootballMatch[][]) =>
  buildBracket(
    rounds.map((_, index) => stage({ id: index + 1, order: index + 1 })),
    new Map(rounds.map((matches, index) => [index + 1, matches])),
  );
const NOT_STARTED = { statusId: 1 };
const firstTeams = (round: { ties: { teamA: { id: number } | null }[] }) => round.ties.map((tie) => tie.teamA?.id);

describe('a tie and its legs', () => {
  it('puts the first leg first whatever the order the server lists them in', () => {
    const [round] = roundsOf([leg(1, 0, 2, 1, [1, 1], { leg: 2 }), leg(1, 0, 1, 2, [3, 0], { leg: 1 })]);
    const tie = round!.ties[0]!;
    expect(tie.legs.map((match) => match.leg)).toEqual([1, 2]);
    expect(tie).toMatchObject({ teamA: team(1), teamB: team(2), aggregate: [4, 1], winnerId: 1 });
    expect(isReversedLeg(tie, tie.legs[0]!)).toBe(false);
    expect(isReversedLeg(tie, tie.legs[1]!)).toBe(true);
  });

  it('orders legs without leg numbers by kickoff', () => {
    const later = leg(2, 0, 4, 3, [0, 0], { matchDate: 2_000 });
    const earlier = leg(2, 0, 3, 4, [1, 0], { matchDate: 1_000 });
    const tie = roundsOf([later, earlier])[0]!.ties[0]!;
    expect(tie.legs).toEqual([earlier, later]);
    expect(tie.teamA).toEqual(team(3));
  });

  it('is in play, with no winner, while a leg is still to play', () => {
    const tie = roundsOf([leg(3, 0, 1, 2, [2, 0], { leg: 1 }), leg(3, 0, 2, 1, [0, 0], { leg: 2, ...NOT_STARTED })])[0]!
      .ties[0]!;
    expect(tie).toMatchObject({ aggregate: [2, 0], winnerId: null, state: 'in-play' });
  });

  it('has no winner while a side is not yet known (待定), whatever the score says', () => {
    const [round] = roundsOf([leg(4, 0, 0, 2, [0, 1]), leg(5, 1, 1, 0, [1, 0])]);
    expect(round!.ties.map((tie) => tie.winnerId)).toEqual([null, null]);
  });

  it('has no winner when level on aggregate without a shoot-out', () => {
    expect(roundsOf([leg(6, 0, 1, 2, [1, 1])])[0]!.ties[0]).toMatchObject({ aggregate: [1, 1], winnerId: null });
  });

  it('has no reversed leg between sides not yet known', () => {
    const tie = roundsOf([leg(7, 0, 0, 0, [0, 0], NOT_STARTED)])[0]!.ties[0]!;
    expect(isReversedLeg(tie, tie.legs[0]!)).toBe(false);
  });

  it('makes each match without a tie a tie of its own', () => {
    const matches = [leg(0, 0, 1, 2, [1, 0]), leg(0, 1, 3, 4, [0, 1])].map((match) => ({ ...match, tieId: null }));
    expect(roundsOf(matches)[0]!.ties.map((tie) => tie.key)).toEqual(matches.map((match) => `match-${match.id}`));
  });
});

describe('the rounds', () => {
  it("follow the stages' order, not the order they are listed in", () => {
    const rounds = buildBracket(
      [stage({ id: 2, nameZh: '决赛', order: 2 }), stage({ id: 1, nameZh: '半决赛', order: 1 })],
      new Map([
        [1, [leg(1, 0, 1, 2, [1, 0]), leg(2, 1, 3, 4, [1, 0])]],
        [2, [leg(3, 0, 1, 3, [0, 0], NOT_STARTED)]],
      ]),
    );
    expect(rounds.map((round) => round.title)).toEqual(['半决赛', '决赛']);
  });

  it('keep a one-tie round before the final when no semi-finals come before it', () => {
    const rounds = roundsOf([leg(1, 0, 1, 2, [1, 0])], [leg(2, 0, 1, 3, [0, 0], NOT_STARTED)]);
    expect(rounds.map(firstTeams)).toEqual([[1], [1]]);
  });

  it('leave out a third-place play-off between the semi-finals and the final', () => {
    const rounds = roundsOf(
      [leg(1, 0, 1, 2, [1, 0]), leg(2, 1, 3, 4, [1, 0])],
      [leg(3, 0, 2, 4, [0, 0], NOT_STARTED)],
      [leg(4, 0, 1, 3, [0, 0], NOT_STARTED)],
    );
    expect(rounds.map(firstTeams)).toEqual([[1, 3], [1]]);
  });
});

describe('bracket order', () => {
  // Quarter-finals in kickoff order: 10–20, 30–40, 50–60, 70–80.
  const quarterFinals = (tieOrders: (number | null)[]) =>
    [
      [10, 20],
      [30, 40],
      [50, 60],
      [70, 80],
    ].map(([home, away], index) =>
      leg(100 + index, tieOrders[index]!, home!, away!, [1, 1], { matchDate: 1_000 * (index + 1) }),
    );

  it("is the server's tie order in a round where every tie has one, over where the teams reappear", () => {
    const rounds = roundsOf(quarterFinals([3, 2, 1, 0]), [leg(200, 0, 10, 30, [0, 0], NOT_STARTED)]);
    expect(firstTeams(rounds[0]!)).toEqual([70, 50, 30, 10]);
  });

  it('is kickoff order in a round where some ties have no tie order', () => {
    // Listed latest first.
    const rounds = roundsOf(quarterFinals([2, null, 0, 1]).reverse());
    expect(firstTeams(rounds[0]!)).toEqual([10, 30, 50, 70]);
  });

  it('is worked out from the next round as soon as one tie has no tie order', () => {
    const semiFinals = [leg(200, 0, 50, 70, [0, 0], NOT_STARTED), leg(201, 1, 10, 30, [0, 0], NOT_STARTED)];
    const rounds = roundsOf(quarterFinals([0, 1, 2, null]), semiFinals);
    expect(firstTeams(rounds[0]!)).toEqual([50, 70, 10, 30]);
  });

  it('places a tie where either of its teams reappears, home or away, decided or not', () => {
    // Every quarter-final level, no shoot-out recorded (no winner here): the semi-finals name the teams through.
    const semiFinals = [leg(200, 0, 80, 40, [0, 0], NOT_STARTED), leg(201, 1, 50, 10, [0, 0], NOT_STARTED)];
    const rounds = roundsOf(quarterFinals([null, null, null, null]), semiFinals);
    expect(rounds[0]!.ties.map((tie) => tie.winnerId)).toEqual([null, null, null, null]);
    expect(firstTeams(rounds[0]!)).toEqual([70, 30, 50, 10]);
  });

  it('places each tie once, even where the next round names both of its teams', () => {
    const quarters = quarterFinals([null, null, null, null]);
    const rounds = roundsOf(quarters, [leg(200, null, 10, 20, [0, 0], NOT_STARTED)]);
    expect(firstTeams(rounds[0]!)).toEqual([10, 30, 50, 70]);
  });

  it('places no tie beyond its own round: a round no larger than the next keeps the rest in kickoff order', () => {
    // A play-off round of two ties before a round of two: 30's tie would go to slot 2 of 2.
    const playOffs = [
      leg(1, null, 30, 40, [1, 0], { matchDate: 1_000 }),
      leg(2, null, 10, 20, [1, 0], { matchDate: 2_000 }),
    ];
    const next = [leg(3, null, 5, 6, [0, 0], NOT_STARTED), leg(4, null, 30, 7, [0, 0], NOT_STARTED)];
    expect(firstTeams(roundsOf(playOffs, next)[0]!)).toEqual([30, 10]);
  });
});
