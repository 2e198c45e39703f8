/** Knockout trees in bracket order (rules/bracket.ts): legs, aggregate, extra time, shoot-outs, order. */
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
  const rounds = buildBracket(
    stages,
    new Map([
      [1, quarterFinals],
      [2, semiFinals],
      [3, thirdPlace],
      [4, final],
    ]),
  );

  it('builds the tree from the knockout stages, the third-place play-off left out', () => {
    expect(rounds.map((round) => [round.title, round.ties.length])).toEqual([
      ['1/4决赛', 4],
      ['半决赛', 2],
      ['决赛', 1],
    ]);
  });

  it('puts ties in bracket order and pairs their legs', () => {
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
