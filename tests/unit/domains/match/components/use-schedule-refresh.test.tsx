/**
 * A schedule's refresh under a sheet: neither the minute's reload nor the push's stand-in runs
 * while a sheet or dialog covers the page, and both resume when it closes.
 */
import { act, render } from '@testing-library/react';
import { useScheduleRefresh } from '@src/domains/match/components/use-schedule-refresh';
import { useGlobalStore } from '@src/platform/global/global-store';
import { LoopInterval } from '@src/platform/loop/use-loop';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { sheetOpenFor } from '@tests/support/open-sheet';

function Schedule({ load }: { load: () => void }) {
  useScheduleRefresh(load, LoopInterval.fast);
  return null;
}

const pushStatus = (status: 'open' | 'reconnecting') => act(() => useSocketStore.getState().setStatus(status));

beforeEach(() => {
  jest.useFakeTimers();
  useGlobalStore.getState().reset();
  useSocketStore.getState().reset();
});
afterEach(() => jest.useRealTimers());

it('with the push down, polls every 5 s, not under a sheet, and at once when it closes', () => {
  const load = jest.fn();
  render(<Schedule load={load} />);
  pushStatus('open');
  pushStatus('reconnecting');
  act(() => jest.advanceTimersByTime(LoopInterval.fast * 2));
  // The first load, the push's stand-in at once and twice more.
  expect(load).toHaveBeenCalledTimes(4);

  const sheet = sheetOpenFor(LoopInterval.minute * 3);
  expect(load).toHaveBeenCalledTimes(4);

  sheet.close();
  // Both loops catch up at once.
  expect(load).toHaveBeenCalledTimes(6);
  sheet.unmount();
});
