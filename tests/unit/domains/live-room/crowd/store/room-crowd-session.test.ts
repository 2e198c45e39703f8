/**
 * The room's crowd session: the room's lines timeline held while the room is open (history on
 * entry, pushed lines, a jump or a reconnect repaired, a backend without the crowd — the timeline's
 * own rules are tested in platform/store), each line it admits released once at the fan's playhead,
 * and nothing after the room is left.
 */
import type { ChatHistory } from '@src/contracts/room-crowd';
import { RoomCrowdPush, type ChatLine } from '@src/contracts/room-crowd-push';
import { roomCrowdApi } from '@src/domains/live-room/crowd/api/room-crowd-api';
import { mergeLines } from '@src/domains/live-room/crowd/rules/chat-lines';
import { CROWD_LINES_KEPT } from '@src/domains/live-room/crowd/store/crowd-timeline';
import { RoomCrowdSession } from '@src/domains/live-room/crowd/store/room-crowd-session';
import { HttpError } from '@src/platform/http/http-error';
import { useSocketStore } from '@src/platform/socket/socket-store';
import type { TimelineAvailability } from '@src/platform/store/live-timeline';
import { setUpAppWorld } from '@tests/support/app-world';
import { chatLine, crowdView, history, lines, manualClock, ROOM, T0 } from '../../support/crowd-fixtures';

jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest.requireActual('../../support/crowd-api-mock').crowdApiWith('history'),
);
const historyMock = jest.mocked(roomCrowdApi.history);

const notFound = () => new HttpError('api', 'not found', 404);
const flush = async () => {
  for (let turn = 0; turn < 4; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const sessions: RoomCrowdSession[] = [];

beforeEach(() => {
  setUpAppWorld();
  historyMock.mockReset();
  useSocketStore.setState({ subscribeList: [] });
});

afterEach(() => sessions.splice(0).forEach((session) => session.stop()));

function setUp(answers: (sinceIndex: number | undefined) => Promise<ChatHistory>) {
  const clock = manualClock(T0 + 60_000);
  const asked: (number | undefined)[] = [];
  historyMock.mockImplementation(({ sinceIndex }) => {
    asked.push(sinceIndex);
    return answers(sinceIndex);
  });
  let shown: readonly ChatLine[] = [];
  const availability: TimelineAvailability[] = [];
  const session = new RoomCrowdSession(ROOM, {
    onAvailability: (next) => availability.push(next),
    onReleased: (released) => {
      shown = mergeLines(shown, released, 10_000);
    },
    onRestart: () => {
      shown = [];
    },
    clock,
  });
  sessions.push(session);
  session.setPlayhead(crowdView(clock, null));
  return {
    session,
    clock,
    asked,
    availability,
    shown: () => shown.map((line) => line.index),
    subscribe: (isSubscribed: boolean) =>
      useSocketStore.setState({ subscribeList: [{ channelName: RoomCrowdPush.room(ROOM), isSubscribed }] }),
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

it('takes no line of another room', async () => {
  const room = await startedWith(async () => history(lines(0, 1)));
  room.session.receive([chatLine(2, { roomId: ROOM + 1 })]);
  room.clock.advance(500);
  expect(room.shown()).toEqual([0, 1]);
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
  const room = setUp(firstThenRepairs(history(lines(0, 4)), history(lines(5, 6))));
  room.subscribe(true);
  room.session.start();
  await flush();
  room.subscribe(false);
  room.subscribe(true);
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined, 4]);
  expect(room.shown()).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

it('tells a backend without the crowd (404) and shows nothing', async () => {
  const room = await startedWith(() => Promise.reject(notFound()));
  room.session.receive([chatLine(1)]);
  room.clock.advance(500);
  expect(room.availability).toEqual(['unavailable']);
  expect(room.shown()).toEqual([]);
});

it('starts over when the server numbers the room from 0 again', async () => {
  const room = setUp(firstThenRepairs(history(lines(10, 14)), history(lines(0, 1), 2)));
  room.subscribe(true);
  room.session.start();
  await flush();
  room.clock.advance(500);
  expect(room.shown()).toEqual([10, 11, 12, 13, 14]);
  room.subscribe(false);
  room.subscribe(true);
  await flush();
  room.clock.advance(500);
  expect(room.shown()).toEqual([0, 1]);
});

it('holds others’ lines for the picture’s delay, not the viewer’s own', async () => {
  const room = setUp(async () => history([], 0));
  room.session.setPlayhead(crowdView(room.clock, 8000, 'u7'));
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

it(`in a flood before the history answered keeps the newest ${CROWD_LINES_KEPT} lines, asking nothing older`, async () => {
  let answerHistory: (answer: ChatHistory) => void = () => undefined;
  const room = setUp(() => new Promise((resolve) => (answerHistory = resolve)));
  room.session.start();
  room.session.receive(lines(5, CROWD_LINES_KEPT + 10));
  answerHistory(history(lines(0, 4)));
  await flush();
  room.clock.advance(500);
  expect(room.asked).toEqual([undefined]);
  expect(room.shown()).toEqual(lines(5, CROWD_LINES_KEPT + 10).map((line) => line.index));
});

it('back in a room still kept: shows its lines again and asks only what came meanwhile', async () => {
  const first = await startedWith(firstThenRepairs(history(lines(0, 4)), history(lines(5, 6))));
  first.session.stop();
  const again = setUp(firstThenRepairs(history(lines(0, 4)), history(lines(5, 6))));
  again.session.start();
  await flush();
  again.clock.advance(500);
  expect(again.asked).toEqual([4]);
  expect(again.shown()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(again.availability).toEqual(['available']);
});

it('stops taking lines once stopped, and tells nothing of answers that come after', async () => {
  const room = await startedWith(async () => history(lines(0, 1)));
  room.session.stop();
  room.session.receive([chatLine(2)]);
  room.clock.advance(500);
  expect(room.shown()).toEqual([0, 1]);

  setUpAppWorld();
  let answerHistory: (answer: ChatHistory) => void = () => undefined;
  const late = setUp(() => new Promise((resolve) => (answerHistory = resolve)));
  late.session.start();
  late.session.stop();
  answerHistory(history(lines(0, 4)));
  await flush();
  late.clock.advance(500);
  expect(late.availability).toEqual([]);
  expect(late.shown()).toEqual([]);
});

it('sets no timer for lines that come after the room was left', async () => {
  const room = await startedWith(async () => history(lines(0, 1)));
  room.session.setPlayhead(crowdView(room.clock, 8000));
  room.session.stop();
  room.session.receive([chatLine(2, { at: room.clock.now() })]);
  expect(room.clock.pendingTimers).toBe(0);
});
