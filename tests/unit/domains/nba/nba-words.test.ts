/**
 * The NBA words in each locale, the rules' tables' among them (phases, statistics, positions,
 * streaks, the conference's place marks): every word there, none in another locale's script.
 */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { nbaWords } from '@src/domains/nba/nba-messages';
import { gameCaption } from '@src/domains/nba/rules/nba-kinds';
import { conferencePlaceMark, positionWord, statWord, streakLabel } from '@src/domains/nba/rules/nba-tables';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

itHasEveryWordInEachLocale(nbaWords);

const CASES: [LocaleName, string[]][] = [
  ['zh-CN', ['总决赛 G2', '季后赛 首轮 G3', '盖帽', '控球后卫', '3连胜', '附加赛区']],
  ['zh-TW', ['總冠軍賽 G2', '季後賽 首轮 G3', '阻攻', '控球後衛', '3連勝', '附加賽區']],
  ['zh-HK', ['總決賽 G2', '季後賽 首轮 G3', '封阻', '控球後衛', '3連勝', '附加賽區']],
  ['en', ['Finals G2', 'Playoffs 首轮 G3', 'BLK', 'Point guard', 'W3', 'Play-in']],
];

it.each(CASES)('writes the tables’ words in %s (the round’s name is the server’s)', async (locale, expected) => {
  const words = await wordsIn(nbaWords, locale);
  expect([
    gameCaption({ stageId: 10484, stageName: '总决赛', gameNumber: 2 }, words),
    gameCaption({ stageId: 10481, stageName: '首轮', gameNumber: 3 }, words),
    statWord(4, words),
    positionWord('point guard', words),
    streakLabel('W3', words),
    conferencePlaceMark(8, words)?.label,
  ]).toEqual(expected);
});
