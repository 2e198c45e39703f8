/** Dropped push messages reach monitoring once per reason and window, then with the count they stand for. */
import { DROP_REPORT_WINDOW_MS, DropReporter } from '@src/platform/socket/drop-reporter';
import type { MonitorEvent } from '@src/platform/feedback/monitor';

it('reports the first drop of a reason as it is, and the next one after the window with the drops it stood for', () => {
  const reports: MonitorEvent[] = [];
  let now = 0;
  const drops = new DropReporter(
    (event) => reports.push(event),
    () => now,
  );
  drops.drop('push-unknown-message', 'match.x', 'no handler for match.x', { seq: 1 });
  drops.drop('push-unknown-message', 'match.x', 'no handler for match.x');
  drops.drop('push-unknown-message', 'match.x', 'no handler for match.x');
  now = DROP_REPORT_WINDOW_MS;
  drops.drop('push-unknown-message', 'match.x', 'no handler for match.x');
  now = 3 * DROP_REPORT_WINDOW_MS;
  drops.drop('push-unknown-message', 'match.x', 'no handler for match.x');
  expect(reports).toEqual([
    { code: 'push-unknown-message', message: 'no handler for match.x', detail: { seq: 1 } },
    { code: 'push-unknown-message', message: 'no handler for match.x (+2 more dropped)', detail: undefined },
    { code: 'push-unknown-message', message: 'no handler for match.x', detail: undefined },
  ]);
});
