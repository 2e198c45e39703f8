/** Standings by conference and division, player ranking top 10, positions, home-away. */
import { NbaConference, NbaRankingOrder, NbaStandingsScope } from '@src/contracts/nba';
import type * as NbaTablesModule from '@src/domains/nba/rules/nba-tables';
import { rankItem } from '../support/fixtures';
import { freshModule } from '@tests/support/fresh-module';

/** The module loaded for each test, so what it makes as it loads counts as reached by the test (freshModule). */
let tables: typeof NbaTablesModule;
beforeEach(() => {
  tables = freshModule(() => jest.requireActual('@src/domains/nba/rules/nba-tables') as typeof NbaTablesModule);
});

it('asks the standings by conference (east 1, west 2) or by division', () => {
  expect(tables.standingsRequest('east')).toEqual({
    scope: NbaStandingsScope.Conference,
    division: NbaConference.East,
  });
  expect(tables.standingsRequest('west')).toEqual({ scope: 1, division: 2 });
  expect(tables.standingsRequest('division')).toEqual({ scope: 2, division: 0 });
});

it('offers the east, the west and the divisions, in that order, and names the two conferences', () => {
  expect(tables.STANDINGS_VIEWS).toEqual(['east', 'west', 'division']);
  expect([tables.CONFERENCE_WORDS[NbaConference.East], tables.CONFERENCE_WORDS[NbaConference.West]]).toEqual([
    '东部',
    '西部',
  ]);
});

it('ranks players per game or in total, per game first', () => {
  expect(tables.RANKING_ORDERS.map(({ order, word }) => [order, word])).toEqual([
    [NbaRankingOrder.PerGame, '场均'],
    [NbaRankingOrder.Total, '总数'],
  ]);
});

it('ranks players for points, rebounds, assists, blocks and steals, and keeps the top 10', () => {
  expect(tables.STAT_SCOPES.map(({ scope, word }) => [scope, word])).toEqual([
    [1, '得分'],
    [2, '篮板'],
    [3, '助攻'],
    [4, '盖帽'],
    [5, '抢断'],
  ]);
  expect(tables.statWord(3)).toBe('助攻');
  expect(tables.statWord(9)).toBe('');
  const list = [12, 3, 1, 11, 2, 4, 5, 6, 7, 8, 9, 10].map((rank) => rankItem(rank));
  expect(tables.topPlayers(list).map((item) => item.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(tables.topPlayers(list.slice(0, 3))).toHaveLength(3);
});

it('names the six positions', () => {
  expect(Object.keys(tables.POSITION_WORDS)).toHaveLength(6);
  expect(
    ['center', 'forward', 'point guard', 'power forward', 'shooting guard', 'small forward'].map(tables.positionWord),
  ).toEqual(['中锋', '前锋', '控球后卫', '大前锋', '得分后卫', '小前锋']);
  expect(tables.positionWord('goalkeeper')).toBe('');
});

it('writes the figures of the tables', () => {
  expect(tables.winPctLabel(0.659)).toBe('65.9%');
  expect(tables.winPctLabel(1)).toBe('100.0%');
  expect(tables.gamesBehindLabel(0)).toBe('-');
  expect(tables.gamesBehindLabel(2.5)).toBe('2.5');
  expect(tables.recordLabel(23, 5)).toBe('23-5');
  expect(tables.streakLabel('W3')).toBe('3连胜');
  expect(tables.streakLabel('L12')).toBe('12连败');
  expect(tables.streakLabel('')).toBe('-');
  // Only the whole text as a streak.
  expect(tables.streakLabel('xW3')).toBe('-');
  expect(tables.streakLabel('W3x')).toBe('-');
  expect(tables.averageLabel(5)).toBe('5.0');
  expect(tables.rankingValueLabel(29.94, 1)).toBe('29.9');
  expect(tables.rankingValueLabel(1352, 2)).toBe('1352');
});

it('marks the playoff places (1–6) and the play-in places (7–10) of a conference', () => {
  expect([-1, 0, 1, 6, 7, 10, 11, 15].map((rank) => tables.conferencePlaceMark(rank)?.label ?? null)).toEqual([
    null,
    null,
    '季后赛区',
    '季后赛区',
    '附加赛区',
    '附加赛区',
    null,
    null,
  ]);
});
