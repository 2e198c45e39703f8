/** The group stage rules of the two tournaments (rules/competitions.ts tournamentRules). */
import { tournamentRules } from '@src/domains/football/rules/competitions';
import { groupPositions, rankThirds, type GroupInput } from '@src/domains/football/rules/qualification';

// 1 and 2 on six points: 2 beat 1, but 1 has the better goal difference (+5 to +1).
const group: GroupInput = {
  groupName: 'A',
  teamIds: [1, 2, 3, 4],
  fixtures: [
    { id: 1, homeId: 1, awayId: 2, round: 1, score: { home: 0, away: 1 } },
    { id: 2, homeId: 3, awayId: 4, round: 1, score: { home: 0, away: 0 } },
    { id: 3, homeId: 1, awayId: 3, round: 2, score: { home: 5, away: 0 } },
    { id: 4, homeId: 2, awayId: 4, round: 2, score: { home: 0, away: 1 } },
    { id: 5, homeId: 1, awayId: 4, round: 3, score: { home: 1, away: 0 } },
    { id: 6, homeId: 2, awayId: 3, round: 3, score: { home: 1, away: 0 } },
  ],
};

it('the Euro ranks head to head first and takes the four best thirds too', () => {
  const rules = tournamentRules('euro');
  expect(groupPositions(group, rules).get(2)).toEqual({ best: 1, worst: 1 });
  expect(rankThirds([group], rules)).toEqual([{ teamId: 4, groupName: 'A', through: true }]);
});

it('the World Cup ranks on goal difference first and takes no thirds', () => {
  const rules = tournamentRules('world-cup');
  expect(groupPositions(group, rules).get(1)).toEqual({ best: 1, worst: 1 });
  expect(rankThirds([group], rules)).toBeNull();
});
