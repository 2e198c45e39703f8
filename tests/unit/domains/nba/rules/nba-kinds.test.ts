/** Kinds (a finals-cup request is sent as playoffs), seasons, phases. */
import { NBA_SEASONS, NbaKind, SeasonId2425 } from '@src/contracts/nba';
import { SeasonId2425 as WorldSeasonId2425 } from '@shell-demo/server/world/ids';
import {
  CURRENT_SEASON_ID,
  SEASON_PHASE_WORDS,
  TEAM_SEASONS,
  TOPIC_SEASONS,
  gameCaption,
  kindRequest,
  knockoutStages,
  seasonName,
  seasonPhaseOfStage,
} from '@src/domains/nba/rules/nba-kinds';

describe('kinds', () => {
  it('sends the regular season as 1 and the playoffs as 2', () => {
    expect(kindRequest('regular')).toEqual({ kind: NbaKind.Regular });
    expect(NbaKind.Regular).toBe(1);
    // No stageId at all (not one left undefined): the form would send it.
    expect(kindRequest('playoffs')).toStrictEqual({ kind: 2 });
    expect(kindRequest('playoffs', 10484)).toEqual({ kind: 2, stageId: 10484 });
  });

  it('sends the finals cup as playoffs with the cup’s stage', () => {
    for (const stageId of [10492, 10493, 10494]) expect(kindRequest('cup', stageId)).toEqual({ kind: 2, stageId });
    expect(() => kindRequest('cup')).toThrow('a finals-cup request needs a cup stage (10492, 10493, 10494)');
    expect(() => kindRequest('cup', 10481)).toThrow(/cup stage/);
  });

  it('builds the cup from stages 10492, 10493, 10494 and the playoffs from 10481–10484', () => {
    expect(knockoutStages('cup')).toEqual([10492, 10493, 10494]);
    expect(knockoutStages('playoffs')).toEqual([10481, 10482, 10483, 10484]);
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
    expect(CURRENT_SEASON_ID).toBe(SeasonId2425);
    expect(seasonName(1566)).toBe('22-23');
  });

  it('SeasonId2425 is ours (the spec names no value): 1907, after the ids the spec lists, as the development world numbers it', () => {
    expect(SeasonId2425).toBe(1907);
    expect(SeasonId2425).toBeGreaterThan(1745);
    expect(SeasonId2425).toBe(WorldSeasonId2425);
  });

  it('offers every season on /nba and on team pages', () => {
    expect(TOPIC_SEASONS.map((season) => season.name)).toEqual(['24-25', '23-24', '22-23', '21-22']);
    expect(TEAM_SEASONS.map((season) => season.name)).toEqual(['24-25', '23-24', '22-23', '21-22']);
  });
});

describe('phases (regular, playoffs, preseason, all-star, finals)', () => {
  it('has a word for each', () => {
    expect(SEASON_PHASE_WORDS).toEqual({
      regular: '常规赛',
      playoffs: '季后赛',
      preseason: '季前赛',
      allStar: '全明星',
      finals: '总决赛',
    });
  });

  it('tells a stage’s phase', () => {
    expect(seasonPhaseOfStage(10480)).toBe('regular');
    expect([10481, 10482, 10483].map(seasonPhaseOfStage)).toEqual(['playoffs', 'playoffs', 'playoffs']);
    expect(seasonPhaseOfStage(10484)).toBe('finals');
    expect(seasonPhaseOfStage(10493)).toBe('regular');
    expect(seasonPhaseOfStage(10478)).toBe('preseason');
    expect(seasonPhaseOfStage(10479)).toBe('allStar');
    expect(seasonPhaseOfStage(1)).toBeUndefined();
  });

  it('captions a game with its phase, round and game number', () => {
    expect(gameCaption({ stageId: 10480, stageName: '常规赛', gameNumber: 0 })).toBe('常规赛');
    expect(gameCaption({ stageId: 10481, stageName: '首轮', gameNumber: 3 })).toBe('季后赛 首轮 G3');
    expect(gameCaption({ stageId: 10484, stageName: '总决赛', gameNumber: 2 })).toBe('总决赛 G2');
    // A series game without its number (0) shows none.
    expect(gameCaption({ stageId: 10481, stageName: '首轮', gameNumber: 0 })).toBe('季后赛 首轮');
    expect(gameCaption({ stageId: 10484, stageName: '总决赛', gameNumber: 0 })).toBe('总决赛');
    expect(gameCaption({ stageId: 10493, stageName: '杯赛半决赛', gameNumber: 0 })).toBe('杯赛半决赛');
    expect(gameCaption({ stageId: 99, stageName: '表演赛', gameNumber: 0 })).toBe('表演赛');
    expect(gameCaption({ stageId: 10478, stageName: '季前赛', gameNumber: 0 })).toBe('季前赛');
    expect(gameCaption({ stageId: 10479, stageName: '全明星赛', gameNumber: 0 })).toBe('全明星');
  });
});
