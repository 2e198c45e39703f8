/**
 * The simulated crowd of a live room on the development server: it chats only in watched rooms,
 * at the rate the match sets (quiet 0.5–3 messages/s, a burst of 50–200/s for about ten seconds
 * after a goal), in plausible words about the match's teams and players, with the room's notices;
 * the development control fixes a room's rate. The server clock is the test's: the crowd steps
 * every 100 ms of wall clock and catches up on what the clock moved.
 */
import {
  CHAT_HISTORY_SIZE,
  CHAT_REPAIR_MAX,
  parseChatHistory,
  RoomCrowdCalls,
} from '../../../src/contracts/room-crowd';
import { RoomCrowdPush, type ChatLine } from '../../../src/contracts/room-crowd-push';
import { NOTICE_EVERY_MS } from '../../../shell-demo/server/crowd/crowd-rooms';
import { BURST_PEAK, PLAYING_RATE, popularityOf, quietRate } from '../../../shell-demo/server/crowd/rate-model';
import { ROOM_NOTICES } from '../../../shell-demo/server/crowd/room-notices';
import type { RoomContext } from '../../../shell-demo/server/crowd/room-context';
import { USER_TITLES } from '../../../shell-demo/server/world/data/texts';
import { RawPushSocket } from '../push/push-test-support';
import {
  devCrowd,
  devGoal,
  playingRooms,
  pushUrl,
  roomCrowdSuite,
  START,
  steppedAt,
  watchedRooms,
} from './room-crowd-support';

