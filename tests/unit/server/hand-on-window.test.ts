/**
 * @jest-environment node
 */
/** A followed channel's messages handed on a publisher's flight at a time, else a window at a time. */
import { performance } from 'node:perf_hooks';
import { HandOnWindow } from '../../../shell-demo/server/push/hand-on-window';

const WINDOW_MS = 50;
/**
 * A window's end as `performance.now()` reads it may come up to this much before the window: Node
 * counts a timer from the event loop's clock, read once a turn in whole milliseconds.
 */
const TIMER_SLACK_MS = 2;
/** The end of this turn: what the window hands on "at once" has been handed on by then. */
const turnEnd = () => new Promise((resolve) => setImmediate(resolve));

function windowed() {
  const batches: string[][] = [];
  const handedAt: number[] = [];
  const window = new HandOnWindow<string>(WINDOW_MS, (items) => {
    batches.push(items);
    handedAt.push(performance.now());
  });
  /** Resolves once `count` batches were handed on (a timer is never early, and late only by the machine's load). */
  const batchesOf = async (count: number) => {
    while (batches.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    return batches;
  };
  return { window, batches, handedAt, batchesOf };
}

it('hands a marked flight on when its last message arrives, and what comes unmarked waits for the next mark', async () => {
  const { window, batches } = windowed();
  window.add('1');
  window.add('2', true);
  await turnEnd();
  expect(batches).toEqual([['1', '2']]);
  // The next flight at once too: no window between two marked flights.
  window.add('3');
  await turnEnd();
  expect(batches).toHaveLength(1);
  window.add('4', true);
  await turnEnd();
  expect(batches).toEqual([
    ['1', '2'],
    ['3', '4'],
  ]);
  window.stop();
});

it('hands on what waits for a mark that does not come once the window has passed', async () => {
  const { window, batches, batchesOf } = windowed();
  window.add('1', true);
  await turnEnd();
  const waitingSince = performance.now();
  window.add('2');
  await turnEnd();
  expect(batches).toEqual([['1']]);
  expect(await batchesOf(2)).toEqual([['1'], ['2']]);
  expect(performance.now() - waitingSince).toBeGreaterThanOrEqual(WINDOW_MS - TIMER_SLACK_MS);
  window.stop();
});

it('gives an unmarked publisher one hand-on per window: a quiet channel at once, a busy one at the window’s end', async () => {
  const { window, batches, handedAt, batchesOf } = windowed();
  window.add('1');
  await turnEnd();
  expect(batches).toEqual([['1']]);
  window.add('2');
  window.add('3');
  await turnEnd();
  expect(batches).toHaveLength(1);
  expect(await batchesOf(2)).toEqual([['1'], ['2', '3']]);
  expect(handedAt[1]! - handedAt[0]!).toBeGreaterThanOrEqual(WINDOW_MS - TIMER_SLACK_MS);
  window.stop();
});

it('hands nothing on once stopped', async () => {
  const { window, batches } = windowed();
  window.add('1');
  window.add('2', true);
  window.stop();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS * 2));
  expect(batches).toEqual([]);
});
