/** @jest-environment node */
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { CompetitionId, FIVE_LEAGUE_IDS, footballSeasonIdOf } from '../../../shell-demo/server/world/ids';
import { nbaSeason } from '../../../shell-demo/server/world/basketball/seasons';
import { TEST_SEED, footballMatchesOfSeason, utc } from './support/world-fixtures';

describe('the size of the world', () => {
  const world = worldWithKeptScripts({ seed: TEST_SEED, now: utc(12) });

  it('has the five leagues with real clubs, 38 rounds (34 for the 18-club leagues)', () => {
    const expected: Record<number, { clubs: number; matches: number }> = {
      [CompetitionId.premierLeague]: { clubs: 20, matches: 380 },
      [CompetitionId.laLiga]: { clubs: 20, matches: 380 },
      [CompetitionId.serieA]: { clubs: 20, matches: 380 },
      [CompetitionId.bundesliga]: { clubs: 18, matches: 306 },
      [CompetitionId.ligue1]: { clubs: 18, matches: 306 },
    };
    for (const competitionId of FIVE_LEAGUE_IDS) {
      const season = world.footballSeasons.get(footballSeasonIdOf(competitionId));
      expect(season?.teamIds).toHaveLength(expected[competitionId]?.clubs ?? 0);
      expect(footballMatchesOfSeason(world, footballSeasonIdOf(competitionId))).toHaveLength(
        expected[competitionId]?.matches ?? 0,
      );
    }
    const names = [...world.footballTeams.values()].map((team) => `${team.nameZh}/${team.nameEn}`);
    expect(names).toEqual(
      expect.arrayContaining(['曼城/Manchester City', '皇家马德里/Real Madrid', '拜仁慕尼黑/Bayern Munich']),
    );
  });

  it('has every competition', () => {
    expect([...world.competitions.keys()].sort()).toEqual(Object.values(CompetitionId).sort());
  });

  it('plays 82 regular-season games per NBA team, and complete historic seasons', () => {
    const current = world.nbaSeasons.get(1907);
    const regular = current?.games.filter((game) => game.kind === 'regular') ?? [];
    expect(regular).toHaveLength(30 * 41);
    for (const teamId of world.nbaTeams.keys()) {
      expect(regular.filter((game) => game.homeId === teamId || game.awayId === teamId)).toHaveLength(82);
    }
    const lakers = [...world.nbaTeams.values()].find((team) => team.nameZh === '湖人');
    expect(lakers).toMatchObject({ nameEn: 'Los Angeles Lakers', conference: 2, divisionName: '太平洋区' });
    const historic = nbaSeason(world, 1745);
    expect(historic?.games.every((game) => game.statusId === 10)).toBe(true);
    expect(historic?.games.filter((game) => game.stageId === 10484).length).toBeGreaterThanOrEqual(4);
  });

  it('has 200 streamers, 100 experts with 50 tips each and 1000 ranking users', () => {
    expect(world.hosts.size).toBe(200);
    expect(world.experts.size).toBe(100);
    for (const expertId of world.experts.keys()) expect(world.tipsByExpert.get(expertId)).toHaveLength(50);
    expect(world.rankingUsers.size).toBe(1000);
    expect(world.reports.size).toBeGreaterThan(5000);
  });
});
