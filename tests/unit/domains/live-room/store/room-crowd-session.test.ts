/**
 * The room's crowd session: history on entry, pushed lines, gap repair by index after a jump or a
 * reconnect — nothing lost, nothing doubled — and a backend without the crowd.
 */
import type { ChatHistory } from '@src/contracts/room-crowd';
import type { ChatLine } from '@src/contracts/room-crowd-push';
import { HttpError } from '@src/platform/http/http-error';
import { mergeLines } from '@src/domains/live-room/rules/chat-lines';
import { RoomCrowdSession, type CrowdAvailability } from '@src/domains/live-room/store/room-crowd-session';
import { chatLine, history, lines, manualClock, ROOM, T0 } from '../support/crowd-fixtures';

const notFound = () => new HttpError('api', 'not found', 404);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(answers: (sinceIndex: number | undefined) => Promise<ChatHistory>) {
  const clock = manualClock(T0 + 60_000);
  const asked: (number | undefined)[] = [];
  let shown: readonly ChatLine[] = [];
  const availability: CrowdAvailability[] = [];
  let subscribedListener: (subscribed: boolean) => void = () => undefined;
  const session = new RoomCrowdSession(ROOM, {
    fetchHistory: (_room, sinceIndex) => {
      asked.push(sinceIndex);
      return answers(sinceIndex);
    },
    isMissing: (error) => error instanceof HttpError && error.code === 404,
    watchSubscribed: (onChange) => {
      subscribedListener = onChange;
      onChange(false);
      return () => undefined;
    },
    onAvailability: (next) => availability.push(next),
    onReleased: (released) => {
      shown = mergeLines(shown, released, 10_000);
    },
    onRestart: () => {
      shown = [];
    },
    clock,
  });
  session.setPlayhead({ delayMs: null, ownUid: '' });
  return {
    session,
    clock,
    asked,
    availability,
    shown: () => shown.map((line) => line.index),
    subscribe: (subscribed: boolean) => subscribedListener(subscribed),
  };
}

/** The first ask (the history) answers `first`; every later one (a repair) `repair`. */
const firstThenRepairs = (first: ChatHistory, repair: ChatHistory) => async (sinceIndex: number | undefined) =>
  sinceIndex === undefined ? first : repair;

/** History 0–4 on entry; the first repair fails (offline), every later one answers `repair`. */
function firstRepairFails(repair: ChatHistory) {
  let repairs = 0;
  return (sinceIndex: number | undefined): Promise<ChatHistory> => {
    if (sinceIndex === undefined) return Promise.resolve(history(lines(0, 4)));
    repairs += 1;
    return repairs === 1 ? Promise.reject(new HttpError('network', 'offline', 0)) : Promise.resolve(repair);
  };
}

/** A session started, its first history answered. */
async function startedWith(answers: Parameters<typeof setUp>[0]) {
  const room = setUp(answers);
  room.session.start();
  await flush();
  return room;
}

it('shows the history, then the pushed lines, each once', async () => {
  const room = await startedWith(async () => history(lines(0, 4)));
  room.session.receive([chatLine(5), chatLine(5), chatLine(4)]);
  room.clock.advance(500);
  expect(room.shown()).toEqual([0, 1, 2, 3, 4, 5]);
  expect(room.availability).toEqual(['available']);
});

it('keeps lines pushed before the history answered, without doubling those it holds', async () => {
  let answer!: (value: ChatHistory) => void;
  const room = setUp(() => new Promise((resolve) => (answer = resolve)));
  room.session.start();
  room.session.receive([chatLine(4), chatLine(5)]);
  answer(history(lines(0, 4)));
  await flush();
  room.clock.advance(500);
  expect(room.shown()).toEqual([0, 1, 2, 3, 4, 5]);
});

it('repairs a jump with the lines after the last one it had in order', async () => {
  const room = await startedWith(firstThenRepairs(history(lines(0, 4)), history(lines(5, 9))));
  room.session.receive([chatLine(9)]);
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4]);
  expect(room.shown()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

it('asks what it missed when its channel is subscribed again (a reconnect), even when the room went quiet', async () => {
  const room = await startedWith(firstThenRepairs(history(lines(0, 4)), history(lines(5, 6))));
  room.subscribe(true);
  await flush();
  room.subscribe(false);
  room.subscribe(true);
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4, 6]);
  expect(room.shown()).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

it('gives up the oldest of a gap longer than one repair brings, and goes on', async () => {
  const room = await startedWith(firstThenRepairs(history(lines(0, 4)), history(lines(700, 899))));
  room.session.receive([chatLine(899)]);
  await flush();
  room.session.receive([chatLine(900)]);
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4]);
  expect(room.shown()).toHaveLength(5 + 201);
});

it('tells a backend without the crowd (404) and shows nothing', async () => {
  const room = await startedWith(() => Promise.reject(notFound()));
  room.session.receive([chatLine(1)]);
  room.clock.advance(500);
  expect(room.availability).toEqual(['missing']);
  expect(room.shown()).toEqual([]);
});

