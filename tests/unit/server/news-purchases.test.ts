/**
 * The refund of a bought 不中退 tip that missed (routes/news-purchases.ts): its share of the price,
 * floored, paid in once when the account is next read. On a server context of hand-made tips:
 * neither the world nor HTTP is needed.
 */
import { DemoUser } from '@src/contracts/dev-server';
import { Router } from '@shell-demo/server/router';
import { demoProfileOf } from '@shell-demo/server/demo-profiles';
import { goldAccountsOf } from '@shell-demo/server/routes/gold-accounts';
import { registerPurchaseCalls } from '@shell-demo/server/routes/news-purchases';
import { NewsState } from '@shell-demo/server/routes/news-state';
import type { ServerContext } from '@shell-demo/server/server-context';
import type { TipMessage } from '@shell-demo/server/world/people/people-types';

const T0 = Date.UTC(2026, 10, 21, 12);
const buyer = { token: 't1', uid: 'u1', username: DemoUser.normal };
const initialGold = demoProfileOf(DemoUser.normal, T0).initialGold;

type HandMadeTip = Pick<TipMessage, 'id' | 'openBackGold' | 'returnGoldPercentage' | 'result'>;

/** The purchase calls over `tips`, with the buyer's purchases (tip id → price). */
function refundsOver(tips: HandMadeTip[], bought: Record<number, number>) {
  const world = jest.fn(() => ({ tips: new Map(tips.map((tip) => [tip.id, tip])) }));
  const server = { now: () => T0, world } as unknown as ServerContext;
  const state = new NewsState();
  registerPurchaseCalls(new Router(), server, state);
  for (const [tipId, price] of Object.entries(bought)) {
    state.addPurchase(buyer.uid, Number(tipId), { payTime: T0, price, refunded: false });
  }
  return { world, state, gold: goldAccountsOf(server) };
}

it('a user who bought nothing has nothing due: reading the account does not read the world', () => {
  const { world, gold } = refundsOver([], {});
  expect(gold.of(buyer).balance).toBe(initialGold);
  expect(world).not.toHaveBeenCalled();
});

it('a missed 不中退 tip pays back its share of the price, floored, once', () => {
  const { gold, state } = refundsOver(
    [
      { id: 1, openBackGold: 1, returnGoldPercentage: 50, result: 'lose' },
      { id: 2, openBackGold: 1, returnGoldPercentage: 100, result: 'loseHalf' },
    ],
    { 1: 35, 2: 28 },
  );
  // 50 % of 35 is 17.5: 17.
  expect(gold.of(buyer).balance).toBe(initialGold + 17 + 28);
  expect(gold.of(buyer).balance).toBe(initialGold + 17 + 28);
  expect([...state.purchasesOf(buyer.uid).values()].every((purchase) => purchase.refunded)).toBe(true);
});

it('nothing comes back for a tip that won, is still waiting, is not 不中退, or is not in the world', () => {
  const { gold } = refundsOver(
    [
      { id: 1, openBackGold: 1, returnGoldPercentage: 100, result: 'win' },
      { id: 2, openBackGold: 1, returnGoldPercentage: 100, result: 'waiting' },
      { id: 3, openBackGold: 0, returnGoldPercentage: 100, result: 'lose' },
    ],
    { 1: 18, 2: 28, 3: 38, 4: 58 },
  );
  expect(gold.of(buyer).balance).toBe(initialGold);
});
