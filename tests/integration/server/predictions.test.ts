/**
 * The live rooms' predictions (竞猜) on the development server: the streamer opens one when the room
 * is watched; a vote counts only while the match time at the voter's picture is before the lock
 * (the delay the client reports, counted up to the room's most), once per fan however it is repeated or raced, within the
 * fan's 积分; the settlement pays the pool once and adds to the records the chat lines carry; a
 * 流局 gives every stake back; the split goes out at most once a second.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import {
  DAILY_GRANT,
  MAX_COUNTED_DELAY_MS,
  PredictionCalls,
  PredictionCode,
  type PublicPrediction,
  type RoomPredictions,
  type VoteResult,
} from '../../../src/contracts/predictions';
import { PredictionsPush } from '../../../src/contracts/predictions-push';
import { RoomCrowdCalls, type ChatSendResult } from '../../../src/contracts/room-crowd';
import type { RoomContext } from '../../../shell-demo/server/crowd/room-context';
import { footballLock } from '../../../shell-demo/server/predictions/match-clock';
import type { FootballMatch } from '../../../shell-demo/server/world/match-types';
import { ensureFootballScript } from '../../../shell-demo/server/world/scripts';
import { RawPushSocket, waitFor } from '../push/push-test-support';
import { newMsgId, playingRooms, pushUrl, START } from './room-crowd-support';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { serverCalls } from './server-calls';
import { devCall } from './signed-client';
import { suiteServer } from './suite-server';

jest.setTimeout(60_000);

describe('development server: predictions', () => {
  let clock = START;
  const server = suiteServer(() => clock);
  const { send, ok, login } = serverCalls(server, () => clock);
  let room: RoomContext;

  beforeAll(() => {
    room = playingRooms(server()).football[0]!;
  });

  const roomOf = async (session?: SessionInfo) =>
    (await ok(PredictionCalls.room, { roomId: room.roomId }, session)) as RoomPredictions;
  const vote = (session: SessionInfo, prediction: number, outcomeId: number, stake: number, delayMs = 0) =>
    send(PredictionCalls.vote, { predictionId: prediction, outcomeId, stake, delayMs }, session);
  const dev = (body: Record<string, unknown>) =>
    devCall<{ prediction: PublicPrediction }>(server().url, 'POST', DevCalls.predictions, {
      roomId: room.roomId,
      ...body,
    });
  /** 全场胜负 locking `windowMs` from now, with nothing else open in the room. */
  const openExact = async (windowMs = 60_000) => {
    for (;;) {
      const open = (await roomOf()).predictions.find((item) => item.status === 'open' || item.status === 'locked');
      if (!open) break;
      await dev({ action: 'void', predictionId: open.predictionId });
    }
    return (await dev({ action: 'open', windowMs })).prediction;
  };
  const balanceOf = async (session: SessionInfo) => (await roomOf(session)).points!.balance;

  it('opens a question about the match once the room is watched, and gives a fan the daily grant', async () => {
    const visitor = await roomOf();
    expect(visitor.points).toBeNull();
    const opened = visitor.predictions[0]!;
    expect(opened).toMatchObject({ roomId: room.roomId, matchId: room.match!.id, status: 'open', myVote: null });
    expect(opened.outcomes.length).toBeGreaterThanOrEqual(2);
    expect(opened.outcomes.length).toBeLessThanOrEqual(4);
    // A window of one to five minutes (the lock falls on the next whole minute of the match clock).
    expect(opened.lockAt - clock).toBeGreaterThanOrEqual(60_000);
    expect(opened.lockAt - clock).toBeLessThanOrEqual(6 * 60_000);
    expect(opened.closeAt).toBe(opened.lockAt + MAX_COUNTED_DELAY_MS);
    expect(opened.lockClock).toMatch(/^\d{2}:00$/);
    const fan = await login('predict-grant');
    expect((await roomOf(fan)).points).toEqual({ balance: DAILY_GRANT, dailyGrant: DAILY_GRANT });
  });

  it('takes a vote while the match time at the voter’s picture is before the lock, and refuses it after (已封盘, nothing charged)', async () => {
    const prediction = await openExact(60_000);
    const [live, behind, liar, late] = await Promise.all(
      ['lock-live', 'lock-behind', 'lock-liar', 'lock-late'].map(login),
    );
    const answer = prediction.outcomes[0]!.outcomeId;
    clock = prediction.lockAt - 1;
    expect((await vote(live!, prediction.predictionId, answer, 10)).envelope.code).toBe(ResultCode.Success);
    clock = prediction.lockAt;
    const refused = (await vote(late!, prediction.predictionId, answer, 10)).envelope;
    expect({ code: refused.code, msg: refused.msg, data: refused.data }).toEqual({
      code: PredictionCode.Locked,
      msg: '已封盘',
      data: null,
    });
    expect(await balanceOf(late!)).toBe(DAILY_GRANT);
    // 20 s behind live: 10 s after the lock the picture is 10 s before it.
    clock = prediction.lockAt + 10_000;
    expect((await vote(behind!, prediction.predictionId, answer, 10, 20_000)).envelope.code).toBe(ResultCode.Success);
    // A delay is counted up to the most the room's picture can be behind: claiming a minute buys no more.
    clock = prediction.lockAt + MAX_COUNTED_DELAY_MS;
    expect((await vote(liar!, prediction.predictionId, answer, 10, 60_000)).envelope.code).toBe(PredictionCode.Locked);
    expect(await balanceOf(liar!)).toBe(DAILY_GRANT);
  });

  it('counts one vote per fan however it is repeated or raced, charges once, and keeps stakes within the 积分 and the cap', async () => {
    clock = START + 10 * 60_000;
    const prediction = await openExact(120_000);
    const [home, away] = prediction.outcomes;
    const fans = await Promise.all(Array.from({ length: 20 }, (_, index) => login(`race-${index}`)));
    // Every fan sends their vote three times at once (a double tap and a retry).
    const answers = await Promise.all(
      fans.flatMap((fan, index) =>
        [0, 1, 2].map(() => vote(fan, prediction.predictionId, (index % 2 ? away : home)!.outcomeId, 50)),
      ),
    );
    expect(answers.every((answer) => answer.envelope.code === ResultCode.Success)).toBe(true);
    for (const fan of fans) expect(await balanceOf(fan)).toBe(DAILY_GRANT - 50);
    const seen = (await roomOf()).predictions.find((item) => item.predictionId === prediction.predictionId)!;
    const split = Object.fromEntries(seen.outcomes.map((outcome) => [outcome.outcomeId, outcome]));
    expect(split[home!.outcomeId]).toMatchObject({ voters: 10, stake: 500 });
    expect(split[away!.outcomeId]).toMatchObject({ voters: 10, stake: 500 });
    expect(seen).toMatchObject({ voters: 20, totalStake: 1000 });
    // The retry answered the vote taken; another answer is refused.
    const mine = (answers[0]!.envelope.data as VoteResult).prediction.myVote;
    expect(mine).toMatchObject({ outcomeId: home!.outcomeId, stake: 50, payout: null });
    const other = (await vote(fans[0]!, prediction.predictionId, away!.outcomeId, 50)).envelope;
    expect(other.code).toBe(PredictionCode.AlreadyVoted);
    expect(other.msg).toContain(home!.label);
    // More than the balance, more than the cap.
    const poor = await login('race-poor');
    expect((await vote(poor, prediction.predictionId, home!.outcomeId, 1000)).envelope.code).toBe(ResultCode.Success);
    const broke = await login('race-broke');
    const openAgain = await dev({ action: 'open', windowMs: 60_000 });
    expect((await vote(poor, openAgain.prediction.predictionId, home!.outcomeId, 1)).envelope).toMatchObject({
      code: PredictionCode.NotEnoughPoints,
      msg: '积分不足：你有 0 积分',
    });
    const capped = await vote(broke, openAgain.prediction.predictionId, home!.outcomeId, 1001);
    expect(capped.status).toBe(400);
    await dev({ action: 'void', predictionId: openAgain.prediction.predictionId });
    expect((await vote(await login('race-visitor'), 999_999, 1, 10)).envelope.code).toBe(PredictionCode.NotFound);
    expect(
      (await send(PredictionCalls.vote, { predictionId: prediction.predictionId, outcomeId: 1, stake: 10, delayMs: 0 }))
        .envelope.code,
    ).toBe(ResultCode.NoUser);
  });

  it('settles once: the winners share the whole pool by their stakes, the records count the pick, and the chat shows it', async () => {
    clock = START + 20 * 60_000;
    const prediction = await openExact(60_000);
    const [home, away] = prediction.outcomes;
    const [big, small, loser] = await Promise.all(['pay-big', 'pay-small', 'pay-loser'].map(login));
    await vote(big!, prediction.predictionId, home!.outcomeId, 100);
    await vote(small!, prediction.predictionId, home!.outcomeId, 50);
    await vote(loser!, prediction.predictionId, away!.outcomeId, 100);
    const pool = (await roomOf()).predictions.find((item) => item.predictionId === prediction.predictionId)!.totalStake;
    const homeStake = (await roomOf()).predictions.find((item) => item.predictionId === prediction.predictionId)!
      .outcomes[0]!.stake;
    await dev({ action: 'lock', predictionId: prediction.predictionId });
    const settled = (await dev({ action: 'settle', predictionId: prediction.predictionId, outcomeId: home!.outcomeId }))
      .prediction;
    expect(settled).toMatchObject({ status: 'settled', winningOutcomeId: home!.outcomeId, decidedAt: clock });
    // Settling again (another answer, too) changes nothing.
    const again = (await dev({ action: 'settle', predictionId: prediction.predictionId, outcomeId: away!.outcomeId }))
      .prediction;
    expect(again).toEqual(settled);
    const payout = async (fan: SessionInfo) =>
      (await roomOf(fan)).predictions.find((item) => item.predictionId === prediction.predictionId)!.myVote!.payout!;
    const paid = { big: await payout(big!), small: await payout(small!), loser: await payout(loser!) };
    // The crowd may have voted too: the pool is everyone's, the winners' share by stake.
    expect(paid.loser).toBe(0);
    expect(paid.big).toBeGreaterThanOrEqual(Math.floor((100 * pool) / homeStake));
    expect(paid.big).toBeLessThanOrEqual(Math.floor((100 * pool) / homeStake) + 1);
    expect(await balanceOf(big!)).toBe(DAILY_GRANT - 100 + paid.big);
    expect(await balanceOf(loser!)).toBe(DAILY_GRANT - 100);
    const record = await ok(PredictionCalls.record, { uid: big!.uid });
    expect(record).toEqual({ uid: big!.uid, picks: 1, hits: 1, recent: 1, recentHits: 1, streak: 1, bestStreak: 1 });
    expect(await ok(PredictionCalls.record, { uid: loser!.uid })).toMatchObject({ picks: 1, hits: 0, streak: 0 });
    const sent = (await ok(
      RoomCrowdCalls.send,
      { roomId: room.roomId, text: '猜中了', clientMsgId: newMsgId() },
      big,
    )) as ChatSendResult;
    expect(sent.line.record).toMatchObject({ picks: 1, hits: 1, streak: 1 });
  });

  it('gives every stake back on a 流局, and pays a result only once no vote can come any more', async () => {
    clock = START + 30 * 60_000;
    const prediction = await openExact(60_000);
    const fan = await login('void-fan');
    await vote(fan, prediction.predictionId, prediction.outcomes[0]!.outcomeId, 100);
    expect(await balanceOf(fan)).toBe(DAILY_GRANT - 100);
    const voided = (await dev({ action: 'void', predictionId: prediction.predictionId })).prediction;
    expect(voided).toMatchObject({ status: 'void', voidReason: 'host' });
    expect(await balanceOf(fan)).toBe(DAILY_GRANT);
    const mine = (await roomOf(fan)).predictions.find((item) => item.predictionId === prediction.predictionId)!.myVote;
    expect(mine!.payout).toBe(100);
    expect(await ok(PredictionCalls.record, { uid: fan.uid })).toMatchObject({ picks: 0 });
  });

  it('lists on GET /__dev/predictions the watched rooms’ predictions and the points granted and held', async () => {
    clock = START + 35 * 60_000;
    const prediction = await openExact(60_000);
    type Listing = {
      rooms: { roomId: number; predictions: PublicPrediction[] }[];
      points: { granted: number; held: number };
    };
    const listing = () => devCall<Listing>(server().url, 'GET', DevCalls.predictions);
    const fan = await login('list-fan');
    const before = await listing();
    const listed = before.rooms.find((item) => item.roomId === room.roomId)!.predictions;
    expect(listed.find((item) => item.predictionId === prediction.predictionId)).toMatchObject({
      status: 'open',
      lockAt: prediction.lockAt,
    });
    // The listing is the public view: no fan's vote in it.
    expect(listed.every((item) => !('myVote' in item))).toBe(true);
    // The server's clock stands still: no viewer of the crowd votes between the listings.
    await vote(fan, prediction.predictionId, prediction.outcomes[0]!.outcomeId, 100);
    const voted = await listing();
    expect(voted.points).toEqual({ granted: before.points.granted + DAILY_GRANT, held: before.points.held + 100 });
    const voided = (await dev({ action: 'void', predictionId: prediction.predictionId })).prediction;
    expect((await listing()).points).toEqual({
      granted: voted.points.granted,
      held: voted.points.held - voided.totalStake,
    });
  });

  it('decides 下一个进球 from the match: a goal after the lock, paid after closeAt', async () => {
    clock = START + 40 * 60_000;
    const world = server().world();
    server().simulator().advanceTo(clock);
    // The simulation held the loop for seconds: the keep-alive sockets it left idle are closed
    // first (else the next call may go out on one as it closes: ECONNRESET).
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A room whose match has a quarter of an hour of its half left: room for the question.
    const goalRoom = playingRooms(server()).football.find((context) => {
      const match = context.match as FootballMatch;
      return footballLock(ensureFootballScript(world, match), match.matchDate, clock, clock + 15 * 60_000) !== null;
    })!;
    // The world's 下一个进球: its lock on a whole minute of the match clock, its deadline ten minutes on.
    const opened = await devCall<{ prediction: PublicPrediction }>(server().url, 'POST', DevCalls.predictions, {
      roomId: goalRoom.roomId,
      action: 'open',
      kind: 'next-goal',
    });
    expect(opened.prediction.question).toMatch(/^下一个进球？（\d{2}:00 至 \d{2}:00）$/);
    const fan = await login('goal-fan');
    await vote(fan, opened.prediction.predictionId, 1, 100);
    clock = opened.prediction.lockAt + 1000;
    const goalRoomOf = async (session?: SessionInfo) =>
      (await ok(PredictionCalls.room, { roomId: goalRoom.roomId }, session)) as RoomPredictions;
    await goalRoomOf();
    const goal = await fetch(`${server().url}${DevCalls.scoreGoal}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId: goalRoom.match!.id, side: 'home' }),
    });
    expect(goal.status).toBe(200);
    await goalRoomOf();
    const waiting = (await goalRoomOf()).predictions.find(
      (item) => item.predictionId === opened.prediction.predictionId,
    )!;
    expect(waiting.status).toBe('locked');
    clock = opened.prediction.closeAt;
    const settled = (await goalRoomOf(fan)).predictions.find(
      (item) => item.predictionId === opened.prediction.predictionId,
    )!;
    expect(settled).toMatchObject({ status: 'settled', winningOutcomeId: 1 });
    expect(settled.decidedAt).toBeGreaterThan(opened.prediction.lockAt);
    expect(settled.myVote!.payout).toBeGreaterThanOrEqual(100);
    expect(await balanceOf(fan)).toBe(DAILY_GRANT - 100 + settled.myVote!.payout!);
  });

  it('pushes the prediction as it opens and settles, and the split at most once a second', async () => {
    clock = START + 50 * 60_000;
    const socket = await RawPushSocket.open(pushUrl(server()));
    try {
      const channel = PredictionsPush.room(room.roomId);
      socket.send({ cmd: 'subscribe', channels: [channel] });
      await socket.next('subscribed');
      const prediction = await openExact(120_000);
      await socket.next(
        'message',
        (message) =>
          message.name === 'prediction' &&
          (message.payload as PublicPrediction).predictionId === prediction.predictionId,
      );
      const fans = await Promise.all(Array.from({ length: 30 }, (_, index) => login(`split-${index}`)));
      const started = Date.now();
      for (const fan of fans) await vote(fan, prediction.predictionId, prediction.outcomes[0]!.outcomeId, 10);
      const elapsed = Date.now() - started;
      const splits = () =>
        socket.received.filter(
          (message) =>
            message.type === 'message' &&
            message.name === 'split' &&
            (message.payload as { predictionId: number }).predictionId === prediction.predictionId,
        );
      await waitFor(
        () =>
          splits().some(
            (message) => message.type === 'message' && (message.payload as { voters: number }).voters >= 30,
          ),
        'the split of every vote',
        5000,
      );
      // The first at once, then at most one a second.
      expect(splits().length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 2);
      await dev({ action: 'void', predictionId: prediction.predictionId });
      await socket.next(
        'message',
        (message) => message.name === 'prediction' && (message.payload as PublicPrediction).status === 'void',
      );
    } finally {
      await socket.close();
    }
  });
});
