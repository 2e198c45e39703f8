/**
 * A red card sends the player off: his rating takes the card and then stays — goals his team
 * scores or concedes after he left move only the players still on the pitch.
 */
import { footballRatings } from '@src/domains/match/rules/match-centre/player-ratings';
import { event, player } from './centre-events';

const lineups = {
  home: [player(1, 'goalkeeper'), player(2, 'defender'), player(3, 'forward')],
  away: [player(11, 'goalkeeper'), player(12, 'defender'), player(13, 'forward')],
};
const sentOff = event({ kind: 'card', side: 'home', playerId: 2, detail: 'red' });

it.each([
  // His team-mates still on the pitch are charged, and credited.
  ['is not charged for the goals conceded after he left', 'away', 13, 5.6],
  ['is not credited for the goals his team scores', 'home', 3, 6.1],
] as const)('a sent-off defender %s', (_title, side, playerId, teamMate) => {
  const ratings = footballRatings(lineups, [sentOff, event({ kind: 'goal', side, playerId, detail: 'goal' })]);
  expect(ratings.get(2)).toBe(4.5); // 6.0 and the red card's −1.5
  expect(ratings.get(1)).toBe(teamMate);
});

it('a second yellow is a red: off too', () => {
  const ratings = footballRatings(lineups, [
    event({ kind: 'card', side: 'home', playerId: 2, detail: 'second-yellow' }),
    event({ kind: 'goal', side: 'away', playerId: 13, detail: 'goal' }),
  ]);
  expect(ratings.get(2)).toBe(4.5); // 6.0 and the red card's −1.5
});
