/** The delay behind live, reported at most once a second, however the reporter is started. */
import { DelayReporter } from '@src/domains/live-room/player/components/delay-reporter';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('samples once a second even when started twice, and stops for good', () => {
  let delay = 4;
  const report = jest.fn();
  const reporter = new DelayReporter(() => delay, report);
  reporter.start();
  reporter.start();
  jest.advanceTimersByTime(1000);
  expect(report.mock.calls).toEqual([[4]]);
  // The delay moves every half second: one report a second, the value at the sample.
  delay = 5;
  jest.advanceTimersByTime(500);
  delay = 6;
  jest.advanceTimersByTime(500);
  expect(report.mock.calls).toEqual([[4], [6]]);
  reporter.stop();
  delay = 7;
  jest.advanceTimersByTime(3000);
  expect(report.mock.calls).toEqual([[4], [6]]);
});

it('null until the delay is known; once known, a sample that cannot tell (a stall) keeps it', () => {
  let delay: number | null = null;
  const report = jest.fn();
  const reporter = new DelayReporter(() => delay, report);
  reporter.start();
  jest.advanceTimersByTime(1000);
  expect(report.mock.calls).toEqual([[null]]);
  delay = 6;
  jest.advanceTimersByTime(1000);
  // The picture stalls: no frame to date, and the room keeps holding things back by 6 s.
  delay = null;
  jest.advanceTimersByTime(3000);
  expect(report.mock.calls).toEqual([[null], [6]]);
  delay = 7.5;
  jest.advanceTimersByTime(1000);
  expect(report.mock.calls).toEqual([[null], [6], [7.5]]);
  reporter.stop();
});