it('starts over when the server numbers the room from 0 again', async () => {
  const room = await startedWith(firstThenRepairs(history(lines(10, 14)), history(lines(0, 1), 2)));
  room.subscribe(true);
  await flush();
  room.clock.advance(500);
  expect(room.shown()).toEqual([0, 1]);
});

it('holds others’ lines for the picture’s delay, not the viewer’s own', async () => {
  const room = setUp(async () => history([], 0));
  room.session.setPlayhead({ delayMs: 8000, ownUid: 'u7' });
  room.session.start();
  await flush();
  const now = room.clock.now();
  room.session.receive([chatLine(0, { at: now }), chatLine(1, { at: now, uid: 'u7' })]);
  expect(room.shown()).toEqual([1]);
  room.clock.advance(7999);
  expect(room.shown()).toEqual([1]);
  room.clock.advance(1);
  expect(room.shown()).toEqual([0, 1]);
});

it('stops taking lines once stopped', async () => {
  const room = await startedWith(async () => history(lines(0, 1)));
  room.session.stop();
  room.session.receive([chatLine(2)]);
  room.clock.advance(500);
  expect(room.shown()).toEqual([0, 1]);
});

it('asks the history again 3 s after a failed answer, and shows it when it comes', async () => {
  let fails = 2;
  const room = await startedWith(async () => {
    if (fails > 0) {
      fails -= 1;
      throw new HttpError('network', 'offline', 0);
    }
    return history(lines(0, 2));
  });
  room.clock.advance(2_999);
  await flush();
  expect(room.asked).toHaveLength(1);
  room.clock.advance(1);
  await flush();
  room.clock.advance(3_000);
  await flush();
  room.clock.advance(500);
  expect(room.asked).toHaveLength(3);
  expect(room.shown()).toEqual([0, 1, 2]);
  expect(room.availability).toEqual(['available']);
});

it('gives up the history after three failed asks, and asks nothing once the room is left', async () => {
  const failing = await startedWith(() => Promise.reject(new HttpError('network', 'offline', 0)));
  for (let wait = 0; wait < 5; wait += 1) {
    failing.clock.advance(3_000);
    await flush();
  }
  expect(failing.asked).toHaveLength(3);
  expect(failing.availability).toEqual([]);

  const left = await startedWith(() => Promise.reject(new HttpError('network', 'offline', 0)));
  left.session.stop();
  left.clock.advance(3_000);
  await flush();
  expect(left.asked).toHaveLength(1);
});

it('asks one repair at a time: a jump while one is on its way is asked for after it', async () => {
  let answerFirstRepair: (answer: ChatHistory) => void = () => undefined;
  const room = await startedWith((sinceIndex) => {
    if (sinceIndex === undefined) return Promise.resolve(history(lines(0, 4)));
    if (sinceIndex === 4) return new Promise((resolve) => (answerFirstRepair = resolve));
    return Promise.resolve(history(lines(sinceIndex + 1, 15)));
  });
  room.session.receive([chatLine(9)]);
  room.session.receive([chatLine(15)]);
  await flush();
  expect(room.asked).toEqual([undefined, 4]);
  answerFirstRepair(history(lines(5, 9)));
  await flush();
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4, 9]);
  expect(room.shown()).toEqual(lines(0, 15).map((line) => line.index));
});

it('stops repairing after three repairs in a row that leave a gap', async () => {
  // Every repair brings one line, never reaching the pushed line 20.
  const room = await startedWith((sinceIndex) =>
    Promise.resolve(sinceIndex === undefined ? history(lines(0, 4)) : history([chatLine(sinceIndex + 1)], 21)),
  );
  room.session.receive([chatLine(20)]);
  for (let turn = 0; turn < 6; turn += 1) await flush();
  expect(room.asked).toEqual([undefined, 4, 5, 6]);
});

it('keeps the latest 1000 lines pushed before the history answered, and repairs the older ones it let go', async () => {
  let answerHistory: (answer: ChatHistory) => void = () => undefined;
  const room = setUp((sinceIndex) =>
    sinceIndex === undefined
      ? new Promise((resolve) => (answerHistory = resolve))
      : Promise.resolve(history(lines(sinceIndex + 1, 10))),
  );
  room.session.start();
  room.session.receive(lines(5, 1010));
  answerHistory(history(lines(0, 4)));
  await flush();
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4]);
  expect(room.shown()).toEqual(lines(0, 1010).map((line) => line.index));
});

it('repairs the next jump after a repair failed, and then asks nothing more when its retry was due', async () => {
  const room = await startedWith(firstRepairFails(history(lines(5, 12))));
  room.session.receive([chatLine(9)]);
  await flush();
  room.session.receive([chatLine(12)]);
  await flush();
  room.clock.advance(3_000);
  await flush();
  expect(room.asked).toEqual([undefined, 4, 4]);
  expect(room.shown()).toEqual(lines(0, 12).map((line) => line.index));
});

