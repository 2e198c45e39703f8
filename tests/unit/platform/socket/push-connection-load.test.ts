/** A client whose code cannot be loaded: monitoring hears why, and the connection stays without a client. */
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';
import { currentPushClient, openPushConnection } from '@src/platform/socket/push-connection';

jest.mock('@src/platform/socket/push-client', () => {
  throw new Error('Loading chunk push-client failed');
});

it('reports a client whose code did not load, and opens nothing', async () => {
  const reports: MonitorEvent[] = [];
  setMonitorSink((event) => reports.push(event));
  await expect(openPushConnection('ws://push.test/ws')).resolves.toBeNull();
  expect(currentPushClient()).toBeNull();
  expect(reports).toEqual([{ code: 'push-client-load-failed', message: 'Error: Loading chunk push-client failed' }]);
});
