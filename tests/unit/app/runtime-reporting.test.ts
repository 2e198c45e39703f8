/**
 * Every reported failure reaches the host as an `error` event with the route of ours it happened
 * on; `reportSampleRate` decides once per mount whether a page load's events are sent.
 */
import { EventEmitter } from 'eventemitter3';
import { reportedRoute } from '@src/app/routing/route-table';
import { LATE_CHUNKS_AFTER_MS, LATE_CHUNKS_MARK, RuntimeReporting } from '@src/app/runtime/runtime-reporting';
import type { BridgeEmitter } from '@src/contracts/bridge-events';
import { HostBridge } from '@src/platform/bridge/host-bridge';
import { report } from '@src/platform/feedback/monitor';

function reportingWith(rate: number, draw: number, onLateChunks?: () => void) {
  const emitter = new EventEmitter();
  const errors: unknown[] = [];
  emitter.on('error', (payload: unknown) => errors.push(payload));
  const reporting = new RuntimeReporting({
    bridge: new HostBridge(emitter as unknown as BridgeEmitter),
    routeAt: (pathname) => reportedRoute(pathname, '/sport-info'),
    random: () => draw,
    onLateChunks,
  });
  reporting.start(rate);
  return { reporting, errors };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/sport-info/anchor/detail/42');
});
afterEach(() => window.history.replaceState(null, '', '/'));

it('sends each failure with the route pattern it happened on (no ids)', () => {
  const { reporting, errors } = reportingWith(1, 0.99);
  report({ code: 'unknown-code', message: '/api/x → 77', detail: { code: 77 } });
  window.history.replaceState(null, '', '/sport-info/nowhere');
  report({ code: 'page-crashed', message: 'boom' });
  window.history.replaceState(null, '', '/login');
  report({ code: 'socket-dead', message: 'quiet' });
  expect(errors).toEqual([
    { code: 'unknown-code', message: '/api/x → 77', detail: { code: 77 }, route: '/anchor/detail/:id' },
    { code: 'page-crashed', message: 'boom', route: '*' },
    { code: 'socket-dead', message: 'quiet', route: '*' },
  ]);
  reporting.stop();
});

it('sends nothing from a page load outside the sample; the console still hears it', () => {
  const { reporting, errors } = reportingWith(0.25, 0.5);
  report({ code: 'unknown-code', message: 'x' });
  expect(errors).toEqual([]);
  expect(warn).toHaveBeenCalledWith('[sport-info] unknown-code: x');
  // A new rate is drawn again: inside it now.
  reporting.setRate(0.75);
  report({ code: 'unknown-code', message: 'y' });
  expect(errors).toHaveLength(1);
  reporting.stop();
});

it('a rate of 0 sends nothing, whatever the draw', () => {
  const { reporting, errors } = reportingWith(0, 0);
  report({ code: 'unknown-code', message: 'x' });
  expect(errors).toEqual([]);
  reporting.stop();
});

it('marks when it asks for the late chunks, a few seconds after the first screen and not before, with what the runtime adds', () => {
  // jsdom's performance has no marks: the browser's is stood in for.
  const mark = jest.fn();
  const onLateChunks = jest.fn(() => expect(mark).toHaveBeenCalledWith(LATE_CHUNKS_MARK));
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  jest.useFakeTimers({ doNotFake: ['performance'] });
  try {
    const { reporting } = reportingWith(1, 0.5, onLateChunks);
    reporting.afterFirstScreen();
    jest.advanceTimersByTime(LATE_CHUNKS_AFTER_MS - 1);
    expect(mark).not.toHaveBeenCalled();
    expect(onLateChunks).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(LATE_CHUNKS_MARK);
    // After the mark: what it loads is counted apart from the first screen's files.
    expect(onLateChunks).toHaveBeenCalledTimes(1);
    reporting.stop();
  } finally {
    jest.useRealTimers();
    delete (performance as { mark?: unknown }).mark;
  }
});
