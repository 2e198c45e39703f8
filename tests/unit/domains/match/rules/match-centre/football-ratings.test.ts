/**
 * A football player's rating moves by a fixed step per event (FOOTBALL_RATING_DELTAS) from 6.0:
 * each kind of event by its own step, a goal conceded by the player's position.
 */
import { footballRatings } from '@src/domains/match/rules/match-centre/player-ratings';
import { event, player } from './centre-events';

const lineups = {
  home: [player(1, 'goalkeeper'), player(2, 'defender'), player(3, 'forward'), player(4, 'midfielder', false)],
  away: [player(11, 'goalkeeper'), player(12, 'defender'), player(13, 'forward'), player(14, 'forward', false)],
};

describe('football ratings, event by event', () => {
  it('takes a goal conceded off everyone on the pitch, more off the keeper and the defenders', () => {
    const ratings = footballRatings(lineups, [event({ kind: 'goal', side: 'away', playerId: 13, detail: 'goal' })]);
    expect([1, 2, 3].map((id) => ratings.get(id))).toEqual([5.6, 5.8, 5.9]);
    // The scorer takes the goal and the team's share; his team-mates the share.
    expect([11, 12, 13].map((id) => ratings.get(id))).toEqual([6.1, 6.1, 7.1]);
  });

  it('rates a penalty scored below a goal from open play', () => {
    const ratings = footballRatings(lineups, [event({ kind: 'goal', side: 'home', playerId: 3, detail: 'penalty' })]);
    expect(ratings.get(3)).toBe(6.8);
  });

  it('rates shots by where they went, and saves', () => {
    const times = (count: number, fields: Parameters<typeof event>[0]) =>
      Array.from({ length: count }, () => event({ kind: 'shot', ...fields }));
    const ratings = footballRatings(lineups, [
      ...times(4, { side: 'home', playerId: 3, detail: 'on-target' }),
      ...times(4, { side: 'away', playerId: 13, detail: 'woodwork' }),
      ...times(5, { side: 'away', playerId: 12, detail: 'off-target' }),
      ...times(2, { kind: 'save', side: 'away', playerId: 11 }),
    ]);
    expect([3, 13, 12, 11].map((id) => ratings.get(id))).toEqual([7, 6.8, 6.4, 6.6]);
  });

  it('takes fouls, offsides and cards off, each by its own step', () => {
    const ratings = footballRatings(lineups, [
      ...Array.from({ length: 3 }, () => event({ kind: 'foul', side: 'home', playerId: 3 })),
      ...Array.from({ length: 2 }, () => event({ kind: 'offside', side: 'away', playerId: 13 })),
      event({ kind: 'card', side: 'home', playerId: 2, detail: 'yellow' }),
      event({ kind: 'card', side: 'away', playerId: 12, detail: 'red' }),
    ]);
    expect([3, 13, 2, 12].map((id) => ratings.get(id))).toEqual([5.7, 5.9, 5.6, 4.5]);
  });

  it('keeps a booked player on the pitch: he shares the goals conceded after his yellow', () => {
    const ratings = footballRatings(lineups, [
      event({ kind: 'card', side: 'home', playerId: 2, detail: 'yellow' }),
      event({ kind: 'goal', side: 'away', playerId: 13, detail: 'goal' }),
    ]);
    expect(ratings.get(2)).toBe(5.4); // 6.0 − 0.4 for the card, − 0.25 for a defender conceding
  });

  it('rates no one for an event without a player: a goal without an assist, a change with no one coming on', () => {
    const ratings = footballRatings(lineups, [
      event({ kind: 'goal', side: 'home', playerId: 3, otherId: 0, detail: 'goal' }),
      event({ kind: 'substitution', side: 'away', playerId: 0, otherId: 13 }),
    ]);
    expect(ratings.has(0)).toBe(false);
  });

  it('rates a substitute 6.0 when he comes on, a card shown to him on the bench kept', () => {
    const quiet = footballRatings(lineups, [event({ kind: 'substitution', side: 'home', playerId: 4, otherId: 3 })]);
    expect(quiet.get(4)).toBe(6);
    const booked = footballRatings(lineups, [
      event({ kind: 'card', side: 'home', playerId: 4, detail: 'yellow' }),
      event({ kind: 'substitution', side: 'home', playerId: 4, otherId: 3 }),
    ]);
    expect(booked.get(4)).toBe(5.6);
  });
});
