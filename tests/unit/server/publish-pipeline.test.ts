/**
 * @jest-environment node
 */
/** A channel's publishes go out without waiting for each other, in order; failed ones are sent again together, in place. */
import {
  pipelineOf,
  PublishPipeline,
  type PipelineItem,
  type PipelineSend,
} from '../../../shell-demo/server/push/publish-pipeline';

interface Item extends PipelineItem {
  n: number;
}

/** A send whose acknowledgements the test gives, in any order; each try of a message listed. */
function fakeSend(mayRetry: PipelineSend<Item>['mayRetry'] = () => true) {
  const sent: string[] = [];
  /** The messages sent marked as their flight's last. */
  const ends: string[] = [];
  const pending = new Map<number, { resolve(seq: number): void; reject(error: unknown): void }>();
  const how: PipelineSend<Item> = {
    send: (item, endsFlight) =>
      new Promise<number>((resolve, reject) => {
        sent.push(item.msgID);
        if (endsFlight) ends.push(item.msgID);
        pending.set(item.n, { resolve, reject });
      }),
    mayRetry,
    pauseMs: 5,
  };
  return { sent, ends, pending, how };
}

const item = (n: number): Item => ({ n, msgID: `id-${n}` });
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

it("sends a turn's publishes as one flight and what arrives while it is out as the next, each flight's last marked", async () => {
  const { sent, ends, pending, how } = fakeSend();
  const pipeline = new PublishPipeline<Item>(how, () => undefined);
  const turn = [1, 2].map((n) => pipeline.publish(item(n)));
  await settle();
  // 1 and 2, published in one turn, fly together; 3 and 4 wait for their acknowledgements, not for each other's.
  expect(sent).toEqual(['id-1', 'id-2']);
  expect(ends).toEqual(['id-2']);
  const later = [3, 4].map((n) => pipeline.publish(item(n)));
  await settle();
  expect(sent).toEqual(['id-1', 'id-2']);
  pending.get(1)!.resolve(9);
  pending.get(2)!.resolve(10);
  await expect(Promise.all(turn)).resolves.toEqual([9, 10]);
  await settle();
  expect(sent).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
  expect(ends).toEqual(['id-2', 'id-4']);
  // Acknowledged in another order: each publish still gets its own seq.
  pending.get(4)!.resolve(13);
  pending.get(3)!.resolve(12);
  await expect(Promise.all(later)).resolves.toEqual([12, 13]);
});

it("sends a flight's failed messages again together, with their ids, before the next flight, then one at a time", async () => {
  const { sent, pending, how } = fakeSend();
  const pipeline = new PublishPipeline<Item>(how, () => undefined);
  const first = pipeline.publish(item(1));
  await settle();
  const flight = [2, 3, 4].map((n) => pipeline.publish(item(n)));
  pending.get(1)!.resolve(1);
  await expect(first).resolves.toBe(1);
  await settle();
  expect(sent).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
  // Published while the flight of 2–4 is out.
  const next = pipeline.publish(item(5));
  const after = pipeline.publish(item(6));
  pending.get(2)!.reject(new Error('node lost'));
  pending.get(3)!.resolve(3);
  pending.get(4)!.reject(new Error('node lost'));
  await settle(20);
  // One pause, then 2 and 4 again, in order — and 5 only after them.
  expect(sent).toEqual(['id-1', 'id-2', 'id-3', 'id-4', 'id-2', 'id-4']);
  pending.get(2)!.resolve(12);
  pending.get(4)!.resolve(14);
  await expect(Promise.all(flight)).resolves.toEqual([12, 3, 14]);
  await settle();
  // After a failure, one at a time: 6 waits for 5's acknowledgement.
  expect(sent.slice(6)).toEqual(['id-5']);
  pending.get(5)!.resolve(15);
  await expect(next).resolves.toBe(15);
  await settle();
  expect(sent.slice(6)).toEqual(['id-5', 'id-6']);
  pending.get(6)!.resolve(16);
  await expect(after).resolves.toBe(16);
});

it('fails a publish that may not be tried again (a refusal, or past its time), and goes on with the rest', async () => {
  const asked: number[] = [];
  const { pending, how } = fakeSend((error, failingSince) => {
    asked.push(failingSince);
    return !(error instanceof Error && error.message === 'refused');
  });
  const pipeline = new PublishPipeline<Item>(how, () => undefined);
  const refused = pipeline.publish(item(1));
  await settle();
  pending.get(1)!.reject(new Error('refused'));
  await expect(refused).rejects.toThrow('refused');
  expect(asked).toHaveLength(1);
  const next = pipeline.publish(item(2));
  await settle();
  pending.get(2)!.resolve(2);
  await expect(next).resolves.toBe(2);
});

it('keeps one pipeline per key while it has work, and lets it go when idle', async () => {
  const { pending, how } = fakeSend();
  const pipelines = new Map<string, PublishPipeline<Item>>();
  const pipeline = pipelineOf(pipelines, 'room:1', how);
  expect(pipelineOf(pipelines, 'room:1', how)).toBe(pipeline);
  const published = pipeline.publish(item(1));
  await settle();
  expect(pipelines.has('room:1')).toBe(true);
  pending.get(1)!.resolve(1);
  await published;
  await settle();
  expect(pipelines.has('room:1')).toBe(false);
  expect(pipelineOf(pipelines, 'room:1', how)).not.toBe(pipeline);
});
