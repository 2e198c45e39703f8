/**
 * The anchors store's chunk that loads after the first screen — the moments' calls — when its
 * code cannot load: the feed shows its error state, taps are not lost and the user is told, and
 * the next call asks for the code again. (The follows' chunk: match/store/follows-store.test.ts.)
 */
import * as momentsApi from '@src/domains/anchors/api/anchors-moments-api';
import { LIKE_BATCH_MS } from '@src/domains/anchors/store/moments-actions';
import { uiCopy } from '@src/ui/copy';
import { moment } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';
import { shownToasts } from '@tests/support/app-world';

let mockChunksFail = true;
jest.mock('@src/domains/anchors/store/moment-calls', () => {
  if (mockChunksFail) throw new Error('chunk failed');
  return jest.requireActual('@src/domains/anchors/store/moment-calls');
});
jest.mock('@src/domains/anchors/api/anchors-moments-api');
const moments = jest.mocked(momentsApi.anchorMomentsApi);

beforeEach(() => {
  mockChunksFail = true;
  setUpAnchorsWorld({ loggedIn: true });
});

// One test: once the moments' code has loaded, it stays loaded for the file's other tests.
it("the moments' calls without their code: the feed shows its error state, taps stay counted and the user is told; then both go through", async () => {
  await anchors().loadMoments('streamer:7');
  expect(anchors().moments['streamer:7']?.status).toBe('failed');
  expect(moments.hostMoments).not.toHaveBeenCalled();

  anchors().receiveHomeMoments(1, [moment({ id: 1, likeCount: 10 })]);
  jest.useFakeTimers();
  try {
    // Taps dropped by a logout before their batch: nothing to send, nothing to tell.
    anchors().likeMoment(1);
    anchors().clearUserData();
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(shownToasts()).toEqual([]);

    anchors().receiveHomeMoments(1, [moment({ id: 1, likeCount: 10 })]);
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(shownToasts()).toEqual([['fail', uiCopy.loadFailedHint]]);
    expect(anchors().pendingLikes).toEqual({ 1: 1 });
    expect(anchors().moments.home?.list[0]?.likeCount).toBe(11);

    mockChunksFail = false;
    moments.likeMoment.mockResolvedValue({ momentId: 1, count: 12 });
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(moments.likeMoment).toHaveBeenCalledWith({ momentId: 1, count: 2 }, { silent: true });
    expect(anchors().pendingLikes).toEqual({});
    expect(anchors().moments.home?.list[0]?.likeCount).toBe(12);
  } finally {
    jest.useRealTimers();
  }

  moments.hostMoments.mockResolvedValue({
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
