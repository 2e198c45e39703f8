/**
 * What the tips calls keep per user (news-state.ts) is a user's own acts: a follow, a like, a
 * purchase stays while the server runs; reading, or taking back what was never there, keeps
 * nothing, so names that only log in and look cost no memory.
 */
import { NewsState, setMembership } from '@shell-demo/server/routes/news-state';

const keptOf = (state: NewsState) =>
  state as unknown as { follows: Map<string, Set<number>>; purchases: Map<string, unknown> };

it('puts an item in or out of a user’s set, says whether that changed it, and drops the set with its last item', () => {
  const sets = new Map<string, Set<number>>();
  expect(setMembership(sets, 'u1', 7, false)).toBe(false);
  expect(sets.size).toBe(0);
  expect(setMembership(sets, 'u1', 7, true)).toBe(true);
  expect(setMembership(sets, 'u1', 7, true)).toBe(false);
  expect(setMembership(sets, 'u1', 8, true)).toBe(true);
  expect(setMembership(sets, 'u1', 7, false)).toBe(true);
  expect([...sets.get('u1')!]).toEqual([8]);
  expect(setMembership(sets, 'u1', 8, false)).toBe(true);
  expect(sets.size).toBe(0);
});

it('keeps nothing for users who only read or take back, and every follow and purchase made', () => {
  const state = new NewsState();
  for (let index = 0; index < 20; index += 1) {
    const uid = `look${index}`;
    expect(state.purchasesOf(uid).size).toBe(0);
    expect(state.boughtTipIds(uid)).toEqual([]);
    expect(state.followedBy(uid)).toEqual([]);
    state.setFollowing(uid, 3, false);
  }
  expect(keptOf(state).follows.size).toBe(0);
  expect(keptOf(state).purchases.size).toBe(0);
  expect(state.followerCount(3, 10)).toBe(10);

  state.setFollowing('fan', 3, true);
  state.addPurchase('fan', 42, { payTime: 1, price: 28, refunded: false });
  expect(state.followedBy('fan')).toEqual([3]);
  expect(state.followerCount(3, 10)).toBe(11);
  expect(state.purchase('fan', 42)).toEqual({ payTime: 1, price: 28, refunded: false });
  state.setFollowing('fan', 3, false);
  expect(state.followerCount(3, 10)).toBe(10);
  expect(keptOf(state).follows.size).toBe(0);
});
