/**
 * A tip's comment lists as the user meets them: more comments page by page, my comments for a
 * logged-in user only, a comment sent before my comments were loaded, likes on comments shown in
 * either list, what a send that fails or overlaps says, the report's categories and the titles
 * kept for the next visit.
 */
import { LIST_PAGE_SIZE } from '@src/contracts/news';
import * as api from '@src/domains/news/api/news-api';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { readLastSeen } from '@src/platform/store/last-seen';
import { deferred, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { comment, page, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();
const ids = (list: { id: number }[] | undefined) => list?.map((item) => item.id);

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  mocked.commentList.mockResolvedValue(page([comment({ id: 1 }), comment({ id: 2 })], false));
  mocked.myComments.mockResolvedValue(page([comment({ id: 5 })], false));
});

// The comment slice is built at its first call, in this file's first test: the options it is built
// with (what a like shows, the send's overlay, the titles' kept name) are read there.
it('on first use: a like shows at once, then the count the server says, and rolls back when refused; a send shows the overlay', async () => {
  await news().loadComments(TIP_ID);
  const answer = deferred<{ commentId: number; likeCount: number; isLiked: boolean }>();
  mocked.commentLike.mockReturnValueOnce(answer.promise);
  const liking = news().toggleLike(TIP_ID, 1);
  expect(news().comments[TIP_ID]?.list[0]).toMatchObject({ isLiked: true, likeCount: 4 });
  answer.resolve({ commentId: 1, likeCount: 9, isLiked: true });
  await liking;
  expect(news().comments[TIP_ID]?.list[0]).toMatchObject({ isLiked: true, likeCount: 9 });
  mocked.commentLike.mockRejectedValueOnce(networkError());
  await news().toggleLike(TIP_ID, 1);
  expect(news().comments[TIP_ID]?.list[0]).toMatchObject({ isLiked: true, likeCount: 9 });
  mocked.commentPublish.mockResolvedValueOnce(comment({ id: 12 }));
  await news().publish(TIP_ID, { content: '我也看好' });
  expect(mocked.commentPublish).toHaveBeenCalledWith(
    { messageId: TIP_ID, content: '我也看好' },
    { loading: true, silent: true },
  );
  mocked.userTitles.mockResolvedValueOnce([{ id: 1, name: '盈利王' }]);
  await news().loadTitles();
  expect(readLastSeen({ name: 'news:titles', version: 1 }, Array.isArray)?.data).toEqual([{ id: 1, name: '盈利王' }]);
});

it('more comments append the next page, for all comments and for my own', async () => {
  await news().loadComments(TIP_ID);
  await news().loadMyComments(TIP_ID);
  mocked.commentList.mockResolvedValue(page([comment({ id: 3 })]));
  mocked.myComments.mockResolvedValue(page([comment({ id: 6 })]));
  await news().loadMoreComments(TIP_ID);
  await news().loadMoreMyComments(TIP_ID);
  expect(mocked.commentList).toHaveBeenLastCalledWith(
    { messageId: TIP_ID, page: 2, size: LIST_PAGE_SIZE },
    { silent: true },
  );
  expect(mocked.myComments).toHaveBeenLastCalledWith(
    { messageId: TIP_ID, page: 2, size: LIST_PAGE_SIZE },
    { silent: true },
  );
  expect(ids(news().comments[TIP_ID]?.list)).toEqual([1, 2, 3]);
  expect(ids(news().myComments[TIP_ID]?.list)).toEqual([5, 6]);
  expect(news().comments[TIP_ID]?.isLastPage).toBe(true);
});

it("a visitor's comment page asks for no comments of his own", async () => {
  setUpAppWorld({ loggedIn: false });
  await news().loadMyComments(TIP_ID);
  expect(mocked.myComments).not.toHaveBeenCalled();
  expect(news().myComments[TIP_ID]).toBeUndefined();
});

it('a comment sent before my comments were loaded starts my list; a reply does not', async () => {
  await news().loadComments(TIP_ID);
  mocked.commentPublish.mockResolvedValueOnce(comment({ id: 11, parentId: 1, content: '同意' }));
  await news().publish(TIP_ID, { content: '同意', parentId: 1 });
  expect(news().myComments[TIP_ID]).toBeUndefined();
  // The tip's detail was never loaded: nothing to count on.
  expect(news().tips).toEqual({});

  mocked.commentPublish.mockResolvedValueOnce(comment({ id: 12, content: '我也看好' }));
  await news().publish(TIP_ID, { content: '我也看好' });
  expect(news().myComments[TIP_ID]).toMatchObject({ status: 'ready', query: TIP_ID, page: 1, isLastPage: true });
  expect(ids(news().myComments[TIP_ID]?.list)).toEqual([12]);
});

