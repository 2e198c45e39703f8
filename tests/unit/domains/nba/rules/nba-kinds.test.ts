/** Kinds (a finals-cup request is sent as playoffs), seasons, phases. */
import { NBA_SEASONS, NbaKind, SeasonId2425 } from '@src/contracts/nba';
import { SeasonId2425 as WorldSeasonId2425 } from '@shell-demo/server/world/ids';
import type * as NbaKindsModule from '@src/domains/nba/rules/nba-kinds';
import { nbaMessages as words } from '@src/domains/nba/nba-messages.zh-cn';
import { freshModule } from '@tests/support/fresh-module';

/** The module loaded for each test, so what it makes as it loads counts as reached by the test (freshModule). */
let kinds: typeof NbaKindsModule;
beforeEach(() => {
  kinds = freshModule(() => jest.requireActual('@src/domains/nba/rules/nba-kinds') as typeof NbaKindsModule);
});

describe('kinds', () => {
  it('switches between the regular season, the playoffs and the finals cup, in that order', () => {
    expect(kinds.NBA_VIEWS).toEqual(['regular', 'playoffs', 'cup']);
  });

  it('sends the regular season as 1 and the playoffs as 2', () => {
    expect(kinds.kindRequest('regular')).toEqual({ kind: NbaKind.Regular });
    expect(NbaKind.Regular).toBe(1);
    // No stageId at all (not one left undefined): the form would send it.
    expect(kinds.kindRequest('playoffs')).toStrictEqual({ kind: 2 });
    expect(kinds.kindRequest('playoffs', 10484)).toEqual({ kind: 2, stageId: 10484 });
  });

  it('sends the finals cup as playoffs with the cup’s stage', () => {
    for (const stageId of [10492, 10493, 10494])
      expect(kinds.kindRequest('cup', stageId)).toEqual({ kind: 2, stageId });
    expect(() => kinds.kindRequest('cup')).toThrow('a finals-cup request needs a cup stage (10492, 10493, 10494)');
    expect(() => kinds.kindRequest('cup', 10481)).toThrow(/cup stage/);
  });

  it('builds the cup from stages 10492, 10493, 10494 and the playoffs from 10481–10484', () => {
    expect(kinds.knockoutStages('cup')).toEqual([10492, 10493, 10494]);
    expect(kinds.knockoutStages('playoffs')).toEqual([10481, 10482, 10483, 10484]);
  });
});

describe('seasons', () => {
  it('lists 21-22 to 23-24 (1414, 1566, 1745) and the current season', () => {
    expect(NBA_SEASONS.map((season) => [season.id, season.name])).toEqual([
      [SeasonId2425, '24-25'],
      [1745, '23-24'],
      [1566, '22-23'],
      [1414, '21-22'],
    ]);
    expect(kinds.CURRENT_SEASON_ID).toBe(SeasonId2425);
    expect(kinds.seasonName(1566)).toBe('22-23');
  });

  it('SeasonId2425 is ours (the spec names no value): 1907, after the ids the spec lists, as the development world numbers it', () => {
    expect(SeasonId2425).toBe(1907);
    expect(SeasonId2425).toBeGreaterThan(1745);
    expect(SeasonId2425).toBe(WorldSeasonId2425);
  });

  it('offers every season on /nba and on team pages', () => {
    expect(kinds.TOPIC_SEASONS.map((season) => season.name)).toEqual(['24-25', '23-24', '22-23', '21-22']);
    expect(kinds.TEAM_SEASONS.map((season) => season.name)).toEqual(['24-25', '23-24', '22-23', '21-22']);
  });
});

describe('phases (regular, playoffs, preseason, all-star, finals)', () => {
  it('has a word for each', () => {
    expect(words.phases).toEqual({
      regular: '常规赛',
      playoffs: '季后赛',
      preseason: '季前赛',
      allStar: '全明星',
      finals: '总决赛',
    });
  });

  it('tells a stage’s phase', () => {
    expect(kinds.seasonPhaseOfStage(10480)).toBe('regular');
    expect([10481, 10482, 10483].map(kinds.seasonPhaseOfStage)).toEqual(['playoffs', 'playoffs', 'playoffs']);
    expect(kinds.seasonPhaseOfStage(10484)).toBe('finals');
    expect(kinds.seasonPhaseOfStage(10493)).toBe('regular');
    expect(kinds.seasonPhaseOfStage(10478)).toBe('preseason');
    expect(kinds.seasonPhaseOfStage(10479)).toBe('allStar');
    expect(kinds.seasonPhaseOfStage(1)).toBeUndefined();
  });

  it('captions a game with its phase, round and game number', () => {
    expect(kinds.gameCaption({ stageId: 10480, stageName: '常规赛', gameNumber: 0 }, words)).toBe('常规赛');
    expect(kinds.gameCaption({ stageId: 10481, stageName: '首轮', gameNumber: 3 }, words)).toBe('季后赛 首轮 G3');
    expect(kinds.gameCaption({ stageId: 10484, stageName: '总决赛', gameNumber: 2 }, words)).toBe('总决赛 G2');
    // A series game without its number (0) shows none.
    expect(kinds.gameCaption({ stageId: 10481, stageName: '首轮', gameNumber: 0 }, words)).toBe('季后赛 首轮');
    expect(kinds.gameCaption({ stageId: 10484, stageName: '总决赛', gameNumber: 0 }, words)).toBe('总决赛');
    expect(kinds.gameCaption({ stageId: 10493, stageName: '杯赛半决赛', gameNumber: 0 }, words)).toBe('杯赛半决赛');
    expect(kinds.gameCaption({ stageId: 99, stageName: '表演赛', gameNumber: 0 }, words)).toBe('表演赛');
    expect(kinds.gameCaption({ stageId: 10478, stageName: '季前赛', gameNumber: 0 }, words)).toBe('季前赛');
    expect(kinds.gameCaption({ stageId: 10479, stageName: '全明星赛', gameNumber: 0 }, words)).toBe('全明星');
  });
});
