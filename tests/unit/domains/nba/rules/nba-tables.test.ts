/** Standings by conference and division, player ranking top 10, positions, home-away. */
import { NbaConference, NbaRankingOrder, NbaStandingsScope } from '@src/contracts/nba';
import type * as NbaTablesModule from '@src/domains/nba/rules/nba-tables';
import { rankItem } from '../support/fixtures';
import { nbaMessages as words } from '@src/domains/nba/nba-messages.zh-cn';
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
  const conferenceWord = (code: number) => words.standingsViews[tables.CONFERENCE_VIEWS[code]!];
  expect([conferenceWord(NbaConference.East), conferenceWord(NbaConference.West)]).toEqual(['东部', '西部']);
});

it('ranks players per game or in total, per game first', () => {
  expect(tables.RANKING_ORDERS.map(({ order, word }) => [order, words.rankingOrders[word]])).toEqual([
    [NbaRankingOrder.PerGame, '场均'],
    [NbaRankingOrder.Total, '总数'],
  ]);
});

it('ranks players for points, rebounds, assists, blocks and steals, and keeps the top 10', () => {
  expect(tables.STAT_SCOPES.map(({ scope, word }) => [scope, words.stats[word]])).toEqual([
    [1, '得分'],
    [2, '篮板'],
    [3, '助攻'],
    [4, '盖帽'],
    [5, '抢断'],
  ]);
  expect(tables.statWord(3, words)).toBe('助攻');
  expect(tables.statWord(9, words)).toBe('');
  const list = [12, 3, 1, 11, 2, 4, 5, 6, 7, 8, 9, 10].map((rank) => rankItem(rank));
  expect(tables.topPlayers(list).map((item) => item.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(tables.topPlayers(list.slice(0, 3))).toHaveLength(3);
});

it('names the six positions', () => {
  expect(Object.keys(tables.POSITION_WORDS)).toHaveLength(6);
  expect(
    ['center', 'forward', 'point guard', 'power forward', 'shooting guard', 'small forward'].map((position) =>
      tables.positionWord(position, words),
    ),
  ).toEqual(['中锋', '前锋', '控球后卫', '大前锋', '得分后卫', '小前锋']);
  expect(tables.positionWord('goalkeeper', words)).toBe('');
});

it('writes the figures of the tables', () => {
  expect(tables.winPctLabel(0.659)).toBe('65.9%');
  expect(tables.winPctLabel(1)).toBe('100.0%');
  expect(tables.gamesBehindLabel(0)).toBe('-');
  expect(tables.gamesBehindLabel(2.5)).toBe('2.5');
  expect(tables.recordLabel(23, 5)).toBe('23-5');
  expect(tables.streakLabel('W3', words)).toBe('3连胜');
  expect(tables.streakLabel('L12', words)).toBe('12连败');
  expect(tables.streakLabel('', words)).toBe('-');
  // Only the whole text as a streak.
  expect(tables.streakLabel('xW3', words)).toBe('-');
  expect(tables.streakLabel('W3x', words)).toBe('-');
  expect(tables.averageLabel(5)).toBe('5.0');
  expect(tables.rankingValueLabel(29.94, 1)).toBe('29.9');
  expect(tables.rankingValueLabel(1352, 2)).toBe('1352');
});

it('marks the playoff places (1–6) and the play-in places (7–10) of a conference', () => {
  expect([-1, 0, 1, 6, 7, 10, 11, 15].map((rank) => tables.conferencePlaceMark(rank, words)?.label ?? null)).toEqual([
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
