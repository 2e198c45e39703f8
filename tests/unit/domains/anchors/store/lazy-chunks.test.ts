/**
 * The anchors store's chunks that load after the first screen — the user's follows and the
 * moments' calls — when their code cannot load: the user is told (a tap) or the feed shows its
 * error state, nothing is lost, and the next call asks for the code again.
 */
import * as followApi from '@src/domains/match/api/follow-api';
import * as momentsApi from '@src/domains/anchors/api/anchors-moments-api';
import { LIKE_BATCH_MS } from '@src/domains/anchors/store/moments-actions';
import { uiCopy } from '@src/ui/copy';
import { moment } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';
import { shownToasts } from '@tests/support/app-world';

let mockChunksFail = true;
jest.mock('@src/domains/match/store/subscriptions-actions', () => {
  if (mockChunksFail) throw new Error('chunk failed');
  return jest.requireActual('@src/domains/match/store/subscriptions-actions');
});
jest.mock('@src/domains/anchors/store/moment-calls', () => {
  if (mockChunksFail) throw new Error('chunk failed');
  return jest.requireActual('@src/domains/anchors/store/moment-calls');
});
jest.mock('@src/domains/match/api/follow-api');
jest.mock('@src/domains/anchors/api/anchors-moments-api');
const follows = jest.mocked(followApi);
const moments = jest.mocked(momentsApi);

beforeEach(() => {
  mockChunksFail = true;
  setUpAnchorsWorld({ loggedIn: true });
  follows.subscribe.mockResolvedValue(undefined);
  follows.fetchSubscriptionInfo.mockResolvedValue({ subscribeHostId: [7], subscribeMatchId: [] });
});

it('a follow whose code cannot load says so, sends nothing, and the next tap asks again', async () => {
  await expect(anchors().follow({ subscribeHostId: 7 })).resolves.toBe(false);
  expect(shownToasts()).toEqual([['fail', uiCopy.loadFailedHint]]);
  expect(follows.subscribe).not.toHaveBeenCalled();
  // A refresh of the follows fails quietly, as a failed refresh does.
  await expect(anchors().refreshSubscriptions()).resolves.toBeUndefined();
  expect(anchors().subscriptions.status).toBe('idle');

  mockChunksFail = false;
  await expect(anchors().follow({ subscribeHostId: 7 })).resolves.toBe(true);
  expect(follows.subscribe).toHaveBeenCalledWith({ subscribeHostId: 7 }, { loading: true });
});

// One test: once the moments' code has loaded, it stays loaded for the file's other tests.
it("the moments' calls without their code: the feed shows its error state, taps stay counted and the user is told; then both go through", async () => {
  await anchors().loadMoments('streamer:7');
  expect(anchors().moments['streamer:7']?.status).toBe('failed');
  expect(moments.fetchMoments).not.toHaveBeenCalled();

  anchors().receiveHomeMoments(1, [moment({ id: 1, likeCount: 10 })]);
  jest.useFakeTimers();
  try {
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(shownToasts()).toEqual([['fail', uiCopy.loadFailedHint]]);
    expect(anchors().pendingLikes).toEqual({ 1: 1 });
    expect(anchors().moments.home?.list[0]?.likeCount).toBe(11);

    mockChunksFail = false;
    moments.submitMomentLikes.mockResolvedValue({ momentId: 1, count: 12 });
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(moments.submitMomentLikes).toHaveBeenCalledWith(1, 2, { silent: true });
    expect(anchors().pendingLikes).toEqual({});
    expect(anchors().moments.home?.list[0]?.likeCount).toBe(12);
  } finally {
    jest.useRealTimers();
  }

  moments.fetchMoments.mockResolvedValue({
    list: [moment({ id: 1 })],
    page: 1,
    size: 10,
    momentSort: 1,
    total: 1,
    isLastPage: true,
  });
  await anchors().loadMoments('streamer:7');
  expect(anchors().moments['streamer:7']?.list.map((item) => item.id)).toEqual([1]);
});
