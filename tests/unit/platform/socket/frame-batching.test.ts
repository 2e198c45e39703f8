/**
 * The frame batcher once disposed: the frame it asked for is given back and nothing is applied
 * or asked for any more. A handler that throws is reported by its message's name, and the
 * others still apply.
 */
import type { MonitorEvent } from '@src/platform/feedback/monitor';
import { DropReporter } from '@src/platform/socket/drop-reporter';
import { FrameBatcher } from '@src/platform/socket/frame-batching';
import type { PushMessageMeta } from '@src/platform/socket/push-handlers';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { ManualFrames } from './push-test-kit';

const meta = (namespace: string, name: string, seq = 1): PushMessageMeta => ({
  channel: 'match:1',
  namespace,
  name,
  seq,
  at: 0,
  source: 'live',
});

function harness() {
  const frames = new ManualFrames();
  const reports: MonitorEvent[] = [];
  const batcher = new FrameBatcher(
    frames,
    useSocketStore,
    new DropReporter(
      (event) => reports.push(event),
      () => 0,
    ),
  );
  return { frames, reports, batcher };
}

it('disposed, it gives back the frame it asked for and neither applies nor asks for more', () => {
  const { frames, batcher } = harness();
  const applied: unknown[] = [];
  const handler = { apply: (value: unknown) => applied.push(value) };
  batcher.applyLatest('score', handler, 1, meta('match', 'score'));
  expect(frames.pending).toBe(1);
  batcher.dispose();
  expect(frames.pending).toBe(0);
  batcher.applyLatest('score', handler, 2, meta('match', 'score'));
  batcher.summarize({ channel: 'match:1', namespace: 'match', name: 'score', seq: 2, at: 0 });
  expect(frames.pending).toBe(0);
  frames.run();
  expect(applied).toEqual([]);
});

it('a handler that throws is reported by its message’s name; the others still apply', () => {
  const { frames, reports, batcher } = harness();
  const applied: unknown[] = [];
  const failing = (name: string) => ({
    apply: () => {
      throw new Error(`${name} broke`);
    },
  });
  batcher.applyLatest('a', failing('score'), 1, meta('match', 'score'));
  batcher.applyLatest('b', failing('odds'), 1, meta('match', 'odds'));
  batcher.applyLatest('c', { apply: (value: unknown) => applied.push(value) }, 3, meta('match', 'clock'));
  frames.run();
  expect(applied).toEqual([3]);
  expect(reports).toEqual([
    { code: 'push-handler-failed', message: 'push handler match.score threw: score broke', detail: undefined },
    { code: 'push-handler-failed', message: 'push handler match.odds threw: odds broke', detail: undefined },
  ]);
});
