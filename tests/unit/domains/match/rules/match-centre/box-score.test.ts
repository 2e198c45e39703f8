/**
 * The basketball box score's figures per player, read from the events: shots by kind, the
 * other team's blocks and steals, fouls, and minutes that follow who is on the floor.
 */
import { basketballTeamStats, boxScore } from '@src/domains/match/rules/match-centre/box-score';
import type { MatchCentreEvent } from '@src/contracts/match-centre';
import { event, player } from './centre-events';

const lineups = {
  home: [player(1, 'guard'), player(2, 'center', false)],
  away: [player(11, 'guard')],
};
/** An event of the first quarter, 10 seconds into it unless told. */
const play = (fields: Partial<MatchCentreEvent>) => event({ period: 1, clockSeconds: 710, ...fields });

describe('basketball box score', () => {
  it.each([
    {
      rule: 'counts free throws apart from field goals, made and missed',
      shots: [
        play({ kind: 'score', playerId: 1, value: 1, detail: 'ft' }),
        play({ kind: 'miss', playerId: 1, detail: 'ft' }),
      ],
      figures: { points: 1, freeThrowsMade: 1, freeThrowsAttempted: 2, fieldGoalsMade: 0, fieldGoalsAttempted: 0 },
    },
    {
      rule: 'counts a two as a field goal only, and a missed three as a three attempted, not made',
      shots: [
        play({ kind: 'score', playerId: 1, value: 2, detail: '2' }),
        play({ kind: 'miss', playerId: 1, detail: '3' }),
      ],
      figures: { fieldGoalsMade: 1, fieldGoalsAttempted: 2, threesMade: 0, threesAttempted: 1 },
    },
  ])('$rule', ({ shots, figures }) => {
    expect(boxScore(lineups, shots).get(1)).toMatchObject(figures);
  });

  it("credits the assist to the scorer's team-mate", () => {
    const box = boxScore(lineups, [play({ kind: 'score', playerId: 1, otherId: 2, value: 2, detail: '2' })]);
    expect(box.get(2)!.assists).toBe(1);
    expect(box.get(1)!.assists).toBe(0);
  });

  it('counts a turnover to the loser of the ball and the steal to the other team', () => {
    const box = boxScore(lineups, [play({ kind: 'turnover', side: 'home', playerId: 1, otherId: 11 })]);
    expect(box.get(1)).toMatchObject({ turnovers: 1, steals: 0 });
    expect(box.get(11)).toMatchObject({ steals: 1, turnovers: 0 });
  });

  it('counts fouls and technicals as fouls, and changes nobody on the floor for them', () => {
    const box = boxScore(lineups, [
      play({ kind: 'foul', playerId: 1 }),
      play({ kind: 'technical', playerId: 1 }),
      play({ kind: 'score', side: 'away', playerId: 11, value: 2, detail: '2', clockSeconds: 600 }),
    ]);
    expect(box.get(1)).toMatchObject({ fouls: 2, seconds: 120, plusMinus: -2 });
    expect(box.get(2)).toMatchObject({ seconds: 0, plusMinus: 0 });
  });

  it("gives a player the lineups do not name a line on his own side: a blocker's and a stealer's the other", () => {
    const box = boxScore(lineups, [
      play({ kind: 'miss', side: 'home', playerId: 5, detail: '2', otherId: 15 }),
      play({ kind: 'turnover', side: 'away', playerId: 16, otherId: 6 }),
    ]);
    expect(box.get(5)).toMatchObject({ side: 'home', fieldGoalsAttempted: 1 });
    expect(box.get(15)).toMatchObject({ side: 'away', blocks: 1 });
    expect(box.get(16)).toMatchObject({ side: 'away', turnovers: 1 });
    expect(box.get(6)).toMatchObject({ side: 'home', steals: 1 });
    const teams = basketballTeamStats(box);
    expect(teams.away).toMatchObject({ blocks: 1, steals: 0 });
    expect(teams.home).toMatchObject({ blocks: 0, steals: 1 });
  });

  it('keeps no line for an event without a player (a team rebound, a substitution of nobody)', () => {
    const box = boxScore(lineups, [
      play({ kind: 'rebound', side: 'home', playerId: 0 }),
      play({ kind: 'substitution', side: 'home', playerId: 0, otherId: 0 }),
    ]);
    expect([...box.keys()].sort((a, b) => a - b)).toEqual([1, 2, 11]);
  });

  it('takes no minutes back for an event stamped earlier on the game clock than the one before', () => {
    const box = boxScore(lineups, [
      play({ kind: 'foul', playerId: 11, clockSeconds: 600 }),
      play({ kind: 'rebound', playerId: 1, clockSeconds: 660 }),
    ]);
    expect(box.get(1)!.seconds).toBe(120);
  });

  it('counts a substitute on the floor from the moment he comes on', () => {
    const box = boxScore(lineups, [
      play({ kind: 'substitution', side: 'home', playerId: 2, otherId: 1, clockSeconds: 600 }),
      play({ kind: 'score', side: 'away', playerId: 11, value: 3, detail: '3', clockSeconds: 540 }),
    ]);
    expect(box.get(1)).toMatchObject({ seconds: 120, plusMinus: 0 });
    expect(box.get(2)).toMatchObject({ seconds: 60, plusMinus: -3 });
  });
});
