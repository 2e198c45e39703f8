/**
 * The live rooms when one client is greedy or sly (a probe's findings): its flood of sends does
 * not make the server forget another user's resend, its 1,000 spellings of one line's id count as
 * one report, hidden characters do not smuggle words or bidi overrides past the chat's rules, a
 * winner named thrice in the draw wins once and leaves the other shares to others; and a room's
 * subscriber alone starts its crowd. Greedy and victim call from different loopback addresses.
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import { NewsCalls } from '../../../src/contracts/news-calls';
import {
  CHAT_SLOW_MODE_MS,
  parseChatHistory,
  parseChatSendResult,
  parseRoomLotteryInfo,
  RoomCrowdCalls,
  RoomCrowdCode,
} from '../../../src/contracts/room-crowd';
import { RoomCrowdPush } from '../../../src/contracts/room-crowd-push';
import { RawPushSocket } from '../push/push-test-support';
import {
  devCrowd,
  meetConditions,
  newMsgId,
  playingRooms,
  pushUrl,
  roomCrowdSuite,
  watchedRooms,
} from './room-crowd-support';
import { readAnswer } from '../../../src/contracts/http';

describe('development server: the rooms, with a greedy client', () => {
  /** `freshRoom`: a room no other test of the file has touched. */
  const { clock, server, callsFrom, spareRoom: freshRoom } = roomCrowdSuite(120_000);
  const greedy = callsFrom('127.0.0.2');
  const victim = callsFrom('127.0.0.3');
  const send = (calls: typeof greedy, session: SessionInfo, roomId: number, text: string, clientMsgId = newMsgId()) =>
    calls.send(RoomCrowdCalls.send, { roomId, text, clientMsgId }, session);
  const history = async (roomId: number) => parseChatHistory(await victim.ok(RoomCrowdCalls.history, { roomId })).lines;

  it("keeps a victim's resend however many sends another user floods: a retry posts nothing new", async () => {
    const [victimRoom, floodRoom] = [freshRoom(), freshRoom()];
    // Silent crowds: the victim's line stays among the newest while the clock runs on.
    for (const roomId of [victimRoom, floodRoom]) await devCrowd(server(), { roomId, rate: 0 });
    const sender = await victim.login('resend-victim');
    const first = await send(victim, sender, victimRoom, '先发一条', 'victim-intent');
    expect(first.status).toBe(200);
    const flooder = await greedy.login('resend-flooder');
    for (let count = 0; count < 250; count += 1) {
      clock.advance(CHAT_SLOW_MODE_MS);
      expect((await send(greedy, flooder, floodRoom, `刷${count}`)).envelope.code).toBe(1);
    }
    const retry = await send(victim, sender, victimRoom, '先发一条', 'victim-intent');
    expect(retry.envelope).toEqual(first.envelope);
    expect((await history(victimRoom)).filter((line) => line.clientMsgId === 'victim-intent')).toHaveLength(1);
  });

  it('counts a line once per user whichever way its id is written, so one user cannot report it a thousand times', async () => {
    const roomId = freshRoom();
    const line = parseChatSendResult(
      (await send(victim, await victim.login('report-target'), roomId, '正常发言')).data,
    ).line;
    const reporter = await greedy.login('report-flooder');
    const spellings = Array.from(
      { length: 20 },
      (_, zeros) => `${'0'.repeat(zeros % 3)}${roomId}-${'0'.repeat(zeros)}${line.index}`,
    );
    for (const commentId of spellings) {
      expect(await greedy.ok(NewsCalls.reportAdd, { roomId, commentId, cateId: 1 }, reporter)).toBeNull();
    }
    expect((await devCrowd(server(), { roomId })).reports).toBe(1);
    await victim.ok(
      NewsCalls.reportAdd,
      { roomId, commentId: line.id, cateId: 3 },
      await victim.login('report-honest'),
    );
    expect((await devCrowd(server(), { roomId })).reports).toBe(2);
  });

  it('masks words hidden with zero-width, combining or full-width characters, drops bidi overrides, refuses invisible fillers', async () => {
    const roomId = freshRoom();
    const sly = await greedy.login('text-sly');
    const sent: Record<string, string> = {
      '你是傻\u200B逼': '你是＊＊',
      '傻\u0301逼\u0301': '＊＊',
      'ＱＱ群 12345': '＊＊ 12345',
      '\u202E好球\u202C\uFEFF\u{E0041}': '好球',
    };
    for (const [text, shown] of Object.entries(sent)) {
      clock.advance(CHAT_SLOW_MODE_MS);
      const answer = await send(greedy, sly, roomId, text);
      expect(parseChatSendResult(answer.data).line.text).toBe(shown);
    }
    const kept = (await history(roomId)).filter((line) => line.uid === sly.uid).map((line) => line.text);
    expect(kept).toEqual(Object.values(sent));
    for (const filler of ['\u3164', '\u2800\u2800', '\u115F', '\uFFA0', '\u034F']) {
      clock.advance(CHAT_SLOW_MODE_MS);
      expect((await send(greedy, sly, roomId, filler)).envelope).toMatchObject({ code: RoomCrowdCode.Blank });
    }
  });

  it('keeps line breaks, NUL, ESC and bidi overrides out of nicknames, and refuses a name of fillers', async () => {
    const session = await greedy.login('换行\n名字\u0000\u001B\u202E倒');
    expect(session.username).toBe('换行 名字倒');
    const line = parseChatSendResult((await send(greedy, session, freshRoom(), '大家好')).data).line;
    expect(line.nickName).toBe('换行 名字倒');
    const { status, envelope } = await greedy.send(
      { method: 'POST', path: DevCalls.demoLogin, encoding: 'json' },
      { username: '\u3164\u3164' },
    );
    expect({ status, code: envelope.code }).toEqual({ status: 400, code: 10001 });
  });

  it('draws a winner named thrice once, and gives the shares left to other entrants', async () => {
    const room = playingRooms(server()).lottery[0]!;
    const lottery = (await devCrowd(server(), { roomId: room.roomId, lottery: 'open' })).lottery!;
    const greedyOne = await greedy.login('draw-greedy');
    const honest = await victim.login('draw-honest');
    for (const [calls, session] of [
      [greedy, greedyOne],
      [victim, honest],
    ] as const) {
      await meetConditions(calls, lottery, session, () => clock.advance(CHAT_SLOW_MODE_MS));
      // A message in the room gives the draw's line the user's name (else 用户).
      clock.advance(CHAT_SLOW_MODE_MS);
      await calls.ok(RoomCrowdCalls.send, { roomId: room.roomId, text: '来了', clientMsgId: newMsgId() }, session);
      await calls.ok(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId }, session);
    }
    const named = [...Array.from({ length: lottery.winnerCount }, () => greedyOne.uid), honest.uid];
    await devCrowd(server(), { roomId: room.roomId, lottery: 'draw', winners: named });
    const seen = parseRoomLotteryInfo(await victim.ok(RoomCrowdCalls.lotteryInfo, { roomId: room.roomId }, honest))!;
    expect(seen.result).toMatchObject({ won: true });
    expect(
      readAnswer(NewsCalls.lotteryApprovalInfo, await greedy.ok(NewsCalls.lotteryApprovalInfo, {}, greedyOne)).wins,
    ).toHaveLength(1);
    const drawLine = (await history(room.roomId)).find(
      (line) => line.kind === 'lottery-draw' && line.lotteryId === lottery.lotteryId,
    )!;
    const names = /恭喜 (.+) 等/.exec(drawLine.text)![1]!.split('、');
    expect(names.slice(0, 2)).toEqual(['draw-greedy', 'draw-honest']);
  });

  it('starts a room’s crowd for a subscriber alone, with no call about the room', async () => {
    const roomId = freshRoom();
    expect((await watchedRooms(server())).some((room) => room.roomId === roomId)).toBe(false);
    const socket = await RawPushSocket.open(pushUrl(server()));
    socket.send({ cmd: 'subscribe', channels: [RoomCrowdPush.room(roomId)] });
    await socket.next('subscribed');
    await socket.next('message', (message) => message.channel === RoomCrowdPush.room(roomId));
    expect((await watchedRooms(server())).find((room) => room.roomId === roomId)).toMatchObject({
      watched: true,
      subscribers: 1,
    });
    await socket.close();
  });
});
