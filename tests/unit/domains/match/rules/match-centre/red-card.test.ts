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

it('a sent-off defender is not charged for the goals conceded after he left', () => {
  const ratings = footballRatings(lineups, [
    sentOff,
    event({ kind: 'goal', side: 'away', playerId: 13, detail: 'goal' }),
  ]);
  expect(ratings.get(2)).toBe(4.5); // 6.0 and the red card's −1.5
  // His team-mates still on the pitch are.
  expect(ratings.get(1)).toBe(5.6);
});

it('nor credited for the goals his team scores', () => {
  const ratings = footballRatings(lineups, [
    sentOff,
    event({ kind: 'goal', side: 'home', playerId: 3, detail: 'goal' }),
  ]);
  expect(ratings.get(2)).toBe(4.5); // 6.0 and the red card's −1.5
  expect(ratings.get(1)).toBe(6.1);
});

it('a second yellow is a red: off too', () => {
  const ratings = footballRatings(lineups, [
    event({ kind: 'card', side: 'home', playerId: 2, detail: 'second-yellow' }),
    event({ kind: 'goal', side: 'away', playerId: 13, detail: 'goal' }),
  ]);
  expect(ratings.get(2)).toBe(4.5); // 6.0 and the red card's −1.5
});
