import { boxScore, basketballTeamStats } from '@src/domains/match/rules/match-centre/box-score';
import {
  basketballRatings,
  footballRatings,
  MAX_RATING,
  MIN_RATING,
  ratingBand,
} from '@src/domains/match/rules/match-centre/player-ratings';
import { footballTeamStats } from '@src/domains/match/rules/match-centre/team-stats';
import { event, player } from './centre-events';

const lineups = {
  home: [player(1, 'goalkeeper'), player(2, 'defender'), player(3, 'forward'), player(4, 'midfielder', false)],
  away: [player(11, 'goalkeeper'), player(12, 'defender'), player(13, 'forward'), player(14, 'forward', false)],
};

describe('live player ratings', () => {
  it('starts starters at 6.0 and gives unused substitutes none', () => {
    const ratings = footballRatings(lineups, []);
    expect(ratings.get(3)).toBe(6);
    expect(ratings.has(4)).toBe(false);
  });

  it('moves with the player’s events: a goal and an assist up, the conceding keeper and defender down', () => {
    const ratings = footballRatings(lineups, [
      event({ kind: 'goal', side: 'home', playerId: 3, otherId: 2, detail: 'goal' }),
    ]);
    expect(ratings.get(3)).toBeGreaterThan(7);
    expect(ratings.get(2)).toBeGreaterThan(6.5);
    expect(ratings.get(11)).toBeLessThan(6);
    expect(ratings.get(12)).toBeLessThan(6);
    expect(ratings.get(12)!).toBeGreaterThan(ratings.get(11)!);
    expect(ratings.get(13)).toBeLessThan(6);
  });

  it('takes cards, fouls, missed penalties and own goals off', () => {
    const ratings = footballRatings(lineups, [
      event({ kind: 'card', side: 'away', playerId: 13, detail: 'yellow' }),
      event({ kind: 'foul', side: 'away', playerId: 13 }),
      event({ kind: 'penalty-missed', side: 'home', playerId: 3 }),
      event({ kind: 'goal', side: 'away', playerId: 2, detail: 'own-goal' }),
    ]);
    expect(ratings.get(13)).toBeLessThan(5.7);
    expect(ratings.get(3)).toBeLessThan(5.3);
    expect(ratings.get(2)).toBeLessThan(5);
  });

  it('gives a substitute his rating from the moment he comes on', () => {
    const ratings = footballRatings(lineups, [
      event({ kind: 'substitution', side: 'home', playerId: 4, otherId: 3 }),
      event({ kind: 'goal', side: 'home', playerId: 4, detail: 'goal' }),
    ]);
    expect(ratings.get(4)).toBe(7.1);
    // The player who went off does not share the team's goal.
    expect(ratings.get(3)).toBe(6);
  });

  it('stays between 3.0 and 10.0', () => {
    const hatTricks = Array.from({ length: 10 }, () =>
      event({ kind: 'goal', side: 'home', playerId: 3, detail: 'goal' }),
    );
    const reds = Array.from({ length: 10 }, () => event({ kind: 'card', side: 'away', playerId: 12, detail: 'red' }));
    const ratings = footballRatings(lineups, [...hatTricks, ...reds]);
    expect(ratings.get(3)).toBe(MAX_RATING);
    expect(ratings.get(12)).toBe(MIN_RATING);
  });

  it('colours by band', () => {
    expect([5.9, 6, 6.9, 7, 7.9, 8].map(ratingBand)).toEqual(['poor', 'fair', 'fair', 'good', 'good', 'excellent']);
  });

  it('rates basketball players from their box score, with minutes and +/- following substitutions', () => {
    const bLineups = {
      home: [player(1, 'point guard'), player(2, 'center', false)],
      away: [player(11, 'center')],
    };
    const events = [
      event({
        kind: 'score',
        side: 'home',
        playerId: 1,
        value: 3,
        detail: '3',
        period: 1,
        clockSeconds: 700,
        homeScore: 3,
      }),
      event({
        kind: 'substitution',
        side: 'home',
        playerId: 2,
        otherId: 1,
        period: 1,
        clockSeconds: 600,
        homeScore: 3,
      }),
      event({
        kind: 'score',
        side: 'away',
        playerId: 11,
        value: 2,
        detail: '2',
        period: 1,
        clockSeconds: 540,
        homeScore: 3,
        awayScore: 2,
      }),
      event({
        kind: 'miss',
        side: 'home',
        playerId: 2,
        detail: '2',
        otherId: 11,
        period: 1,
        clockSeconds: 500,
        homeScore: 3,
        awayScore: 2,
      }),
      event({ kind: 'rebound', side: 'away', playerId: 11, period: 1, clockSeconds: 499, homeScore: 3, awayScore: 2 }),
    ];
    const box = boxScore(bLineups, events);
    expect(box.get(1)).toMatchObject({ points: 3, threesMade: 1, threesAttempted: 1, seconds: 120, plusMinus: 3 });
    expect(box.get(2)).toMatchObject({ fieldGoalsAttempted: 1, fieldGoalsMade: 0, seconds: 101, plusMinus: -2 });
    expect(box.get(11)).toMatchObject({ points: 2, blocks: 1, rebounds: 1, plusMinus: -1 });
    const teams = basketballTeamStats(box);
    expect(teams.home).toMatchObject({ fieldGoalsMade: 1, fieldGoalsAttempted: 2, threesMade: 1 });
    expect(Object.keys(teams.away).sort()).toEqual(
      ['assists', 'blocks', 'fieldGoalsAttempted', 'fieldGoalsMade', 'freeThrowsAttempted', 'freeThrowsMade']
        .concat(['rebounds', 'steals', 'threesAttempted', 'threesMade', 'turnovers'])
        .sort(),
    );
    const ratings = basketballRatings(box);
    expect(ratings.get(11)!).toBeGreaterThan(ratings.get(2)!);
  });
});

describe('football team stats', () => {
  it('counts shots, on target, corners, fouls, cards, offsides, saves and averages possession', () => {
    const { home, away } = footballTeamStats([
      event({ kind: 'goal', side: 'home', detail: 'goal' }),
      event({ kind: 'goal', side: 'home', detail: 'own-goal' }),
      event({ kind: 'shot', side: 'home', detail: 'off-target' }),
      event({ kind: 'shot', side: 'away', detail: 'on-target' }),
      event({ kind: 'save', side: 'home' }),
      event({ kind: 'corner', side: 'home' }),
      event({ kind: 'foul', side: 'away' }),
      event({ kind: 'offside', side: 'away' }),
      event({ kind: 'card', side: 'away', detail: 'yellow' }),
      event({ kind: 'card', side: 'away', detail: 'second-yellow' }),
      event({ kind: 'possession', side: '', numbers: { possession: 60 } }),
      event({ kind: 'possession', side: '', numbers: { possession: 70 } }),
    ]);
    expect(home).toMatchObject({ shots: 2, onTarget: 1, corners: 1, saves: 1, possession: 65 });
    expect(away).toMatchObject({
      shots: 1,
      onTarget: 1,
      fouls: 1,
      offsides: 1,
      yellowCards: 1,
      redCards: 1,
      possession: 35,
    });
  });
});
