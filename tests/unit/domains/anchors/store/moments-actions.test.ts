import type { MomentPage } from '@src/contracts/anchors-moments';
import * as api from '@src/domains/anchors/api/anchors-moments-api';
import { MOMENT_LIKES_PER_CALL } from '@src/contracts/anchors';
import { LIKE_BATCH_MS } from '@src/domains/anchors/store/moments-actions';
import { anchorsSelectors } from '@src/domains/anchors/store/selectors';
import { moment } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';
import { apiError, deferred, networkError } from '@tests/support/app-world';
import { HttpError } from '@src/platform/http/http-error';

jest.mock('@src/domains/anchors/api/anchors-moments-api');
const mocked = jest.mocked(api.anchorMomentsApi);

const page = (ids: number[], overrides: Partial<MomentPage> = {}): MomentPage => ({
  list: ids.map((id) => moment({ id, likeCount: 10 })),
  page: 1,
  size: 10,
  momentSort: 1,
  total: 100,
  isLastPage: false,
  ...overrides,
});
const ids = (key: 'home' | `streamer:${number}`) =>
  anchorsSelectors
    .momentFeed(key)(anchors())
    .list.map((item) => item.id);

beforeEach(() => setUpAnchorsWorld());

describe('moment pages (page 1 replaces, later pages append)', () => {
  it("loads a host's page 1, appends page 2, and replaces on a new page 1", async () => {
    mocked.hostMoments.mockResolvedValueOnce(page([1, 2]));
    await anchors().loadMoments('streamer:7');
    expect(mocked.hostMoments).toHaveBeenLastCalledWith(
      { hostId: 7, size: 10, page: 1, momentSort: 1 },
      { silent: true },
    );
    mocked.hostMoments.mockResolvedValueOnce(page([2, 3], { page: 2 }));
    await anchors().loadMoreMoments('streamer:7');
    expect(mocked.hostMoments).toHaveBeenLastCalledWith(
      { hostId: 7, size: 10, page: 2, momentSort: 1 },
      { silent: true },
    );
    // Moment 2 moved between the pages: listed once.
    expect(ids('streamer:7')).toEqual([1, 2, 3]);
    mocked.hostMoments.mockResolvedValueOnce(page([4]));
    await anchors().loadMoments('streamer:7');
    expect(ids('streamer:7')).toEqual([4]);
  });

  it("asks the home feed for every host's moments, 20 a page", async () => {
    mocked.hostMoments.mockResolvedValueOnce(page([1]));
    await anchors().loadMoments('home');
    expect(mocked.hostMoments).toHaveBeenLastCalledWith({ size: 20, page: 1, momentSort: 1 }, { silent: true });
  });

  it('stops at the last page', async () => {
    mocked.hostMoments.mockResolvedValueOnce(page([1], { isLastPage: true }));
    await anchors().loadMoments('streamer:7');
    await anchors().loadMoreMoments('streamer:7');
    expect(mocked.hostMoments).toHaveBeenCalledTimes(1);
  });

  it('a new sort starts again from page 1 in that order; the answer of the old sort is dropped', async () => {
    mocked.hostMoments.mockResolvedValueOnce(page([1, 2]));
    await anchors().loadMoments('streamer:7');
    const old = deferred<MomentPage>();
    mocked.hostMoments.mockReturnValueOnce(old.promise);
    const more = anchors().loadMoreMoments('streamer:7');
    mocked.hostMoments.mockResolvedValueOnce(page([9, 8], { momentSort: 2 }));
    await anchors().setMomentSort('streamer:7', 2);
    old.resolve(page([3], { page: 2 }));
    await more;
    expect(ids('streamer:7')).toEqual([9, 8]);
    expect(anchorsSelectors.momentFeed('streamer:7')(anchors()).query).toBe(2);
    expect(mocked.hostMoments).toHaveBeenLastCalledWith(
      { hostId: 7, size: 10, page: 1, momentSort: 2 },
      { silent: true },
    );
  });

  it('a failed next page keeps the list and offers a retry; a failed first page is an error state', async () => {
    mocked.hostMoments.mockRejectedValueOnce(networkError());
    await anchors().loadMoments('streamer:7');
    expect(anchorsSelectors.momentFeed('streamer:7')(anchors()).status).toBe('failed');
    mocked.hostMoments.mockResolvedValueOnce(page([1]));
    await anchors().loadMoments('streamer:7');
    mocked.hostMoments.mockRejectedValueOnce(networkError());
    await anchors().loadMoreMoments('streamer:7');
    expect(anchorsSelectors.momentFeed('streamer:7')(anchors())).toMatchObject({
      status: 'ready',
      moreFailed: true,
      loadingMore: false,
      page: 1,
    });
    expect(ids('streamer:7')).toEqual([1]);
  });
});

