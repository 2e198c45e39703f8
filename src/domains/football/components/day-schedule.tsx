/**
 * A competition's schedule by day: the date strip of its match date items (formats.ts formatDate: 06月15日, 15 Jun),
 * opening on today or the next day with matches, and that day's matches (refreshed every minute
 * while shown and not covered by a sheet; live scores arrive pushed in between).
 */
import { useState, type ReactNode } from 'react';
import type { FootballMatch, MatchDay } from '../../../contracts/football';
import { formatDate } from '../../../platform/i18n/date-formats';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { LoopInterval } from '../../../platform/loop/use-loop';
import type { Resource } from '../../../platform/store/resource';
import { DateStrip } from '../../../ui/date-strip';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import { useScheduleRefresh } from '../../match/components/use-schedule-refresh';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { footballWords } from '../football-messages';
import { defaultMatchDate } from '../rules/date-filters';
import { ScheduleList } from './schedule-list';
import styles from './day-schedule.module.css';

/**
 * Date items are day starts as the service counts days (UTC+8). The strip is given each day's
 * middle, which falls on the same calendar date in almost every time zone, so a phone abroad
 * labels the service's days by their own dates (and finds 今天 by them).
 */
const MIDDAY_MS = 12 * 3_600_000;

interface DayScheduleProps {
  days: Resource<MatchDay[]>;
  /** The date items shown (after the date rules). */
  visibleDays: readonly MatchDay[];
  onRetryDays: () => void;
  /** The matches of a day, and their load. */
  dayMatches: (day: MatchDay) => Resource<FootballMatch[]>;
  loadDay: (day: MatchDay) => Promise<void>;
  caption?: (match: FootballMatch) => string | undefined;
  /** Above the strip (a stage switch). */
  header?: ReactNode;
}

export function DaySchedule({
  days,
  visibleDays,
  onRetryDays,
  dayMatches,
  loadDay,
  caption,
  header,
}: DayScheduleProps) {
  const messages = useMessages(footballWords);
  const [picked, setPicked] = useState<number | null>(null);
  const dates = visibleDays.map((day) => day.matchDate);
  const date =
    picked !== null && dates.includes(picked)
      ? picked
      : defaultMatchDate(dates, useLiveMatchStore.getState().serverNow());
  const day = visibleDays.find((item) => item.matchDate === date);
  return (
    <ResourceView
      resource={days}
      isEmpty={visibleDays.length === 0}
      empty={<EmptyState title={messages.noDates} />}
      onRetry={onRetryDays}
      skeleton={<SkeletonList rows={6} avatar={false} />}
    >
      {() => (
        <>
          {header}
          <DateStrip
            dates={dates.map((value) => value + MIDDAY_MS)}
            selected={date === null ? null : date + MIDDAY_MS}
            onSelect={(value) => setPicked(value - MIDDAY_MS)}
            ariaLabel={messages.dateStrip}
            now={useLiveMatchStore.getState().serverNow()}
            className={styles.strip}
          />
          {day && (
            <DayMatches key={day.matchDate} day={day} matches={dayMatches(day)} load={loadDay} caption={caption} />
          )}
        </>
      )}
    </ResourceView>
  );
}

function DayMatches({
  day,
  matches,
  load,
  caption,
}: {
  day: MatchDay;
  matches: Resource<FootballMatch[]>;
  load: (day: MatchDay) => Promise<void>;
  caption?: (match: FootballMatch) => string | undefined;
}) {
  const messages = useMessages(footballWords);
  const locale = useLocale();
  // Mounted per day (keyed); while the push is down the rows' scores come from the list, every 10 s.
  useScheduleRefresh(() => load(day), LoopInterval.normal);
  return (
    <ResourceView
      resource={matches}
      empty={<EmptyState title={messages.noMatches} />}
      onRetry={() => void load(day)}
      skeleton={<SkeletonList rows={6} />}
    >
      {() => (
        <ScheduleList
          matches={matches.data!}
          label={messages.matchList(formatDate(locale, day.matchDate))}
          caption={caption}
        />
      )}
    </ResourceView>
  );
}
