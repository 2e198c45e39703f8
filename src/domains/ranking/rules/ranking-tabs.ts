/**
 * The ranking board's tabs: period kinds from the config (周榜, 月榜 —
 * their `text`), the dates of the chosen kind (`rankingDateList`, hidden ones left out, newest
 * first, shown as MM月DD日-MM月DD日 or 16 Nov-22 Nov), the lists (红单/跟单, 盈利, 人气), and on a
 * bettor's page the history tabs (近期, 历史), in the locale shown.
 */
import {
  BETTING_LIST_SIZE,
  RANKING_LIST_FIELD,
  RankingType,
  type RankingConfig,
  type RankingDate,
  type RankingEntry,
  type RankingTypeValue,
} from '../../../contracts/ranking';
import type { TabItem } from '../../../ui/tabs';
import { rankingWords } from '../ranking-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { currentLocale } from '../../../platform/i18n/locale-store';
import { formatDate } from '../../../platform/i18n/date-formats';
import type { PeriodRange } from '../ranking-paths';
import { formatMoney, formatSigned } from './money';

/**
 * '11月16日', '16 Nov' of a period bound. Periods are the backend's business weeks and months,
 * which run on Beijing time: formatDate reads their days there, whatever the phone's time zone,
 * so a week reads Monday to Sunday.
 */
export const periodDay = (ms: number): string => formatDate(currentLocale(), ms);

/** '11月16日-11月22日' */
export const periodLabel = (period: PeriodRange): string =>
  `${periodDay(period.startDate)}-${periodDay(period.endDate)}`;

export const dateKeyOf = (period: PeriodRange): string => `${period.startDate}-${period.endDate}`;

/** The dates a config shows: not hidden, newest first. */
export function visibleDates(config: RankingConfig | undefined): RankingDate[] {
  return (config?.rankingDateList ?? []).filter((date) => date.hidden === 0).sort((a, b) => b.startDate - a.startDate);
}

export function periodTabs(configs: readonly RankingConfig[]): TabItem[] {
  return configs
    .map((config, index) => ({ key: String(index), label: config.text }))
    .filter((_, index) => visibleDates(configs[index]).length > 0);
}

export function dateTabs(config: RankingConfig | undefined): TabItem[] {
  return visibleDates(config).map((date) => ({ key: dateKeyOf(date), label: periodLabel(date) }));
}

export const LIST_TYPES: readonly RankingTypeValue[] = [RankingType.Red, RankingType.Win, RankingType.Popularity];

/** The lists' tabs, in the locale shown (a function: the words change with it). */
export function listTabs(): TabItem[] {
  const words = wordsNow(rankingWords);
  const labels: Record<RankingTypeValue, string> = {
    [RankingType.Red]: words.listRed,
    [RankingType.Win]: words.profit,
    [RankingType.Popularity]: words.popularity,
  };
  return LIST_TYPES.map((type) => ({ key: String(type), label: labels[type] }));
}

export function parseRankingType(key: string): RankingTypeValue | null {
  return LIST_TYPES.find((type) => String(type) === key) ?? null;
}

/** What the user picked on the board; null keys mean "the default". */
export interface BoardChoice {
  configIndex: number;
  dateKey: string | null;
  rankingType: RankingTypeValue;
}

export interface BoardView {
  configIndex: number;
  /** The date shown: the chosen one if it is still shown, else the newest. Null: the kind has none. */
  date: RankingDate | null;
  rankingType: RankingTypeValue;
}

/**
 * What the board shows for a choice: a config index out of range (the config changed) falls back
 * to the first kind with dates; a date no longer shown to the newest of its kind.
 */
export function resolveBoard(configs: readonly RankingConfig[], choice: BoardChoice): BoardView {
  const shown = (index: number) => visibleDates(configs[index]).length > 0;
  const configIndex = shown(choice.configIndex)
    ? choice.configIndex
    : Math.max(
        0,
        configs.findIndex((_, index) => shown(index)),
      );
  const dates = visibleDates(configs[configIndex]);
  const date = dates.find((candidate) => dateKeyOf(candidate) === choice.dateKey) ?? dates[0] ?? null;
  return { configIndex, date, rankingType: choice.rankingType };
}

/** What a period's lists are asked with: its kind's size and game platforms (a period no kind has: 100, every platform). */
export function listKindOf(
  configs: readonly RankingConfig[] | null | undefined,
  period: PeriodRange,
): Pick<RankingConfig, 'size' | 'gamePlatforms'> {
  const kind = configs?.find((config) =>
    config.rankingDateList.some((date) => date.startDate === period.startDate && date.endDate === period.endDate),
  );
  return kind ? { size: kind.size, gamePlatforms: kind.gamePlatforms } : { size: BETTING_LIST_SIZE, gamePlatforms: [] };
}

/** The list of a RankingDate answer that the type names. */
export const entriesOf = (date: RankingDate, type: RankingTypeValue): RankingEntry[] => date[RANKING_LIST_FIELD[type]];

/** The figure an entry is ranked by, as its list shows it. */
export function entryMeasure(
  entry: RankingEntry,
  type: RankingTypeValue,
): { label: string; value: string; tone: 'win' | 'lose' | 'plain' } {
  const words = wordsNow(rankingWords);
  if (type === RankingType.Red) return { label: words.hitRate, value: `${entry.hitRate}%`, tone: 'win' };
  if (type === RankingType.Popularity)
    return { label: words.popularity, value: formatMoney(entry.popularity), tone: 'plain' };
  return {
    label: words.profit,
    value: formatSigned(entry.profit),
    tone: entry.profit > 0 ? 'win' : entry.profit < 0 ? 'lose' : 'plain',
  };
}

export const HistoryTab = { Recent: 'recent', History: 'history' } as const;
export type HistoryTabKey = (typeof HistoryTab)[keyof typeof HistoryTab];

/** The bet list's tabs, in the locale shown (a function: the words change with it). */
export function historyTabs(): TabItem<HistoryTabKey>[] {
  const words = wordsNow(rankingWords);
  return [
    { key: HistoryTab.Recent, label: words.recent },
    { key: HistoryTab.History, label: words.history },
  ];
}
