/** Euro 2024 replays its real results (world/data/euro-2024-results.ts), shoot-outs included. */
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { EURO_2024_RESULTS, euro2024Result } from '../../../shell-demo/server/world/data/euro-2024-results';
import { scriptedShootout } from '../../../shell-demo/server/world/football/shootout';
import { CompetitionId, footballSeasonIdOf } from '../../../shell-demo/server/world/ids';
import type { FootballMatch } from '../../../shell-demo/server/world/match-types';

it('plays every match of Euro 2024 as it ended', () => {
  const world = worldWithKeptScripts({ now: Date.UTC(2026, 10, 21, 12) });
  const seasonId = footballSeasonIdOf(CompetitionId.euro);
  const matches = [...world.matches.values()].filter((match): match is FootballMatch => match.seasonId === seasonId);
  expect(matches).toHaveLength(EURO_2024_RESULTS.length);
  for (const match of matches) {
    const code = (teamId: number) => world.footballTeams.get(teamId)!.code;
    const result = euro2024Result(code(match.homeId), code(match.awayId))!;
    expect(match.statusId).toBe(8);
    expect([match.homeScore, match.awayScore]).toEqual([
      result.home + (result.extraHome ?? 0),
      result.away + (result.extraAway ?? 0),
    ]);
    expect([match.homePenaltyScore, match.awayPenaltyScore]).toEqual(
      result.penalties ? [result.penalties.home, result.penalties.away] : [null, null],
    );
  }
});

it('mirrors a result the world lists the other way round', () => {
  expect(euro2024Result('UKR', 'SVK')).toEqual({ home: 2, away: 1 });
  expect(euro2024Result('FRA', 'POR')).toMatchObject({ penalties: { home: 5, away: 3 } });
});

describe('a scripted shoot-out', () => {
  it.each([
    [3, 0],
    [3, 5],
    [5, 3],
    [4, 3],
    [7, 6],
  ])('ends exactly at %i–%i, by the rules of a shoot-out', (home, away) => {
    const { kicks } = scriptedShootout(home, away);
    expect(kicks.filter((kick) => kick.side === 'home' && kick.scored)).toHaveLength(home);
    expect(kicks.filter((kick) => kick.side === 'away' && kick.scored)).toHaveLength(away);
    // Sides alternate, and the last kick decided it (no kick after the winner was known).
    kicks.forEach((kick, index) => index > 0 && expect(kick.side).not.toBe(kicks[index - 1]!.side));
    const taken = { home: 0, away: 0 };
    const goals = { home: 0, away: 0 };
    kicks.forEach((kick, index) => {
      taken[kick.side] += 1;
      if (kick.scored) goals[kick.side] += 1;
      const regulation = taken.home <= 5 && taken.away <= 5;
      const decided = regulation
        ? goals.home > goals.away + (5 - taken.away) || goals.away > goals.home + (5 - taken.home)
        : taken.home === taken.away && goals.home !== goals.away;
      expect(decided).toBe(index === kicks.length - 1);
    });
  });

  it('refuses a draw', () => {
    expect(() => scriptedShootout(4, 4)).toThrow();
  });
});
