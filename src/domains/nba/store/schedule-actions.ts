/**
 * The schedule of /nba: the kind switch, the match dates of a season and kind, the games of a
 * day (the schedule keyed by date; its api call seeds the match layer), and the
 * knockout brackets built from their stages' games (the playoffs; the finals cup, requested as
 * playoffs with each cup stage).
 */
import { Header } from '../../../contracts/http';
import { parseMatchDates, parseNbaGames } from '../../../contracts/nba';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { nbaApi } from '../api/nba-api';
import { kindRequest, knockoutStages, type NbaView } from '../rules/nba-kinds';
import type { StandingsTable, StandingsView } from '../rules/nba-tables';
import { defaultDay, stripDays } from '../rules/schedule-dates';
import type { NbaRankingOrderCode, NbaStatScopeCode } from '../../../contracts/nba';
import { dayKey, scheduleKey, type KnockoutStage, type NbaSection, type NbaTopicState } from './initial-state';
import { keyedIn } from '../../../platform/store/keyed-resources';
import type { NbaSlice } from './initial-state';

export interface ScheduleActions {
  setSeason(seasonId: number): void;
  setSection(section: NbaSection): void;
  setView(view: NbaView): void;
  /** Chooses a day of the current season and view, and loads its games. */
  selectDay(day: string): Promise<void>;
  setStandingsView(view: StandingsView): void;
  setStandingsTable(table: StandingsTable): void;
  setStatScope(scope: NbaStatScopeCode): void;
  setRankingOrder(order: NbaRankingOrderCode): void;
  selectTie(tieKey: string): void;
  /** The match dates of a season and view (regular or playoffs); then the chosen day's games. */
  loadSchedule(seasonId: number, view: 'regular' | 'playoffs'): Promise<void>;
  /** The games of one day. */
  loadDay(seasonId: number, view: 'regular' | 'playoffs', day: string): Promise<void>;
  /** The stages of the playoffs or the finals cup of a season, for its bracket. */
  loadKnockout(seasonId: number, view: 'playoffs' | 'cup'): Promise<void>;
}

/** The games lists' `pid` header: the platform's game id (the config's). */
const pidHeader = () => ({
  headers: { [Header.Pid]: String(configSelectors.sportJumpGame(useConfigStore.getState())) },
});

/** The UTC+8 day start of a 'YYYY-MM-DD' key: what a day without its date item is requested as. */
const dayStartOf = (day: string): number => Date.parse(`${day}T00:00:00+08:00`);

export const createScheduleActions: NbaSlice<ScheduleActions> = (set, get, scope) => {
  const keyed = keyedIn({ scope, get, set });
  const setTopic = (patch: Partial<NbaTopicState>) => set({ topic: { ...get().topic, ...patch } });
  interface SeasonView {
    seasonId: number;
    view: NbaView;
  }
  const seasonViewId = (key: SeasonView) => scheduleKey(key.seasonId, key.view);

  const dates = keyed.resources({
    field: 'dates',
    idOf: seasonViewId,
    fetch: ({ seasonId, view }: SeasonView) => nbaApi.matchDates({ seasonId, ...kindRequest(view) }),
    lastSeen: (key) => ({ name: `nba:dates:${seasonViewId(key)}`, version: 1, parse: parseMatchDates }),
  });

  const schedule = keyed.resources({
    field: 'schedule',
    idOf: ({ seasonId, view, day }: SeasonView & { day: string }) => dayKey(seasonId, view, day),
    fetch: ({ seasonId, view, day }) => {
      const item = stripDays(get().dates[scheduleKey(seasonId, view)]?.data ?? []).find((entry) => entry.key === day);
      return nbaApi.list(
        { matchDate: item?.matchDate ?? dayStartOf(day), ...kindRequest(view), seasonId },
        pidHeader(),
      );
    },
    lastSeen: ({ seasonId, view, day }) => ({
      name: `nba:games:${dayKey(seasonId, view, day)}`,
      version: 1,
      parse: parseNbaGames,
    }),
  });

  const knockout = keyed.resources({
    field: 'knockout',
    idOf: seasonViewId,
    fetch: async ({ seasonId, view }: SeasonView): Promise<KnockoutStage[]> => {
      const stages = knockoutStages(view === 'cup' ? 'cup' : 'playoffs');
      return Promise.all(
        stages.map(async (stageId) => ({
          stageId,
          games: await nbaApi.list({ ...kindRequest(view, stageId), seasonId }, pidHeader()),
        })),
      );
    },
  });

  /** The chosen day of a season and view; the first time, the default day of its dates (kept). */
  const chosenDay = (seasonId: number, view: NbaView): string | null => {
    const key = scheduleKey(seasonId, view);
    const chosen = get().topic.days[key];
    if (chosen) return chosen;
    const day = defaultDay(stripDays(get().dates[key]?.data ?? []), useLiveMatchStore.getState().serverNow());
    if (day) setTopic({ days: { ...get().topic.days, [key]: day } });
    return day;
  };

  const actions: ScheduleActions = {
    setSeason: (seasonId) => setTopic({ seasonId }),
    setSection: (section) => setTopic({ section }),
    setView: (view) => setTopic({ view }),
    setStandingsView: (standingsView) => setTopic({ standingsView }),
    setStandingsTable: (standingsTable) => setTopic({ standingsTable }),
    setStatScope: (statScope) => setTopic({ statScope }),
    setRankingOrder: (rankingOrder) => setTopic({ rankingOrder }),
    selectTie: (tieKey) => {
      const { seasonId, view } = get().topic;
      setTopic({ ties: { ...get().topic.ties, [scheduleKey(seasonId, view)]: tieKey } });
    },

    selectDay: async (day) => {
      const { seasonId, view } = get().topic;
      if (view === 'cup') return;
      setTopic({ days: { ...get().topic.days, [scheduleKey(seasonId, view)]: day } });
      await actions.loadDay(seasonId, view, day);
    },

    loadSchedule: async (seasonId, view) => {
      await dates.load({ seasonId, view });
      const day = chosenDay(seasonId, view);
      if (day) await actions.loadDay(seasonId, view, day);
    },

    loadDay: (seasonId, view, day) => schedule.load({ seasonId, view, day }),

    loadKnockout: (seasonId, view) => knockout.load({ seasonId, view }),
  };
  return actions;
};
