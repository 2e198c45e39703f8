/** The board's tabs: periods from the config, dates (hidden left out, MM月DD日 on Beijing days), lists, history tabs. */
import { parseRankingConfigList, RankingType } from '@src/contracts/ranking';
import { switchLocale } from '@src/platform/i18n/messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import {
  dateKeyOf,
  dateTabs,
  entriesOf,
  entryMeasure,
  historyTabs,
  listKindOf,
  listTabs,
  parseRankingType,
  periodDay,
  periodLabel,
  periodTabs,
  resolveBoard,
  visibleDates,
} from '@src/domains/ranking/rules/ranking-tabs';
import { lastMonth, lastWeek, thisMonth, thisWeek, wireConfig, wireEntry, wireList } from '../support/fixtures';
import { RankingCalls } from '@src/contracts/ranking-calls';
import { readAnswer } from '@src/contracts/http';

const configs = parseRankingConfigList(wireConfig());

describe('period and date tabs', () => {
  it('names the period kinds by their text', () => {
    expect(periodTabs(configs)).toEqual([
      { key: '0', label: '周榜' },
      { key: '1', label: '月榜' },
    ]);
  });

  it('lists the dates of a kind newest first, hidden ones left out, as MM月DD日-MM月DD日', () => {
    expect(dateTabs(configs[0])).toEqual([
      { key: dateKeyOf(thisWeek), label: '11月16日-11月22日' },
      { key: dateKeyOf(lastWeek), label: '11月09日-11月15日' },
    ]);
    expect(dateTabs(configs[1]).map((tab) => tab.label)).toEqual(['11月01日-11月30日', '10月01日-10月31日']);
    expect(visibleDates(configs[1])).toHaveLength(2);
    // Out of order from the server: still newest first.
    const shuffled = { ...configs[0]!, rankingDateList: [...configs[0]!.rankingDateList].reverse() };
    expect(visibleDates(shuffled)[0]?.startDate).toBe(thisWeek.startDate);
  });

  it("reads period days on Beijing time, whatever the phone's zone (Monday 00:00 UTC+8 is Sunday 16:00 UTC)", () => {
    expect(new Date(thisWeek.startDate).getUTCDate()).toBe(15);
    expect(periodDay(thisWeek.startDate)).toBe('11月16日');
    expect(periodDay(thisWeek.endDate)).toBe('11月22日');
    expect(periodLabel(lastMonth)).toBe('10月01日-10月31日');
  });

  it('leaves out a kind with no date shown', () => {
    const onlyHidden = parseRankingConfigList([
      ...wireConfig(),
      { text: '年榜', rankingDateList: [{ startDate: 0, endDate: 1, hidden: 1 }] },
    ]);
    expect(periodTabs(onlyHidden).map((tab) => tab.label)).toEqual(['周榜', '月榜']);
  });
});

describe("what a period's lists are asked with", () => {
  it("its kind's size and game platforms, matched by both ends of the period; a period no kind has: 100, every platform", () => {
    const wire = wireConfig();
    wire[1] = { ...wire[1], size: 50, gamePlatforms: [3, 7] };
    const kinds = parseRankingConfigList(wire);
    expect(listKindOf(kinds, lastMonth)).toEqual({ size: 50, gamePlatforms: [3, 7] });
    expect(listKindOf(kinds, thisWeek)).toEqual({ size: 100, gamePlatforms: [] });
    // A period sharing only its start, or only its end, with one of the month's is no period of it.
    expect(listKindOf(kinds, { ...lastMonth, endDate: lastMonth.endDate + 1 })).toEqual({
      size: 100,
      gamePlatforms: [],
    });
    expect(listKindOf(kinds, { ...lastMonth, startDate: lastMonth.startDate - 1 })).toEqual({
      size: 100,
      gamePlatforms: [],
    });
    expect(listKindOf(null, thisMonth)).toEqual({ size: 100, gamePlatforms: [] });
  });
});

