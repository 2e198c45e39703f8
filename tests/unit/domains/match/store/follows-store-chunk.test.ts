/**
 * The follows' chunk (subscriptions-actions.ts) while it loads: a visitor's logout never asks for
 * it, and a tap whose user logs out before the chunk arrives lands nowhere.
 */
import * as followApi from '@src/domains/match/api/follow-api';
import { useFollowsStore } from '@src/domains/match/store/follows-store';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';

const mockChunkLoads = jest.fn();
jest.mock('@src/domains/match/store/subscriptions-actions', () => {
  mockChunkLoads();
  return jest.requireActual('@src/domains/match/store/subscriptions-actions');
});
// Every follow is accepted and the user follows streamer 7.
jest.mock('@src/domains/match/api/follow-api', () => ({
  followApi: {
    subscribe: jest.fn(async () => null),
    unsubscribe: jest.fn(async () => null),
    subscribeInfo: jest.fn(async () => ({ subscribeHostId: [7], subscribeMatchId: [] })),
  },
}));
const { subscribe } = jest.mocked(followApi.followApi);

beforeEach(() => setUpAppWorld({ loggedIn: true }));

// In this order: the chunk loads once per test file.
it('a logout before any follow was asked for loads no follows code', async () => {
  useFollowsStore.getState().clearUserData();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockChunkLoads).not.toHaveBeenCalled();
});

it('a tap whose user logs out while the follows code arrives sends nothing and says nothing', async () => {
  const tapped = useFollowsStore.getState().follow({ subscribeHostId: 7 });
  useFollowsStore.getState().clearUserData();
  await expect(tapped).resolves.toBe(false);
  expect(mockChunkLoads).toHaveBeenCalledTimes(1);
  expect(subscribe).not.toHaveBeenCalled();
  expect(shownToasts()).toEqual([]);
});
