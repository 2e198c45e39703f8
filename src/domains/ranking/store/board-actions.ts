/**
 * The board (/user-ranking): the config, one list per period and type (a resource each: skeleton,
 * refresh in place, error with retry), what the user picked, the titles and the odds type. The
 * config and the lists keep a last-seen copy: the next visit shows the board at once, marked.
 */
import {
  parseRankingConfigList,
  type OddsTypeValue,
  type RankingConfig,
  type RankingTypeValue,
} from '../../../contracts/ranking';
import { keyedIn } from '../../../platform/store/keyed-resources';
import { resourceLoader } from '../../../platform/store/resource';
import { rankingApi } from '../api/ranking-api';
import type { PeriodRange } from '../ranking-paths';
import { dateKeyOf, entriesOf, listKindOf, resolveBoard, type BoardView } from '../rules/ranking-tabs';
import { LAST_SEEN_ENTRIES, listKeyOf, type BoardList, type RankingState } from './initial-state';
import type { RankingSlice } from './initial-state';
import { withoutUserVotes } from './report-patches';
import { saveOddsType } from './saved-odds-type';
import { fieldSlot } from '../../../platform/store/domain-store';

/** A list shown again after this long is asked for anew (meanwhile the page's minute loop refreshes it). */
export const LIST_FRESH_MS = 60_000;

export interface BoardActions {
  loadConfig(): Promise<void>;
  /** The config, then the list the board shows (at once from a last-seen config, again if the fresh one moves it). */
  loadBoard(): Promise<void>;
  loadList(period: PeriodRange, type: RankingTypeValue): Promise<void>;
  loadTitles(): Promise<void>;
  choosePeriodKind(configIndex: number): void;
  chooseDate(dateKey: string): void;
  chooseList(type: RankingTypeValue): void;
  setOddsType(type: OddsTypeValue): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A kept list of this shape, of this period and type. */
const isBoardListOf =
  (period: PeriodRange, type: RankingTypeValue) =>
  (value: unknown): value is BoardList =>
    isObject(value) &&
    value.startDate === period.startDate &&
    value.endDate === period.endDate &&
    value.rankingType === type &&
    Array.isArray(value.entries) &&
    value.entries.every(
      (entry) => isObject(entry) && typeof entry.userId === 'number' && Array.isArray(entry.bettingReportList),
    );

/** The view the board shows now; null before a config is in. */
export function boardView(state: RankingState): BoardView | null {
  const configs = state.config.data;
  return configs ? resolveBoard(configs, state.choice) : null;
}

export const createBoardActions: RankingSlice<BoardActions> = (set, get, scope) => {
  const keyed = keyedIn({ scope, get, set });
  const config = resourceLoader<RankingConfig[]>({
    scope,
    slot: fieldSlot(get, set, 'config'),
    fetch: () => rankingApi.config(undefined, { silent: true }),
    lastSeen: { name: 'ranking:config', version: 1, parse: parseRankingConfigList },
  });

  const titles = resourceLoader({
    scope,
    slot: fieldSlot(get, set, 'titles'),
    fetch: () => rankingApi.userTitles(undefined, { silent: true }),
    // Titles are decoration: without them an entry shows the title the list itself names.
    refreshFailedNotice: false,
  });

  /** The board's lists by period and type. */
  const lists = keyed.resources({
    field: 'lists',
    idOf: ({ period, type }: { period: PeriodRange; type: RankingTypeValue }) => listKeyOf(period, type),
    fetch: async ({ period, type }): Promise<BoardList> => {
      const { size, gamePlatforms } = listKindOf(get().config.data, period);
      const date = await rankingApi.list(
        { startDate: period.startDate, endDate: period.endDate, rankingType: type, size, gamePlatforms },
        { silent: true },
      );
      return {
        startDate: period.startDate,
        endDate: period.endDate,
        rankingType: type,
        entries: entriesOf(date, type),
      };
    },
    // One kept copy per list type: the first screen's (the newest period) is the one that counts.
    lastSeen: ({ period, type }) => ({
      name: `ranking:list:${type}`,
      version: 1,
      accept: isBoardListOf(period, type),
      // The copy is not the user's: their votes stay out of it.
      keep: (list) => ({ ...list, entries: withoutUserVotes(list.entries.slice(0, LAST_SEEN_ENTRIES)) }),
    }),
  });
  const loadList = (date: PeriodRange, type: RankingTypeValue) =>
    lists.load({ period: { startDate: date.startDate, endDate: date.endDate }, type });

  const viewKey = (view: BoardView | null): string | null =>
    view?.date ? `${dateKeyOf(view.date)}:${view.rankingType}` : null;

  /** Loads the list of the view unless a recent answer is shown. */
  const showList = (view: BoardView | null, force: boolean): Promise<void> => {
    if (!view?.date) return Promise.resolve();
    const resource = get().lists[listKeyOf(view.date, view.rankingType)];
    const fresh =
      resource?.status === 'ready' && !resource.stale && Date.now() - (resource.updatedAt ?? 0) < LIST_FRESH_MS;
    return force || !fresh ? loadList(view.date, view.rankingType) : Promise.resolve();
  };

  return {
    loadConfig: () => config.load(),
    loadTitles: () => titles.load(),
    loadList: (period, type) => loadList(period, type),
    loadBoard: async () => {
      const configLoad = config.load();
      // A last-seen config is shown at once: its list can be asked for beside the fresh config.
      const before = boardView(get());
      const listLoad = showList(before, true);
      await configLoad;
      const after = boardView(get());
      if (viewKey(after) !== viewKey(before)) await showList(after, true);
      else await listLoad;
    },
    choosePeriodKind: (configIndex) => {
      set((state) => ({ choice: { ...state.choice, configIndex, dateKey: null } }));
      void showList(boardView(get()), false);
    },
    chooseDate: (dateKey) => {
      set((state) => ({ choice: { ...state.choice, dateKey } }));
      void showList(boardView(get()), false);
    },
    chooseList: (rankingType) => {
      set((state) => ({ choice: { ...state.choice, rankingType } }));
      void showList(boardView(get()), false);
    },
    setOddsType: (oddsType) => {
      saveOddsType(oddsType);
      set({ oddsType });
    },
  };
};
