/**
 * The schedule of /nba: the kind switch (常规赛 / 季后赛 / 杯赛); for the regular season and the
 * playoffs the date strip (days after 2023-10-06) and the chosen day's games with live scores —
 * the playoffs with their bracket above —; for the finals cup its bracket and the games of a tie.
 */
import { useMemo } from 'react';
import { LoopInterval } from '../../../platform/loop/use-loop';
import { DateStrip } from '../../../ui/date-strip';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { useScheduleRefresh } from '../../match/components/use-schedule-refresh';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { nbaWords } from '../nba-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatDate } from '../../../platform/i18n/date-formats';
import { NBA_VIEWS, type NbaView } from '../rules/nba-kinds';
import { dayKeyOf, noonOf, stripDays } from '../rules/schedule-dates';
import { dayKey, scheduleKey } from '../store/initial-state';
import { useNbaStore } from '../store/nba-store';
import { nbaSelectors } from '../store/selectors';
import { KnockoutView } from './knockout-view';
import { NbaGameList } from './nba-game-list';
import styles from './schedule-section.module.css';

export function ScheduleSection({ seasonId, view }: { seasonId: number; view: NbaView }) {
  const messages = useMessages(nbaWords);
  const viewOptions = NBA_VIEWS.map((option) => ({ value: option, label: messages.kinds[option] }));
  const setView = useNbaStore((state) => state.setView);
  return (
    <div className={styles.section}>
      <div className={styles.kinds}>
        <SegmentedControl<NbaView>
          options={viewOptions}
          value={view}
          onChange={setView}
          ariaLabel={messages.kindLabel}
          block
        />
      </div>
      {view === 'cup' ? (
        <KnockoutView seasonId={seasonId} view="cup" />
      ) : (
        <>
          {view === 'playoffs' && <KnockoutView seasonId={seasonId} view="playoffs" />}
          {/* A new season or kind is a new schedule: its loop starts (and loads) at once. */}
          <DaySchedule key={`${seasonId}:${view}`} seasonId={seasonId} view={view} />
        </>
      )}
    </div>
  );
}

function DaySchedule({ seasonId, view }: { seasonId: number; view: 'regular' | 'playoffs' }) {
  const locale = useLocale();
  const messages = useMessages(nbaWords);
  const key = scheduleKey(seasonId, view);
  const dates = useNbaStore(nbaSelectors.dates(key));
  const day = useNbaStore((state) => state.topic.days[key] ?? null);
  const games = useNbaStore(nbaSelectors.schedule(dayKey(seasonId, view, day ?? '')));
  const loadSchedule = useNbaStore((state) => state.loadSchedule);
  const selectDay = useNbaStore((state) => state.selectDay);
  const days = useMemo(() => stripDays(dates.data ?? []), [dates.data]);
  const today = noonOf(dayKeyOf(useLiveMatchStore.getState().serverNow()));

  // Statuses and new days; while the push is down the games' scores and clocks, every 5 s.
  useScheduleRefresh(() => loadSchedule(seasonId, view), LoopInterval.fast);

  return (
    <ResourceView
      resource={dates}
      isEmpty={days.length === 0}
      onRetry={() => void loadSchedule(seasonId, view)}
      skeleton={<SkeletonList rows={6} avatar={false} />}
      empty={<EmptyState title={messages.noDates} hint={messages.noDatesHint} />}
    >
      {() => (
        <>
          <DateStrip
            className={styles.strip}
            dates={days.map((entry) => noonOf(entry.key))}
            selected={day ? noonOf(day) : null}
            onSelect={(date) => {
              const chosen = days.find((entry) => noonOf(entry.key) === date);
              if (chosen) void selectDay(chosen.key);
            }}
            now={today}
            ariaLabel={messages.datesLabel}
          />
          <ResourceView
            resource={games}
            onRetry={() => day && void selectDay(day)}
            skeleton={<SkeletonList rows={6} avatar={false} />}
            empty={<EmptyState title={messages.noGames} />}
          >
            {() => (
              <NbaGameList
                games={games.data ?? []}
                label={messages.gamesLabel(day ? formatDate(locale, noonOf(day)) : '')}
              />
            )}
          </ResourceView>
        </>
      )}
    </ResourceView>
  );
}
