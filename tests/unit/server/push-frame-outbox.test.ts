/**
 * @jest-environment node
 */
import { COALESCE_MS, FrameOutbox, textFrame, WRITE_SLICE_MS } from '../../../shell-demo/server/push/frame-outbox';

interface Write {
  subscriber: string;
  frames: Buffer;
}

function outbox() {
  const writes: Write[] = [];
  // The fake timers' clock, so the pacing is measured in the test's time.
  const box = new FrameOutbox<string>(
    (subscriber, frames) => writes.push({ subscriber, frames }),
    () => jest.now(),
  );
  /** Writes so far as `subscriber:text`. */
  const seen = () => writes.map((write) => `${write.subscriber}:${write.frames.toString()}`);
  return { box, writes, seen };
}

const frame = (text: string) => Buffer.from(text);
/** Lets the current task end (its microtasks run) without moving the clock. */
const endOfTask = () => Promise.resolve();

/** An outbox that has just written `1` to `a` on `channel`: what comes next waits for the pacing. */
async function outboxAfterAWrite() {
  const { box, seen } = outbox();
  const channel = new Set(['a']);
  box.add(channel, frame('1'));
  await endOfTask();
  return { box, seen, channel };
}

describe('push frame outbox', () => {
  // Microtasks stay real: "the end of the task" is when they run.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it("writes a quiet channel's messages at the end of the task, a burst in one write per socket", async () => {
    const { box, seen } = outbox();
    const room = new Set(['a', 'b']);
    box.add(room, frame('1'));
    box.add(room, frame('2'));
    expect(seen()).toEqual([]);
    await endOfTask();
    expect(seen()).toEqual(['a:12', 'b:12']);
  });

  it('hands every subscriber the same bytes: a batch is built once per channel, not per socket', async () => {
    const { box, writes } = outbox();
    const room = new Set(Array.from({ length: 2000 }, (_, index) => `s${index}`));
    box.add(room, frame('1'));
    box.add(room, frame('2'));
    await endOfTask();
    expect(writes).toHaveLength(2000);
    expect(new Set(writes.map((write) => write.frames)).size).toBe(1);
  });

  it('flushes at most once per COALESCE_MS: what comes meanwhile leaves together', async () => {
    const { box, seen, channel } = await outboxAfterAWrite();
    jest.advanceTimersByTime(1);
    box.add(channel, frame('2'));
    await endOfTask();
    box.add(channel, frame('3'));
    await endOfTask();
    expect(seen()).toEqual(['a:1']);
    jest.advanceTimersByTime(COALESCE_MS - 2);
    expect(seen()).toEqual(['a:1']);
    jest.advanceTimersByTime(1);
    expect(seen()).toEqual(['a:1', 'a:23']);
  });

  it("writes each channel's batch to its own subscribers", async () => {
    const { box, seen } = outbox();
    box.add(new Set(['a', 'b']), frame('room'));
    box.add(new Set(['b', 'c']), frame('match'));
    await endOfTask();
    expect(seen().sort()).toEqual(['a:room', 'b:match', 'b:room', 'c:match']);
  });

  it('flushTo() writes what is queued for one subscriber at once, in order, and nothing twice later', async () => {
    const { box, seen, channel } = await outboxAfterAWrite();
    box.add(channel, frame('2'));
    box.add(new Set(['a', 'b']), frame('x'));
    box.add(channel, frame('3'));
    // Before the hub's own write to `a` (a command's answer): nothing may stay behind it.
    box.flushTo('a');
    expect(seen()).toEqual(['a:1', 'a:23', 'a:x']);
    jest.advanceTimersByTime(COALESCE_MS * 2);
    await endOfTask();
    expect(seen()).toEqual(['a:1', 'a:23', 'a:x', 'b:x']);
  });

  it('writes nothing after clear()', async () => {
    const { box, seen, channel } = await outboxAfterAWrite();
    box.add(channel, frame('2'));
    box.clear();
    jest.advanceTimersByTime(COALESCE_MS * 2);
    await endOfTask();
    expect(seen()).toEqual(['a:1']);
  });
});

describe('push frame outbox, a fan-out to many sockets', () => {
  /** An outbox whose every write takes 1 ms of its clock (a system call to a socket, made slow). */
  function slowOutbox() {
    let now = 0;
    const log: string[] = [];
    const box = new FrameOutbox<string>(
      (subscriber, frames) => {
        now += 1;
        log.push(`${subscriber}:${frames.toString()}`);
      },
      () => now,
    );
    const room = new Set(Array.from({ length: 100 }, (_, index) => `s${index}`));
    const writes = () => log.filter((entry) => entry.startsWith('s')).length;
    /** Resolves once `count` writes to the room's sockets are done (each turn of the event loop looks). */
    const written = (count: number) =>
      new Promise<void>((resolve) => {
        const look = () => (writes() >= count ? resolve() : setImmediate(look));
        look();
      });
    return { box, log, room, writes, written };
  }

  it('writes for WRITE_SLICE_MS at a time: other work (a vote) runs between two slices', async () => {
    const { box, log, room, written } = slowOutbox();
    box.add(room, frame('split'));
    await endOfTask();
    const firstSlice = log.length;
    expect(firstSlice).toBeGreaterThanOrEqual(WRITE_SLICE_MS);
    expect(firstSlice).toBeLessThan(room.size / 2);
    setImmediate(() => log.push('vote answered'));
    await written(room.size);
    const answeredAt = log.indexOf('vote answered');
    expect(answeredAt).toBeGreaterThanOrEqual(firstSlice);
    expect(answeredAt).toBeLessThan(room.size);
    expect(new Set(log.filter((entry) => entry !== 'vote answered')).size).toBe(room.size);
  });

  it('writes a subscriber its frames first when the hub writes to it mid-fan-out, and once', async () => {
    const { box, log, room, written } = slowOutbox();
    box.add(room, frame('split'));
    await endOfTask();
    expect(log).not.toContain('s99:split');
    box.flushTo('s99');
    log.push('s99 answered');
    expect(log.indexOf('s99:split')).toBe(log.length - 2);
    await written(room.size);
    expect(log.filter((entry) => entry === 's99:split')).toHaveLength(1);
  });

  it('keeps what is published during a fan-out waiting, then sends it in one write per socket', async () => {
    const { box, log, room, written } = slowOutbox();
    box.add(room, frame('1'));
    await endOfTask();
    box.add(room, frame('2'));
    await endOfTask();
    box.add(room, frame('3'));
    await endOfTask();
    await written(room.size * 2);
    expect(log.slice(room.size)).toEqual([...room].map((subscriber) => `${subscriber}:23`));
  });
});

describe('textFrame', () => {
  it.each([
    [125, [0x81, 125], 2],
    [126, [0x81, 126, 0, 126], 4],
    [70_000, [0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70], 10],
  ])('frames %i bytes of text as one final text frame with its length', (length, header, headerLength) => {
    const text = '字'.repeat(Math.floor(length / 3)) + 'a'.repeat(length % 3);
    const built = textFrame(text);
    expect([...built.subarray(0, headerLength)]).toEqual(header);
    expect(built.subarray(headerLength).toString('utf8')).toBe(text);
  });
});
