/**
 * The live rooms' red envelopes on the development server: a lottery room opens one with the
 * schedule's prize, entering needs login and the lottery's conditions and counts once, the draw
 * comes at its time (or now, by the development control), each winner is credited once whatever
 * the retries, and lottery/approval/info lists the win.
 */
import { ResultCode, readAnswer } from '../../../src/contracts/http';
import { ClaimStatus } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { DevCalls } from '../../../src/contracts/dev-server';
import {
  LotteryConditionKind,
  parseChatHistory,
  parseRoomLotteryInfo,
  RoomCrowdCalls,
  RoomCrowdCode,
} from '../../../src/contracts/room-crowd';
import { LOTTERY_OPEN_MS, shareOf } from '../../../shell-demo/server/crowd/lottery';
import type { RoomContext } from '../../../shell-demo/server/crowd/room-context';
import { devCrowd, meetConditions, playingRooms, roomCrowdSuite } from './room-crowd-support';
import type { SessionInfo } from '../../../src/contracts/bridge-events';

describe('development server: red envelopes', () => {
  const { clock, server, calls } = roomCrowdSuite(60_000);
  const { send: call, ok, fails, login } = calls;
  let room: RoomContext;
  let quietRoom: RoomContext;

  beforeAll(() => {
    const rooms = playingRooms(server());
    room = rooms.lottery[0]!;
    quietRoom = rooms.football.find((context) => !context.entry?.isLotteryProgress)!;
  });

  const info = async (roomId: number, session?: SessionInfo) =>
    parseRoomLotteryInfo(await ok(RoomCrowdCalls.lotteryInfo, { roomId }, session));
  const enter = (lotteryId: number, session: SessionInfo) => call(RoomCrowdCalls.lotteryEnter, { lotteryId }, session);
  const wins = async (session: SessionInfo) =>
    readAnswer(NewsCalls.lotteryApprovalInfo, await ok(NewsCalls.lotteryApprovalInfo, {}, session)).wins;

  it("opens a red envelope in a lottery room with the schedule's prize, and tells the room", async () => {
    const lottery = (await info(room.roomId))!;
    expect(lottery).toMatchObject({
      roomId: room.roomId,
      hostId: room.host.id,
      amount: room.entry!.redEnvelopeTotalAmount,
      status: 'open',
      openedAt: clock.now,
      drawAt: clock.now + LOTTERY_OPEN_MS,
      entered: false,
      result: null,
    });
    expect(lottery.amount).toBeGreaterThan(0);
    expect(lottery.winnerCount).toBeGreaterThan(0);
    expect(lottery.conditions.length).toBeGreaterThan(0);
    // A visitor has done nothing.
    expect(lottery.conditions.every((condition) => !condition.done && condition.text !== '')).toBe(true);
    const lines = parseChatHistory(await ok(RoomCrowdCalls.history, { roomId: room.roomId })).lines;
    const opened = lines.find((line) => line.kind === 'lottery-open');
    expect(opened).toMatchObject({ lotteryId: lottery.lotteryId, amount: lottery.amount, uid: '' });
    expect(opened!.text).toContain(`${lottery.amount} 元红包`);
  });

  it('has no red envelope in a room whose schedule entry runs no lottery', async () => {
    expect(await info(quietRoom.roomId)).toBeNull();
  });

  it('needs a login to enter, refuses an unknown lottery (31007) and unmet conditions (31006), then enters once', async () => {
    const lottery = (await info(room.roomId))!;
    expect((await fails(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId })).code).toBe(ResultCode.NoUser);
    const fan = await login('envelope-fan');
    expect((await enter(999_999, fan)).envelope).toEqual({
      code: RoomCrowdCode.LotteryNotFound,
      msg: '红包不存在或已过期：999999',
      data: null,
    });
    const unmet = (await enter(lottery.lotteryId, fan)).envelope;
    expect(unmet.code).toBe(RoomCrowdCode.LotteryConditionUnmet);
    expect(unmet.msg).toMatch(/^参与条件未完成：请先(关注主播|在直播间发送一条消息)/);

    await meetConditions(calls, lottery, fan);
    const before = (await info(room.roomId, fan))!;
    expect(before.conditions.every((condition) => condition.done)).toBe(true);
    const entered = readAnswer(
      RoomCrowdCalls.lotteryEnter,
      await ok(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId }, fan),
    );
    expect(entered).toMatchObject({
      lotteryId: lottery.lotteryId,
      entered: true,
      participants: before.participants + 1,
    });
    // Entering again counts once.
    const again = readAnswer(
      RoomCrowdCalls.lotteryEnter,
      await ok(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId }, fan),
    );
    expect(again).toEqual(entered);
  });

  it('draws at its time: the entrant learns the result, the room gets the draw line, late entries are closed (31005)', async () => {
    const fan = await login('envelope-fan');
    const lottery = (await info(room.roomId, fan))!;
    expect(lottery.entered).toBe(true);
    clock.now = lottery.drawAt;
    const drawn = (await info(room.roomId, fan))!;
    expect(drawn).toMatchObject({ lotteryId: lottery.lotteryId, status: 'drawn', entered: true });
    expect(drawn.result).toEqual(
      drawn.result!.won ? { won: true, amount: shareOf(lottery) } : { won: false, amount: 0 },
    );
    const line = parseChatHistory(await ok(RoomCrowdCalls.history, { roomId: room.roomId })).lines.find(
      (candidate) => candidate.kind === 'lottery-draw' && candidate.lotteryId === lottery.lotteryId,
    );
    expect(line!.text).toMatch(new RegExp(`^红包开奖：恭喜 .+ 等 ${lottery.winnerCount} 人瓜分 ${lottery.amount} 元$`));
    const late = await login('envelope-late');
    await meetConditions(calls, lottery, late);
    expect((await enter(lottery.lotteryId, late)).envelope).toEqual({
      code: RoomCrowdCode.LotteryClosed,
      msg: '红包已开奖，下次早点来',
      data: null,
    });
  });

  it('credits a winner once whatever the retries, and lottery/approval/info lists the win; a loser sees 未中奖', async () => {
    // The next envelope, opened now by the development control.
    const opened = await devCrowd(server(), { roomId: room.roomId, lottery: 'open' });
    const lottery = opened.lottery!;
    expect(lottery.status).toBe('open');
    const winner = await login('envelope-winner');
    const loser = await login('envelope-loser');
    for (const session of [winner, loser]) {
      clock.advance(3_000);
      await meetConditions(calls, lottery, session);
      await ok(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId }, session);
    }
    const drawn = await devCrowd(server(), { roomId: room.roomId, lottery: 'draw', winners: [winner.uid] });
    expect(drawn.lottery).toMatchObject({ lotteryId: lottery.lotteryId, status: 'drawn' });
    const expected = [
      {
        lotteryId: lottery.lotteryId,
        roomId: room.roomId,
        hostName: room.host.nickName,
        amount: shareOf(lottery),
        drawnAt: clock.now,
        claimStatus: ClaimStatus.Unclaimed,
      },
    ];
    // Retries of everything around the win: entering again, asking again, a second draw.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await ok(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId }, winner);
      expect((await info(room.roomId, winner))!.result).toEqual({ won: true, amount: shareOf(lottery) });
      expect(await wins(winner)).toEqual(expected);
    }
    const again = await fetch(`${server().url}/__dev/crowd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roomId: room.roomId, lottery: 'draw', winners: [winner.uid] }),
    });
    expect(again.status).toBe(404);
    expect(await wins(winner)).toEqual(expected);
    expect((await info(room.roomId, loser))!.result).toEqual({ won: false, amount: 0 });
    expect(await wins(loser)).toEqual([]);
  });

  it('opens the next envelope a minute after the draw, while the match is played', async () => {
    const last = (await info(room.roomId))!;
    expect(last.status).toBe('drawn');
    clock.advance(60_000);
    const next = (await info(room.roomId))!;
    expect(next.status).toBe('open');
    expect(next.lotteryId).toBeGreaterThan(last.lotteryId);
    // The previous one is gone: entering it is LotteryNotFound.
    const fan = await login('envelope-fan');
    expect((await enter(last.lotteryId, fan)).envelope.code).toBe(RoomCrowdCode.LotteryNotFound);
  });

  it('opens an envelope with the conditions the development control names, and refuses conditions it does not know (400)', async () => {
    const open = (conditions: unknown) =>
      fetch(`${server().url}${DevCalls.crowd}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ roomId: quietRoom.roomId, lottery: 'open', conditions }),
      });
    for (const wrong of [[], ['follow-host', 'dance'], 'send-chat', [7]]) {
      const refused = await open(wrong);
      expect([refused.status, await refused.text()]).toEqual([400, expect.stringContaining('conditions')]);
    }
    expect(await info(quietRoom.roomId)).toBeNull();
    const opened = await devCrowd(server(), {
      roomId: quietRoom.roomId,
      lottery: 'open',
      conditions: [LotteryConditionKind.SendChat],
    });
    expect(opened.lottery!.conditions.map(({ kind }) => kind)).toEqual([LotteryConditionKind.SendChat]);
    // Asked of the lottery as any fan asks it: the one condition, not yet done.
    expect((await info(quietRoom.roomId))!.conditions).toEqual([
      expect.objectContaining({ kind: LotteryConditionKind.SendChat, done: false }),
    ]);
    // The same again keeps it; others draw it and open the next with them.
    const again = await devCrowd(server(), {
      roomId: quietRoom.roomId,
      lottery: 'open',
      conditions: [LotteryConditionKind.SendChat],
    });
    expect(again.lottery!.lotteryId).toBe(opened.lottery!.lotteryId);
    const both = [LotteryConditionKind.SendChat, LotteryConditionKind.FollowStreamer];
    const next = await devCrowd(server(), { roomId: quietRoom.roomId, lottery: 'open', conditions: both });
    expect(next.lottery).toMatchObject({ status: 'open' });
    expect(next.lottery!.lotteryId).toBeGreaterThan(opened.lottery!.lotteryId);
    expect(next.lottery!.conditions.map(({ kind }) => kind)).toEqual(both);
    const lines = parseChatHistory(await ok(RoomCrowdCalls.history, { roomId: quietRoom.roomId })).lines;
    expect(lines.filter((line) => line.kind === 'lottery-draw').map((line) => line.lotteryId)).toEqual([
      opened.lottery!.lotteryId,
    ]);
  });
});
