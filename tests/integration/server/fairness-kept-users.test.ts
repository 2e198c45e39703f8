/**
 * What the server keeps per user (answers and sends for replay, the chat reports, the 竞猜 积分 and
 * records, the names chat lines are sent under) is kept for a bounded number of users, shared fairly by the addresses they call from
 * (expiring-map.ts): a greedy client logging in name after name on its address forgets only its
 * own users', and a victim's retry on another address still acts once, its points stay its own.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { GoldAccountCalls, GoldMallCalls } from '../../../src/contracts/gold-mall';
import {
  DAILY_GRANT,
  PredictionCalls,
  type PublicPrediction,
  type RoomPredictions,
} from '../../../src/contracts/predictions';
import { parseChatHistory, RoomCrowdCalls } from '../../../src/contracts/room-crowd';
import { GOLD_MALL_ITEMS } from '../../../shell-demo/server/routes/gold-mall';
import { devCrowd, meetConditions, playingRooms, START } from './room-crowd-support';
import { serverCalls } from './server-calls';
import { devCall } from './signed-client';
import { suiteServer } from './suite-server';

let clock = START;
const usersKept = { perHolder: 4, total: 6 };
const server = suiteServer(() => clock, { usersKept });
beforeAll(() => void server().world(), 60_000);
const greedy = serverCalls(server, () => clock, '127.0.0.2');
const victim = serverCalls(server, () => clock, '127.0.0.3');
const gift = GOLD_MALL_ITEMS[0]!;

it("one address's users filling every user the server keeps answers for leave another address's user's answer kept: its retry exchanges once", async () => {
  const buyer = await victim.login('kept-victim');
  const exchange = { itemId: gift.id, idempotencyKey: 'victim-exchange-0001' };
  const first = await victim.ok(GoldMallCalls.exchange, exchange, buyer);

  for (let index = 0; index < usersKept.total * 3; index += 1) {
    const flooder = await greedy.login(`kept-flood-${index}`);
    await greedy.ok(
      GoldMallCalls.exchange,
      { itemId: gift.id, idempotencyKey: `flood-exchange-${String(index).padStart(4, '0')}` },
      flooder,
    );
  }

  // The retry answers the first answer, and the gold moved once.
  expect(await victim.ok(GoldMallCalls.exchange, exchange, buyer)).toEqual(first);
  expect(await victim.ok(GoldAccountCalls.goldDailyLimit, {}, buyer)).toMatchObject({ used: gift.price });
});

it("one address's users filling every sender the server keeps sends for leave another address's sender's kept: its resend posts nothing new", async () => {
  const roomId = playingRooms(server()).football[0]!.roomId;
  // A silent crowd: the victim's line stays among the newest.
  await devCrowd(server(), { roomId, rate: 0 });
  const sender = await victim.login('resend-victim');
  const message = { roomId, text: '先发一条', clientMsgId: 'victim-resend-0001' };
  const first = await victim.send(RoomCrowdCalls.send, message, sender);
  expect(first.status).toBe(200);

  for (let index = 0; index < usersKept.total * 3; index += 1) {
    // One line a second: under the room's flood limit.
    clock += 1000;
    const flooder = await greedy.login(`resend-flood-${index}`);
    await greedy.ok(RoomCrowdCalls.send, { roomId, text: `刷${index}`, clientMsgId: `flood-resend-${index}` }, flooder);
  }

  expect((await victim.send(RoomCrowdCalls.send, message, sender)).envelope).toEqual(first.envelope);
  const lines = parseChatHistory(await victim.ok(RoomCrowdCalls.history, { roomId })).lines;
  expect(lines.filter((line) => line.clientMsgId === message.clientMsgId)).toHaveLength(1);
});

it("one address's users filling every fan the server keeps leave another address's fan's 积分 and 竞猜 record its own", async () => {
  const roomId = playingRooms(server()).football[1]!.roomId;
  const dev = (body: Record<string, unknown>) =>
    devCall<{ prediction: PublicPrediction }>(server().url, 'POST', DevCalls.predictions, { roomId, ...body });
  const fan = await victim.login('points-victim');
  const { predictionId, outcomes } = (await dev({ action: 'open', windowMs: 60_000 })).prediction;
  const [won, lost] = outcomes.map((outcome) => outcome.outcomeId);
  const stake = 100;
  await victim.ok(PredictionCalls.vote, { predictionId, outcomeId: won, stake, delayMs: 0 }, fan);

  // The greedy address's fans vote too: each an account, then a record, of their own.
  for (let index = 0; index < usersKept.total * 3; index += 1) {
    const flooder = await greedy.login(`points-flood-${index}`);
    await greedy.ok(PredictionCalls.vote, { predictionId, outcomeId: lost, stake: 1, delayMs: 0 }, flooder);
  }
  await dev({ action: 'settle', predictionId, outcomeId: won });

  const room = (await victim.ok(PredictionCalls.room, { roomId }, fan)) as RoomPredictions;
  const payout = room.predictions.find((item) => item.predictionId === predictionId)!.myVote!.payout!;
  expect(payout).toBeGreaterThan(stake);
  // The day's one grant, the stake taken once and the payout given once.
  expect(room.points!.balance).toBe(DAILY_GRANT - stake + payout);
  expect(await victim.ok(PredictionCalls.record, { uid: fan.uid })).toMatchObject({ picks: 1, hits: 1 });
});

it("one address's users filling every chatter the server keeps names for leave another address's winner named in the draw's line", async () => {
  const roomId = playingRooms(server()).lottery[0]!.roomId;
  await devCrowd(server(), { roomId, rate: 0 });
  const lottery = (await devCrowd(server(), { roomId, lottery: 'open' })).lottery!;
  clock += 3_000;
  const winner = await victim.login('named-victim');
  await meetConditions(victim, lottery, winner);
  await victim.ok(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId }, winner);

  for (let index = 0; index < usersKept.total * 3; index += 1) {
    clock += 1000;
    const flooder = await greedy.login(`named-flood-${index}`);
    await greedy.ok(RoomCrowdCalls.send, { roomId, text: `抢${index}`, clientMsgId: `named-flood-${index}` }, flooder);
  }
  await devCrowd(server(), { roomId, lottery: 'draw', winners: [winner.uid] });

  const lines = parseChatHistory(await victim.ok(RoomCrowdCalls.history, { roomId })).lines;
  const draw = lines.find((line) => line.kind === 'lottery-draw' && line.lotteryId === lottery.lotteryId);
  expect(draw!.text).toMatch(/^红包开奖：恭喜 named-victim[、 ]/);
});

it("a greedy address's user whose 积分 its own flood of users forgot gets no second grant that day; the victim's balance is its own", async () => {
  const roomId = playingRooms(server()).football[2]!.roomId;
  const balanceOf = async (calls: typeof greedy, fan: Awaited<ReturnType<typeof greedy.login>>) =>
    ((await calls.ok(PredictionCalls.room, { roomId }, fan)) as RoomPredictions).points!.balance;
  const { predictionId, outcomes } = (
    await devCall<{ prediction: PublicPrediction }>(server().url, 'POST', DevCalls.predictions, {
      roomId,
      action: 'open',
      windowMs: 60_000,
    })
  ).prediction;
  const spender = await greedy.login('grant-spender');
  const fan = await victim.login('grant-victim');
  await greedy.ok(
    PredictionCalls.vote,
    { predictionId, outcomeId: outcomes[0]!.outcomeId, stake: DAILY_GRANT, delayMs: 0 },
    spender,
  );
  await victim.ok(
    PredictionCalls.vote,
    { predictionId, outcomeId: outcomes[1]!.outcomeId, stake: 100, delayMs: 0 },
    fan,
  );

  // The greedy address's next users push its spender's account out of what the server keeps.
  for (let index = 0; index < usersKept.total * 2; index += 1) {
    expect(await balanceOf(greedy, await greedy.login(`grant-flood-${index}`))).toBe(DAILY_GRANT);
  }
  const again = await greedy.login('grant-spender');
  expect(await balanceOf(greedy, again)).toBe(0);
  expect(await balanceOf(victim, fan)).toBe(DAILY_GRANT - 100);
});