it('a comment sent after my comments were loaded goes to their top, the others stay', async () => {
  await news().loadMyComments(TIP_ID);
  mocked.commentPublish.mockResolvedValueOnce(comment({ id: 12 }));
  await news().publish(TIP_ID, { content: '我也看好' });
  expect(ids(news().myComments[TIP_ID]?.list)).toEqual([12, 5]);
  expect(news().myComments[TIP_ID]?.isLastPage).toBe(false);
});

it('a send that gets no answer says the generic words, not the network error', async () => {
  await news().loadComments(TIP_ID);
  mocked.commentPublish.mockRejectedValueOnce(networkError());
  await expect(news().publish(TIP_ID, { content: '说两句' })).resolves.toEqual({
    kind: 'failed',
    message: '发送失败，草稿已保存',
  });
  expect(shownToasts()).toEqual([['fail', '发送失败，草稿已保存']]);
});

it('a second send on the tip while the first is on its way sends nothing and keeps the draft', async () => {
  const answer = deferred<ReturnType<typeof comment>>();
  mocked.commentPublish.mockReturnValueOnce(answer.promise);
  const first = news().publish(TIP_ID, { content: '一' });
  await expect(news().publish(TIP_ID, { content: '二' })).resolves.toEqual({
    kind: 'failed',
    message: '发送失败，草稿已保存',
  });
  answer.resolve(comment({ id: 13 }));
  await expect(first).resolves.toMatchObject({ kind: 'published' });
  expect(mocked.commentPublish).toHaveBeenCalledTimes(1);
});

/** Both lists loaded, then a like of `commentId` sent (true) and answered with 4 likes. */
async function likedOnceLoaded(commentId: number) {
  await news().loadComments(TIP_ID);
  await news().loadMyComments(TIP_ID);
  mocked.commentLike.mockResolvedValueOnce({ commentId, likeCount: 4, isLiked: true });
  await news().toggleLike(TIP_ID, commentId);
  expect(mocked.commentLike).toHaveBeenLastCalledWith({ commentId, isLiked: 1 }, { silent: true });
}

it('a like on a comment shown in both lists shows in both; a like taken back sends false', async () => {
  mocked.myComments.mockResolvedValue(page([comment({ id: 1 })]));
  await likedOnceLoaded(1);
  expect(news().comments[TIP_ID]?.list[0]).toMatchObject({ isLiked: true, likeCount: 4 });
  expect(news().myComments[TIP_ID]?.list[0]).toMatchObject({ isLiked: true, likeCount: 4 });

  mocked.commentLike.mockResolvedValueOnce({ commentId: 1, likeCount: 3, isLiked: false });
  await news().toggleLike(TIP_ID, 1);
  expect(mocked.commentLike).toHaveBeenLastCalledWith({ commentId: 1, isLiked: 0 }, { silent: true });
  expect(news().myComments[TIP_ID]?.list[0]).toMatchObject({ isLiked: false, likeCount: 3 });
});

it('a comment shown only among my own can be liked; one no list shows sends nothing', async () => {
  await likedOnceLoaded(5);
  expect(news().myComments[TIP_ID]?.list[0]).toMatchObject({ isLiked: true, likeCount: 4 });
  await news().toggleLike(TIP_ID, 999);
  await news().toggleLike(TIP_ID + 1, 5);
  expect(mocked.commentLike).toHaveBeenCalledTimes(1);
});

it('a report the server refuses is not reported', async () => {
  mocked.reportAdd.mockRejectedValueOnce(networkError());
  await expect(news().report(1, 3)).resolves.toBe(false);
  expect(shownToasts()).toEqual([]);
});

it("the report's categories are asked for once they are needed, without the client's own message", async () => {
  mocked.reportCategories.mockResolvedValue([{ id: 3, name: '广告' }]);
  await news().loadReportCategories();
  expect(mocked.reportCategories).toHaveBeenCalledWith(undefined, { silent: true });
  expect(news().reportCategories).toMatchObject({ status: 'ready', data: [{ id: 3, name: '广告' }] });
});

it('the titles are kept for the next visit, and a failed refresh of them says nothing', async () => {
  mocked.userTitles.mockResolvedValueOnce([{ id: 1, name: '盈利王' }]);
  await news().loadTitles();
  expect(mocked.userTitles).toHaveBeenCalledWith(undefined, { silent: true });
  // Under the name an earlier version of the app kept them by.
  expect(readLastSeen({ name: 'news:titles', version: 1 }, Array.isArray)?.data).toEqual([{ id: 1, name: '盈利王' }]);
  news().reset();
  useSessionStore.setState({ token: 'token-1' });
  mocked.userTitles.mockRejectedValueOnce(networkError());
  await news().loadTitles();
  expect(news().titles).toMatchObject({ status: 'ready', data: [{ id: 1, name: '盈利王' }] });
  expect(shownToasts()).toEqual([]);
});
