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
  session.setGate({ clockOffsetMs: 0, delayMs: null, ownUid: '' });
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
  room.session.setGate({ clockOffsetMs: 0, delayMs: 8000, ownUid: 'u7' });
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
