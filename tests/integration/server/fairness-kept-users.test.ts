/**
 * What the server keeps per user for replay (kept-answers.ts, chat-sends.ts, the chat reports) is
 * kept for a bounded number of users, shared fairly by the addresses they call from
 * (expiring-map.ts): a greedy client logging in name after name on its address forgets only its
 * own users' answers, and a victim's retry on another address still acts once.
 */
import { GoldMallCalls } from '../../../src/contracts/gold-mall';
import { parseChatHistory, RoomCrowdCalls } from '../../../src/contracts/room-crowd';
import { SystemCalls } from '../../../src/contracts/system';
import { GOLD_MALL_ITEMS } from '../../../shell-demo/server/routes/gold-mall';
import { devCrowd, playingRooms, START } from './room-crowd-support';
import { serverCalls } from './server-calls';
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
    await greedy.ok(GoldMallCalls.exchange, { itemId: gift.id, idempotencyKey: `flood-exchange-${String(index).padStart(4, '0')}` }, flooder);
  }

  // The retry answers the first answer, and the gold moved once.
  expect(await victim.ok(GoldMallCalls.exchange, exchange, buyer)).toEqual(first);
  expect(await victim.ok(SystemCalls.goldDailyLimit, {}, buyer)).toMatchObject({ used: gift.price });
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
