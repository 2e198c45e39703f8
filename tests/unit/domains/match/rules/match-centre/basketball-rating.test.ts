/**
 * A basketball player's rating: 6.0 plus a weighted line of his box score — points, rebounds,
 * assists, steals and blocks up; turnovers, missed shots (free throws included) and fouls down —
 * and none before he has played.
 */
import type { BoxLine } from '@src/domains/match/rules/match-centre/box-score';
import { basketballRating } from '@src/domains/match/rules/match-centre/player-ratings';

const line = (fields: Partial<BoxLine>): BoxLine => ({
  playerId: 1,
  side: 'home',
  seconds: 0,
  points: 0,
  fouls: 0,
  plusMinus: 0,
  fieldGoalsMade: 0,
  fieldGoalsAttempted: 0,
  threesMade: 0,
  threesAttempted: 0,
  freeThrowsMade: 0,
  freeThrowsAttempted: 0,
  rebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  ...fields,
});
/** Ten minutes played and `fields`. */
const played = (fields: Partial<BoxLine>) => line({ seconds: 600, ...fields });

describe('basketball rating', () => {
  it.each([
    ['10 points', { points: 10 }, 7],
    ['5 rebounds', { rebounds: 5 }, 6.6],
    ['4 assists', { assists: 4 }, 6.6],
    ['a steal and a block', { steals: 1, blocks: 1 }, 6.4],
    ['2 turnovers', { turnovers: 2 }, 5.7],
    ['1 of 5 from the field', { fieldGoalsAttempted: 5, fieldGoalsMade: 1 }, 5.8],
    ['2 of 4 free throws', { freeThrowsAttempted: 4, freeThrowsMade: 2 }, 5.9],
    ['4 fouls', { fouls: 4 }, 5.8],
    ['nothing else', {}, 6],
  ])('weighs %s', (_name, fields, rating) => {
    expect(basketballRating(played(fields))).toBe(rating);
  });

  it('rates no one before he has played: no time, no shot, no rebound', () => {
    expect(basketballRating(line({}))).toBeNull();
  });

  it('rates a player without time on the floor once he has a shot or a rebound (the lineups did not name him)', () => {
    expect(basketballRating(line({ fieldGoalsAttempted: 1 }))).not.toBeNull();
    expect(basketballRating(line({ rebounds: 1 }))).not.toBeNull();
  });
});