describe('development server: the rooms’ crowd', () => {
  const { clock, server, calls } = roomCrowdSuite(120_000);
  const { ok } = calls;
  let room: RoomContext;
  let socket: RawPushSocket;

  beforeAll(async () => {
    room = playingRooms(server()).football[0]!;
    socket = await RawPushSocket.open(pushUrl(server()));
    socket.send({ cmd: 'subscribe', channels: [RoomCrowdPush.room(room.roomId)] });
    await socket.next('subscribed');
  });
  afterAll(() => socket.close());

  /** Moves the server clock by `totalMs` in steps, letting the crowd step after each. */
  async function advance(totalMs: number, stepMs: number): Promise<void> {
    for (let moved = 0; moved < totalMs; moved += stepMs) {
      clock.advance(stepMs);
      await steppedAt(server(), room.roomId, clock.now);
    }
  }

  /** The room's lines pushed with `at` in (from, to]. */
  const pushed = (from: number, to: number): ChatLine[] =>
    socket.received
      .filter((message) => message.type === 'message' && message.channel === RoomCrowdPush.room(room.roomId))
      .map((message) => RoomCrowdPush.line.parse((message as { payload: unknown }).payload))
      .filter((line) => line.at > from && line.at <= to);
  const chat = (lines: ChatLine[]) => lines.filter((line) => line.kind === 'chat');

  it('generates for watched rooms only: the room subscribed to (the subscribe alone started it), no other', async () => {
    expect((await watchedRooms(server())).map((state) => state.roomId)).toEqual([room.roomId]);
    await ok(RoomCrowdCalls.history, { roomId: room.roomId });
    expect((await watchedRooms(server())).map((state) => state.roomId)).toEqual([room.roomId]);
  });

  it('chats at the quiet rate of a match being played (0.5–3 messages/s), in plausible words about the match', async () => {
    const from = clock.now;
    await advance(60_000, 1_000);
    const lines = chat(pushed(from, clock.now));
    const rate = quietRate('playing', popularityOf(room.host.watcherCount));
    expect(rate).toBeGreaterThanOrEqual(PLAYING_RATE.min);
    expect(rate).toBeLessThanOrEqual(PLAYING_RATE.max);
    expect(Math.abs(lines.length - rate * 60)).toBeLessThanOrEqual(1);
    const names = [room.home!.name, room.away!.name, ...room.home!.players, ...room.away!.players];
    const aboutTheMatch = lines.filter((line) => names.some((name) => line.text.includes(name)));
    expect(aboutTheMatch.length / lines.length).toBeGreaterThanOrEqual(0.2);
    for (const line of lines) {
      expect(line.text).not.toMatch(/[{}]|undefined|＊/);
      expect(Array.from(line.text).length).toBeLessThanOrEqual(50);
      expect(line.uid).toMatch(/^v\d+$/);
      expect(line.nickName).not.toBe('');
      expect(line.level).toBeGreaterThanOrEqual(1);
      expect(line.level).toBeLessThanOrEqual(50);
      expect([0, ...USER_TITLES.map((title) => title.id)]).toContain(line.titleId);
    }
    // Contiguous indexes across the crowd's lines.
    const indexes = pushed(START, clock.now).map((line) => line.index);
    expect(indexes).toEqual(indexes.map((_, position) => indexes[0]! + position));
  });

  it('bursts at 50–200 messages/s for about ten seconds after a goal, cheering the scorer’s side, with a goal notice', async () => {
    const match = room.match!;
    const before = clock.now;
    await devGoal(server(), match.id, 'home');
    await advance(12_500, 500);
    // The crowd sees the goal at its next step (at this clock or the next): the notice says when.
    const notice = pushed(before - 1, clock.now).find((line) => line.kind === 'notice');
    expect(notice?.text).toMatch(new RegExp(`^⚽ 进球！${room.home!.name} `));
    const goalAt = notice!.at;
    expect(goalAt - before).toBeLessThanOrEqual(500);
    // The peak holds for six seconds: 50–200 a second, whatever the room's popularity.
    const peak = chat(pushed(goalAt, goalAt + 6_000)).length / 6;
    const expected = BURST_PEAK.min + (BURST_PEAK.max - BURST_PEAK.min) * popularityOf(room.host.watcherCount);
    expect(peak).toBeGreaterThanOrEqual(BURST_PEAK.min);
    expect(peak).toBeLessThanOrEqual(BURST_PEAK.max);
    expect(Math.abs(peak - expected)).toBeLessThanOrEqual(1);
    const cheering = chat(pushed(goalAt, goalAt + 6_000)).filter((line) =>
      /进|GO+AL|⚽|🔥|世界波|漂亮|牛|威武|太燃|绝了|啊啊|顶住|VAR|门将/.test(line.text),
    );
    expect(cheering.length / (peak * 6)).toBeGreaterThanOrEqual(0.4);
    // Back to quiet after about ten seconds.
    const after = chat(pushed(goalAt + 10_500, goalAt + 12_500)).length / 2;
    expect(after).toBeLessThanOrEqual(PLAYING_RATE.max + 1);
  });

  it('brings the room notices round every three minutes', async () => {
    const from = clock.now;
    clock.advance(NOTICE_EVERY_MS);
    await steppedAt(server(), room.roomId, clock.now);
    const notices = pushed(from, clock.now).filter((line) => line.kind === 'notice');
    expect(notices.map((line) => line.text)).toContain(ROOM_NOTICES[0]);
    expect(notices.every((line) => line.uid === '' && line.nickName === '')).toBe(true);
  });

  it('follows the development control: a fixed rate, silence, then the match again', async () => {
    expect((await devCrowd(server(), { roomId: room.roomId, rate: 40 })).rate).toBe(40);
    let from = clock.now;
    await advance(5_000, 500);
    expect(Math.abs(chat(pushed(from, clock.now)).length - 200)).toBeLessThanOrEqual(1);

    await devCrowd(server(), { roomId: room.roomId, rate: 0 });
    from = clock.now;
    await advance(3_000, 500);
    expect(chat(pushed(from, clock.now))).toEqual([]);

    // A fixed rate for a while, then silence: 30/s for 1.2 s is 36 lines, whatever the steps.
    expect(await devCrowd(server(), { roomId: room.roomId, rate: 30, forMs: 1_200 })).toMatchObject({
      fixedUntil: clock.now + 1_200,
    });
    from = clock.now;
    await advance(3_000, 500);
    expect(chat(pushed(from, clock.now))).toHaveLength(36);
    expect((await watchedRooms(server())).find((state) => state.roomId === room.roomId)?.fixedRate).toBe(0);

    const state = await devCrowd(server(), { roomId: room.roomId, rate: null });
    expect(state).toMatchObject({ fixedRate: null, watched: true, subscribers: 1 });
    expect(state.rate).toBeCloseTo(quietRate('playing', popularityOf(room.host.watcherCount)));
  });

  it('a late step (a loaded process) spreads what it catches up over that time: the lines keep the room’s rate', async () => {
    await devCrowd(server(), { roomId: room.roomId, rate: 8 });
    await advance(500, 500);
    const from = clock.now;
    // One step for 1.5 s: 12 lines, said over those 1.5 s, not in one instant.
    await advance(1_500, 1_500);
    const times = chat(pushed(from, clock.now)).map((line) => line.at);
    expect(times).toHaveLength(12);
    expect(new Set(times).size).toBe(12);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[times.length - 1]).toBe(clock.now);
    expect(times[0]! - from).toBeLessThanOrEqual(130);
    await devCrowd(server(), { roomId: room.roomId, rate: null });
  });

  it('answers history for gap repair: the lines after sinceIndex, the newest 200 when more are missing', async () => {
    await devCrowd(server(), { roomId: room.roomId, rate: 100 });
    await advance(3_000, 500);
    await devCrowd(server(), { roomId: room.roomId, rate: null });
    const history = async (sinceIndex?: number) =>
      parseChatHistory(
        await ok(
          RoomCrowdCalls.history,
          sinceIndex === undefined ? { roomId: room.roomId } : { roomId: room.roomId, sinceIndex },
        ),
      );
    const newest = await history();
    expect(newest.lines).toHaveLength(CHAT_HISTORY_SIZE);
    const next = newest.nextIndex;
    expect(newest.lines.at(-1)!.index).toBe(next - 1);
    const gap = await history(next - 51);
    expect(gap.lines.map((line) => line.index)).toEqual(Array.from({ length: 50 }, (_, n) => next - 50 + n));
    expect((await history(next - 1)).lines).toEqual([]);
    const far = await history(-1);
    expect(far.lines).toHaveLength(CHAT_REPAIR_MAX);
    expect(far.lines[0]!.index).toBe(next - CHAT_REPAIR_MAX);
    // A client that knew a restarted server asks from beyond the room's lines: it gets the newest.
    expect((await history(next + 5)).lines).toEqual(newest.lines);
    // Exactly what was pushed.
    expect(gap.lines).toEqual(pushed(START - 1, clock.now).filter((line) => line.index >= next - 50));
  });

  it('refuses a bad control: an unknown room (404), a negative rate, an unknown lottery action (400)', async () => {
    const post = (body: unknown) =>
      fetch(`${server().url}/__dev/crowd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status);
    expect(await post({ roomId: 12345, rate: 1 })).toBe(404);
    expect(await post({ roomId: room.roomId, rate: -1 })).toBe(400);
    expect(await post({ roomId: room.roomId, lottery: 'now' })).toBe(400);
  });
});