it('asks a failed repair again 3 s later, though the room has fallen quiet since', async () => {
  const room = await startedWith(firstRepairFails(history(lines(5, 9))));
  room.session.receive([chatLine(9)]);
  await flush();
  room.clock.advance(2_999);
  await flush();
  expect(room.asked).toEqual([undefined, 4]);
  room.clock.advance(1);
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4, 4]);
  expect(room.shown()).toEqual(lines(0, 9).map((line) => line.index));
});

it('repairs again after a reconnect once it had given up on a failing network, and asks nothing once the room is left', async () => {
  let failing = true;
  const room = await startedWith((sinceIndex) => {
    if (sinceIndex === undefined) return Promise.resolve(history(lines(0, 4)));
    return failing ? Promise.reject(new HttpError('network', 'offline', 0)) : Promise.resolve(history(lines(5, 12)));
  });
  for (const index of [10, 11, 12]) {
    room.session.receive([chatLine(index)]);
    await flush();
  }
  room.clock.advance(3_000);
  await flush();
  expect(room.asked).toEqual([undefined, 4, 4, 4]);
  failing = false;
  room.subscribe(true);
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4, 4, 4, 4]);
  expect(room.shown()).toEqual(lines(0, 12).map((line) => line.index));

  // Left after the repair failed, and while it was on its way (it fails as the room closes).
  const failedThenLeft = await startedWith((sinceIndex) =>
    sinceIndex === undefined
      ? Promise.resolve(history(lines(0, 4)))
      : Promise.reject(new HttpError('network', 'offline', 0)),
  );
  let failRepair: (error: unknown) => void = () => undefined;
  const leftWhileAsking = await startedWith((sinceIndex) =>
    sinceIndex === undefined
      ? Promise.resolve(history(lines(0, 4)))
      : new Promise<ChatHistory>((_resolve, reject) => (failRepair = reject)),
  );
  for (const left of [failedThenLeft, leftWhileAsking]) {
    left.session.receive([chatLine(9)]);
    await flush();
    left.session.stop();
    failRepair(new HttpError('cancelled', 'aborted'));
    await flush();
    left.clock.advance(3_000);
    await flush();
    expect(left.asked).toEqual([undefined, 4]);
  }
});

it('asks the whole history to repair a room that had no line yet, and after its first line from that line', async () => {
  const answers = [history([], 0), history(lines(0, 1))];
  const empty = await startedWith(async () => answers.shift() ?? history(lines(0, 1)));
  empty.session.receive([chatLine(1)]);
  await flush();
  empty.clock.advance(500);
  expect(empty.asked).toEqual([undefined, undefined]);
  expect(empty.shown()).toEqual([0, 1]);

  const oneLine = await startedWith(firstThenRepairs(history(lines(0, 0)), history(lines(1, 2))));
  oneLine.session.receive([chatLine(2)]);
  await flush();
  oneLine.clock.advance(500);
  expect(oneLine.asked).toEqual([undefined, 0]);
  expect(oneLine.shown()).toEqual([0, 1, 2]);
});

it('starts over when the server no longer has the last line the room showed', async () => {
  const room = await startedWith(firstThenRepairs(history(lines(10, 14)), history([], 14)));
  room.subscribe(true);
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 14]);
  expect(room.shown()).toEqual([]);
});

it('tells nothing of answers that come after the room was left (the next room’s chat is not touched)', async () => {
  let answerHistory: (answer: ChatHistory) => void = () => undefined;
  const historyLate = setUp(() => new Promise((resolve) => (answerHistory = resolve)));
  historyLate.session.start();
  historyLate.session.stop();
  answerHistory(history(lines(0, 4)));
  await flush();
  expect(historyLate.availability).toEqual([]);

  let failHistory: (error: unknown) => void = () => undefined;
  const missingLate = setUp(() => new Promise((_resolve, reject) => (failHistory = reject)));
  missingLate.session.start();
  missingLate.session.stop();
  failHistory(notFound());
  await flush();
  expect(missingLate.availability).toEqual([]);

  let answerRepair: (answer: ChatHistory) => void = () => undefined;
  const repairLate = await startedWith((sinceIndex) =>
    sinceIndex === undefined
      ? Promise.resolve(history(lines(10, 14)))
      : new Promise((resolve) => (answerRepair = resolve)),
  );
  repairLate.subscribe(true);
  repairLate.clock.advance(500);
  repairLate.session.stop();
  answerRepair(history(lines(0, 1), 2));
  await flush();
  expect(repairLate.shown()).toEqual([10, 11, 12, 13, 14]);
});

it('sets no timer for lines that come after the room was left', async () => {
  const room = await startedWith(async () => history(lines(0, 1)));
  room.session.setPlayhead({ delayMs: 8000, ownUid: '' });
  room.session.stop();
  room.session.receive([chatLine(2, { at: room.clock.now() })]);
  expect(room.clock.pendingTimers).toBe(0);
});
