/**
 * What the server keeps per user for replay (kept-answers.ts, chat-sends.ts, the chat reports) is
 * kept for a bounded number of users, shared fairly by the addresses they call from
 * (expiring-map.ts): a greedy client logging in name after name on its address forgets only its
 * own users' answers, and a victim's retry on another address still acts once.
 */
import { GoldMallCalls } from '../../../src/contracts/gold-mall';
import { SystemCalls } from '../../../src/contracts/system';
import { GOLD_MALL_ITEMS } from '../../../shell-demo/server/routes/gold-mall';
import { serverCalls } from './server-calls';
import { suiteServer } from './suite-server';

const clock = Date.UTC(2026, 10, 21, 12);
const usersKept = { perHolder: 4, total: 6 };
const server = suiteServer(() => clock, { usersKept });
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
