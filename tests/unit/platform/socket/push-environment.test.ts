/**
 * The push client's browser defaults: animation frames where the browser has them, a 16 ms timer
 * of the client's clock where it has none; the log line's prefix.
 */
import { defaultFrames, defaultLog, defaultPage, type PushClock } from '@src/platform/socket/push-environment';

const clock = (): PushClock & { timers: [() => void, number][]; cleared: unknown[] } => {
  const timers: [() => void, number][] = [];
  const cleared: unknown[] = [];
  return {
    timers,
    cleared,
    now: () => 0,
    setTimeout: (callback, ms) => timers.push([callback, ms]),
    clearTimeout: (handle) => void cleared.push(handle),
  };
};

describe('frames', () => {
  afterEach(() => {
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
    delete (globalThis as { cancelAnimationFrame?: unknown }).cancelAnimationFrame;
  });

  it('are the browser’s animation frames where it has them', () => {
    const requestAnimationFrame = jest.fn(() => 7);
    const cancelAnimationFrame = jest.fn();
    Object.assign(globalThis, { requestAnimationFrame, cancelAnimationFrame });
    const callback = () => undefined;
    const frames = defaultFrames(clock());
    expect(frames.request(callback)).toBe(7);
    expect(requestAnimationFrame).toHaveBeenCalledWith(callback);
    frames.cancel(7);
    expect(cancelAnimationFrame).toHaveBeenCalledWith(7);
  });

  it('are a 16 ms timer of the client’s clock where the browser has none', () => {
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
    const timers = clock();
    const callback = () => undefined;
    const frames = defaultFrames(timers);
    frames.request(callback);
    expect(timers.timers).toEqual([[callback, 16]]);
    frames.cancel(1);
    expect(timers.cleared).toEqual([1]);
  });
});

it('logs with the push prefix, and an empty detail when there is none', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  defaultLog('connected', { url: 'ws://push.test' });
  defaultLog('closed (1006)');
  expect(info.mock.calls).toEqual([
    ['[sport-info] push: connected', { url: 'ws://push.test' }],
    ['[sport-info] push: closed (1006)', ''],
  ]);
});

describe('the page', () => {
  const window = { addEventListener: () => undefined, removeEventListener: () => undefined };
  const document = { ...window, visibilityState: 'visible' };

  it('is the global window and document of a browser', () => {
    expect(defaultPage()).toEqual({ window: globalThis.window, document: globalThis.document });
  });

  it('is none without both a window and a document (Node, a worker, a runtime with one of them only)', () => {
    expect(defaultPage({})).toBeNull();
    expect(defaultPage({ document })).toBeNull();
    expect(defaultPage({ window })).toBeNull();
    expect(defaultPage({ window, document })).toEqual({ window, document });
  });
});