describe("the home feed's first page, brought by the anchor list", () => {
  const moments = (count: number) => Array.from({ length: count }, (_, index) => moment({ id: index + 1 }));

  it('a full page of 20 may have more: the next page is asked for; a shorter one is the last', async () => {
    anchors().receiveHomeMoments(1, moments(20));
    mocked.hostMoments.mockResolvedValueOnce(page([21], { page: 2, isLastPage: true }));
    await anchors().loadMoreMoments('home');
    expect(mocked.hostMoments).toHaveBeenCalledWith({ size: 20, page: 2, momentSort: 1 }, { silent: true });

    setUpAnchorsWorld();
    mocked.hostMoments.mockClear();
    anchors().receiveHomeMoments(1, moments(19));
    await anchors().loadMoreMoments('home');
    expect(mocked.hostMoments).not.toHaveBeenCalled();
  });
});

describe('likes (batched)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function withMoment() {
    mocked.hostMoments.mockResolvedValue(page([1, 2]));
    await anchors().loadMoments('streamer:7');
    await anchors().loadMoments('home');
  }
  /** One tap on moment 1, its batch sent: the call's answer waits for `answer.resolve`. */
  async function tapSentWithAnswerHeld() {
    await withMoment();
    const answer = deferred<{ momentId: number; count: number }>();
    mocked.likeMoment.mockReturnValueOnce(answer.promise);
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    return answer;
  }
  /** After a reset, a tap on the list loaded again goes out with its own batch. */
  async function expectTapSentAfterReset(id: number) {
    await withMoment();
    mocked.likeMoment.mockResolvedValueOnce({ momentId: id, count: 11 });
    anchors().likeMoment(id);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment).toHaveBeenLastCalledWith({ momentId: id, count: 1 }, { silent: true });
  }
  const likes = (key: 'home' | 'streamer:7', id: number) =>
    anchorsSelectors
      .momentFeed(key)(anchors())
      .list.find((item) => item.id === id)?.likeCount;

  it('counts taps at once in every list, and sends them as one call per moment after the batch window', async () => {
    await withMoment();
    mocked.likeMoment.mockImplementation(async ({ momentId, count }) => ({ momentId, count: 10 + count }));
    anchors().likeMoment(1);
    anchors().likeMoment(1);
    anchors().likeMoment(1);
    anchors().likeMoment(2);
    expect(likes('streamer:7', 1)).toBe(13);
    expect(likes('home', 1)).toBe(13);
    expect(mocked.likeMoment).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment.mock.calls.map(([{ momentId, count }]) => [momentId, count])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(likes('streamer:7', 1)).toBe(13);
    expect(anchors().pendingLikes).toEqual({});
  });

  it('a tap leaves the lists without that moment as they were (their rows do not re-render)', async () => {
    await withMoment();
    mocked.hostMoments.mockResolvedValueOnce(page([3]));
    await anchors().loadMoments('streamer:8');
    const other = anchors().moments['streamer:8'];
    anchors().likeMoment(1);
    expect(anchors().moments['streamer:8']).toBe(other);
  });

  it("shows the server's total plus the taps made while the call was on its way", async () => {
    const answer = await tapSentWithAnswerHeld();
    anchors().likeMoment(1);
    anchors().likeMoment(1);
    answer.resolve({ momentId: 1, count: 50 });
    await jest.advanceTimersByTimeAsync(0);
    expect(likes('home', 1)).toBe(52);
    mocked.likeMoment.mockResolvedValueOnce({ momentId: 1, count: 52 });
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment).toHaveBeenLastCalledWith({ momentId: 1, count: 2 }, { silent: true });
    expect(likes('home', 1)).toBe(52);
  });

  it('sends many taps in chunks the server accepts, and ends at its total', async () => {
    await withMoment();
    let total = 10;
    mocked.likeMoment.mockImplementation(async ({ momentId, count }) => ({ momentId, count: (total += count) }));
    for (let tap = 0; tap < 250; tap += 1) anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment.mock.calls.map(([{ count }]) => count)).toEqual([
      MOMENT_LIKES_PER_CALL,
      MOMENT_LIKES_PER_CALL,
      50,
    ]);
    expect(likes('home', 1)).toBe(260);
  });

  it('stops at a business error: the refused taps are taken back and not sent again', async () => {
    await withMoment();
    mocked.likeMoment.mockResolvedValueOnce({ momentId: 1, count: 110 }).mockRejectedValueOnce(apiError('点赞太频繁'));
    for (let tap = 0; tap < 250; tap += 1) anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment).toHaveBeenCalledTimes(2);
    expect(likes('home', 1)).toBe(110);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(mocked.likeMoment).toHaveBeenCalledTimes(2);
    expect(anchors().pendingLikes).toEqual({});
  });

  it('sends exactly as many calls as the taps fill: 200 taps are two calls of 100', async () => {
    await withMoment();
    let total = 10;
    mocked.likeMoment.mockImplementation(async ({ momentId, count }) => ({ momentId, count: (total += count) }));
    for (let tap = 0; tap < MOMENT_LIKES_PER_CALL * 2; tap += 1) anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment.mock.calls.map(([{ count }]) => count)).toEqual([
      MOMENT_LIKES_PER_CALL,
      MOMENT_LIKES_PER_CALL,
    ]);
    expect(likes('home', 1)).toBe(210);
  });

  it('a session that ended refuses the taps: they are taken back', async () => {
    await withMoment();
    mocked.likeMoment.mockRejectedValueOnce(new HttpError('session-ended', '登录已失效'));
    anchors().likeMoment(1);
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(likes('home', 1)).toBe(10);
  });

  it('a refusal after logout changes nothing shown', async () => {
    const answer = await tapSentWithAnswerHeld();
    anchors().clearUserData();
    answer.reject(apiError('点赞太频繁'));
    await jest.advanceTimersByTimeAsync(0);
    expect(likes('home', 1)).toBe(11);
  });

  it('a refusal after the feed was read again never shows fewer than no likes', async () => {
    mocked.hostMoments.mockResolvedValue(page([1, 2]));
    await anchors().loadMoments('home');
    const answer = deferred<{ momentId: number; count: number }>();
    mocked.likeMoment.mockReturnValueOnce(answer.promise);
    anchors().likeMoment(1);
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    // The page read again before the refusal: the server had counted none of the taps.
    mocked.hostMoments.mockResolvedValue({ ...page([1]), list: [moment({ id: 1, likeCount: 1 })] });
    await anchors().loadMoments('home');
    answer.reject(apiError('点赞太频繁'));
    await jest.advanceTimersByTimeAsync(0);
    expect(likes('home', 1)).toBe(0);
  });

  it('a batch with no taps left (a logout dropped them) asks nothing and changes nothing', async () => {
    await withMoment();
    anchors().likeMoment(1);
    anchors().clearUserData();
    const before = anchors();
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment).not.toHaveBeenCalled();
    expect(anchors()).toBe(before);
  });

  it('never counts twice: taps of a call that timed out are not sent again', async () => {
    await withMoment();
    mocked.likeMoment.mockRejectedValueOnce(networkError());
    anchors().likeMoment(1);
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(anchors().pendingLikes).toEqual({});
    // The server may have counted them: they stay shown.
    expect(likes('home', 1)).toBe(12);
    anchors().likeMoment(1);
    mocked.likeMoment.mockResolvedValueOnce({ momentId: 1, count: 13 });
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(mocked.likeMoment).toHaveBeenCalledTimes(2);
    expect(mocked.likeMoment).toHaveBeenLastCalledWith({ momentId: 1, count: 1 }, { silent: true });
    expect(likes('home', 1)).toBe(13);
  });

  it('an answer that arrives after logout changes nothing, and unsent taps are dropped', async () => {
    const answer = await tapSentWithAnswerHeld();
    anchors().likeMoment(2);
    anchors().clearUserData();
    answer.resolve({ momentId: 1, count: 99 });
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS);
    expect(likes('home', 1)).toBe(11);
    expect(mocked.likeMoment).toHaveBeenCalledTimes(1);
  });

  it('reset drops the pending batch and its timer; taps after it are sent as before', async () => {
    await withMoment();
    anchors().likeMoment(1);
    anchors().reset();
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS * 5);
    expect(mocked.likeMoment).not.toHaveBeenCalled();
    await expectTapSentAfterReset(1);
  });

  it('a batch whose call never answers does not hold back the batches after a reset', async () => {
    await tapSentWithAnswerHeld();
    anchors().reset();
    await expectTapSentAfterReset(2);
  });

  it('a batch waits its whole window from its first tap, and the next batch from its own', async () => {
    await withMoment();
    mocked.likeMoment.mockImplementation(async ({ momentId, count }) => ({ momentId, count: 10 + count }));
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS / 2);
    anchors().likeMoment(1);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS / 2);
    expect(mocked.likeMoment.mock.calls.map(([{ momentId, count }]) => [momentId, count])).toEqual([[1, 2]]);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS / 5);
    anchors().likeMoment(2);
    await jest.advanceTimersByTimeAsync(LIKE_BATCH_MS - 1);
    expect(mocked.likeMoment).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(mocked.likeMoment).toHaveBeenLastCalledWith({ momentId: 2, count: 1 }, { silent: true });
  });
});
