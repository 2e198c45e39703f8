import { report, setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';

afterEach(() => setMonitorSink(null));

it('delivers what was reported before the sink was wired, once, in order, then reports as they come', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  report({ code: 'unknown-code', message: '/api/forehead/system/config/get/common/config → 77001' });
  report({ code: 'network-failure', message: '/ssapi/anchor/list/v2' });
  expect(warn).toHaveBeenCalledTimes(2);

  const delivered: MonitorEvent[] = [];
  setMonitorSink((event) => delivered.push(event));
  expect(delivered.map((event) => event.code)).toEqual(['unknown-code', 'network-failure']);
  report({ code: 'malformed-row', message: 'later' });
  expect(delivered.map((event) => event.code)).toEqual(['unknown-code', 'network-failure', 'malformed-row']);

  setMonitorSink(null);
  setMonitorSink((event) => delivered.push(event));
  expect(delivered).toHaveLength(3);
  warn.mockRestore();
});

it('keeps at most 20 reports while nobody listens', () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (let index = 0; index < 50; index += 1) report({ code: 'network-failure', message: String(index) });
  const delivered: MonitorEvent[] = [];
  setMonitorSink((event) => delivered.push(event));
  expect(delivered).toHaveLength(20);
  expect(delivered[0]!.message).toBe('0');
  jest.restoreAllMocks();
});