describe('what the board shows for a choice', () => {
  it('defaults to the newest date of the kind', () => {
    expect(resolveBoard(configs, { configIndex: 0, dateKey: null, rankingType: RankingType.Win })).toMatchObject({
      configIndex: 0,
      date: thisWeek,
      rankingType: RankingType.Win,
    });
    expect(
      resolveBoard(configs, { configIndex: 1, dateKey: dateKeyOf(lastMonth), rankingType: RankingType.Red }).date,
    ).toMatchObject(lastMonth);
  });

  it("falls back when the choice is no longer offered: another kind's date, a hidden date, a kind out of range", () => {
    expect(resolveBoard(configs, { configIndex: 1, dateKey: dateKeyOf(lastWeek), rankingType: 2 }).date).toMatchObject(
      thisMonth,
    );
    expect(resolveBoard(configs, { configIndex: 1, dateKey: '0-1', rankingType: 2 }).date).toMatchObject(thisMonth);
    expect(resolveBoard(configs, { configIndex: 5, dateKey: null, rankingType: 2 })).toMatchObject({
      configIndex: 0,
      date: thisWeek,
    });
    expect(resolveBoard([], { configIndex: 0, dateKey: null, rankingType: 2 }).date).toBeNull();
    // Out of range, and the first kind has nothing shown: the first kind that has.
    const firstEmpty = [{ ...configs[0]!, rankingDateList: [] }, ...configs.slice(1)];
    expect(resolveBoard(firstEmpty, { configIndex: 9, dateKey: null, rankingType: 2 })).toMatchObject({
      configIndex: 1,
      date: thisMonth,
    });
  });
});

describe('list tabs', () => {
  it('are 红单/跟单, 盈利 and 人气, and the history tabs 近期 and 历史', () => {
    expect(listTabs().map((tab) => tab.label)).toEqual(['红单/跟单', '盈利', '人气']);
    expect(listTabs().map((tab) => parseRankingType(tab.key))).toEqual([1, 2, 3]);
    expect(parseRankingType('4')).toBeNull();
    expect(historyTabs().map((tab) => tab.label)).toEqual(['近期', '历史']);
  });

  it('reads the history tabs and the ranked figure in the locale shown', async () => {
    const date = readAnswer(RankingCalls.list, wireList(thisWeek, RankingType.Popularity, [wireEntry(1)]));
    const entry = date.popularityRankingList[0]!;
    await switchLocale('en');
    try {
      expect(historyTabs().map((tab) => tab.label)).toEqual(['Recent', 'History']);
      expect(listTabs().map((tab) => tab.label)).toEqual(['Hits/Follows', 'Profit', 'Popularity']);
      expect(dateTabs(configs[0]).map((tab) => tab.label)[0]).toBe('16 Nov-22 Nov');
      expect(entryMeasure({ ...entry, profit: 1 }, RankingType.Win).label).toBe('Profit');
      await switchLocale('zh-HK');
      expect(historyTabs().map((tab) => tab.label)).toEqual(['近期', '歷史']);
    } finally {
      useLocaleStore.getState().setLocale('zh-CN');
    }
  });

  it('takes the list of its type from a date, and shows the figure that list ranks by', () => {
    const date = readAnswer(RankingCalls.list, wireList(thisWeek, RankingType.Popularity, [wireEntry(1)]));
    expect(entriesOf(date, RankingType.Popularity)).toHaveLength(1);
    expect(entriesOf(date, RankingType.Win)).toEqual([]);
    const entry = date.popularityRankingList[0]!;
    expect(entryMeasure(entry, RankingType.Red)).toEqual({ label: '命中率', value: '71%', tone: 'win' });
    expect(entryMeasure(entry, RankingType.Win)).toEqual({ label: '盈利', value: '+9,990', tone: 'win' });
    expect(entryMeasure({ ...entry, profit: -20.5 }, RankingType.Win)).toEqual({
      label: '盈利',
      value: '-20.5',
      tone: 'lose',
    });
    expect(entryMeasure({ ...entry, profit: 0 }, RankingType.Win)).toEqual({
      label: '盈利',
      value: '0',
      tone: 'plain',
    });
    expect(entryMeasure({ ...entry, profit: 0.001 }, RankingType.Win).tone).toBe('win');
    expect(entryMeasure({ ...entry, popularity: 12_345 }, RankingType.Popularity)).toEqual({
      label: '人气',
      value: '12,345',
      tone: 'plain',
    });
  });
});
