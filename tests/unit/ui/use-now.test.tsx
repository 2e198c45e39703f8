/** The device clock a component reads (ui/use-now.ts): re-read every interval while given, once without one. */
import { act, renderHook } from '@testing-library/react';
import { useNow } from '@src/ui/use-now';

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

it('re-reads the clock every interval, from the moment the interval is given', () => {
  const { result, rerender } = renderHook(({ interval }: { interval: number | null }) => useNow(interval), {
    initialProps: { interval: null as number | null },
  });
  expect(result.current).toBe(1_000_000);
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current).toBe(1_000_000);
  rerender({ interval: 1000 });
  expect(result.current).toBe(1_005_000);
  act(() => jest.advanceTimersByTime(999));
  expect(result.current).toBe(1_005_000);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(1_006_000);
  rerender({ interval: null });
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current).toBe(1_006_000);
});
