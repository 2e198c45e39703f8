/**
 * The follows' chunk (subscriptions-actions.ts) loads at the first refresh after login or the
 * first tap on a follow button; when its code cannot load, a tap is told so and sends nothing, a
 * refresh fails quietly, and the next call asks for the code again.
 */
import * as followApi from '@src/domains/match/api/follow-api';
import { useFollowsStore } from '@src/domains/match/store/follows-store';
import { uiCopy } from '@src/ui/copy';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';

let mockChunkFails = true;
jest.mock('@src/domains/match/store/subscriptions-actions', () => {
  if (mockChunkFails) throw new Error('chunk failed');
  return jest.requireActual('@src/domains/match/store/subscriptions-actions');
});
jest.mock('@src/domains/match/api/follow-api');
const follows = jest.mocked(followApi.followApi);
const store = () => useFollowsStore.getState();

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  follows.subscribe.mockResolvedValue(null);
  follows.subscribeInfo.mockResolvedValue({ subscribeHostId: [7], subscribeMatchId: [] });
});

it('a follow whose code cannot load says so, sends nothing, and the next tap asks again', async () => {
  await expect(store().follow({ subscribeHostId: 7 })).resolves.toBe(false);
  expect(shownToasts()).toEqual([['fail', uiCopy.loadFailedHint]]);
  expect(follows.subscribe).not.toHaveBeenCalled();
  // A refresh of the follows fails quietly, as a failed refresh does.
  await expect(store().refreshSubscriptions()).resolves.toBeUndefined();
  expect(store().subscriptions.status).toBe('idle');

  mockChunkFails = false;
  await expect(store().follow({ subscribeHostId: 7 })).resolves.toBe(true);
  expect(follows.subscribe).toHaveBeenCalledWith({ subscribeHostId: 7 }, { loading: true });
});
