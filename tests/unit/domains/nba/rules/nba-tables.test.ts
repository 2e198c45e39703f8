/** Standings by conference and division, player ranking top 10, positions, home-away. */
import { NbaConference, NbaStandingsScope } from '@src/contracts/nba';
import {
  POSITION_WORDS,
  conferencePlaceMark,
  STAT_SCOPES,
  averageLabel,
  gamesBehindLabel,
  positionWord,
  rankingValueLabel,
  recordLabel,
  standingsRequest,
  statWord,
  streakLabel,
  topPlayers,
  winPctLabel,
} from '@src/domains/nba/rules/nba-tables';
import { rankItem } from '../support/fixtures';

it('asks the standings by conference (east 1, west 2) or by division', () => {
  expect(standingsRequest('east')).toEqual({ scope: NbaStandingsScope.Conference, division: NbaConference.East });
  expect(standingsRequest('west')).toEqual({ scope: 1, division: 2 });
  expect(standingsRequest('division')).toEqual({ scope: 2, division: 0 });
});

it('ranks players for points, rebounds, assists, blocks and steals, and keeps the top 10', () => {
  expect(STAT_SCOPES.map(({ scope, word }) => [scope, word])).toEqual([
    [1, '得分'],
    [2, '篮板'],
    [3, '助攻'],
    [4, '盖帽'],
    [5, '抢断'],
  ]);
  expect(statWord(3)).toBe('助攻');
  expect(statWord(9)).toBe('');
  const list = [12, 3, 1, 11, 2, 4, 5, 6, 7, 8, 9, 10].map((rank) => rankItem(rank));
  expect(topPlayers(list).map((item) => item.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(topPlayers(list.slice(0, 3))).toHaveLength(3);
});

it('names the six positions', () => {
  expect(Object.keys(POSITION_WORDS)).toHaveLength(6);
  expect(
    ['center', 'forward', 'point guard', 'power forward', 'shooting guard', 'small forward'].map(positionWord),
  ).toEqual(['中锋', '前锋', '控球后卫', '大前锋', '得分后卫', '小前锋']);
  expect(positionWord('goalkeeper')).toBe('');
});

it('writes the figures of the tables', () => {
  expect(winPctLabel(0.659)).toBe('65.9%');
  expect(winPctLabel(1)).toBe('100.0%');
  expect(gamesBehindLabel(0)).toBe('-');
  expect(gamesBehindLabel(2.5)).toBe('2.5');
  expect(recordLabel(23, 5)).toBe('23-5');
  expect(streakLabel('W3')).toBe('3连胜');
  expect(streakLabel('L12')).toBe('12连败');
  expect(streakLabel('')).toBe('-');
  // Only the whole text as a streak.
  expect(streakLabel('xW3')).toBe('-');
  expect(streakLabel('W3x')).toBe('-');
  expect(averageLabel(5)).toBe('5.0');
  expect(rankingValueLabel(29.94, 1)).toBe('29.9');
  expect(rankingValueLabel(1352, 2)).toBe('1352');
});

it('marks the playoff places (1–6) and the play-in places (7–10) of a conference', () => {
  expect([-1, 0, 1, 6, 7, 10, 11, 15].map((rank) => conferencePlaceMark(rank)?.label ?? null)).toEqual([
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
