/**
 * The football day schedule's reloads: every minute while shown, none while a sheet or dialog
 * covers it (the ▶动画 sheet opened from a row), and at once when uncovered.
 */
import { act, render } from '@testing-library/react';
import type { FootballMatch, MatchDay } from '@src/contracts/football';
import { DaySchedule } from '@src/domains/football/components/day-schedule';
import { useGlobalStore } from '@src/platform/global/global-store';
import { LoopInterval } from '@src/platform/loop/use-loop';
import { readyResource } from '@src/platform/store/resource';
import { sheetOpenFor } from '@tests/support/open-sheet';

const DAY = { matchDate: Date.UTC(2026, 10, 27) - 8 * 3_600_000, stageIds: [1] } as MatchDay;

function renderSchedule(load: jest.Mock) {
  return render(
    <DaySchedule
      days={readyResource([DAY])}
      visibleDays={[DAY]}
      onRetryDays={() => undefined}
      dayMatches={() => readyResource<FootballMatch[]>([])}
      loadDay={load}
    />,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  useGlobalStore.getState().reset();
});
afterEach(() => jest.useRealTimers());

it('reloads the day every minute, not while a sheet covers it, and at once when the sheet closes', () => {
  const load = jest.fn(() => Promise.resolve());
  renderSchedule(load);
  expect(load).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(LoopInterval.minute));
  expect(load).toHaveBeenCalledTimes(2);

  const sheet = sheetOpenFor(LoopInterval.minute * 5);
  expect(load).toHaveBeenCalledTimes(2);

  sheet.close();
  expect(load).toHaveBeenCalledTimes(3);
  act(() => jest.advanceTimersByTime(LoopInterval.minute));
  expect(load).toHaveBeenCalledTimes(4);
  sheet.unmount();
});
