/**
 * Comments: a top-level comment joins my comments and the top of all comments, a reply
 * is appended to its parent's subComments; a like shows at once and is rolled back if the call
 * fails; a refused comment keeps nothing and says why; reports.
 */
import * as api from '@src/domains/news/api/news-api';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { HttpError } from '@src/platform/http/http-error';
import { apiError, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { comment, detail, page, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();

const parent = comment({ id: 1 });
const older = comment({ id: 2 });

beforeEach(async () => {
  setUpAppWorld({ loggedIn: true });
  mocked.commentList.mockResolvedValue(page([parent, older]));
  mocked.myComments.mockResolvedValue(page([]));
  mocked.tipDetail.mockResolvedValue(detail({ commentCount: 2 }));
  await Promise.all([news().loadComments(TIP_ID), news().loadTip(TIP_ID)]);
});

it('a top-level comment goes to the top of all comments and joins my comments', async () => {
  const mine = comment({ id: 10, nickName: 'demo', content: '我也看好' });
  mocked.commentPublish.mockResolvedValue(mine);
  await expect(news().publish(TIP_ID, { content: '我也看好' })).resolves.toEqual({ kind: 'published', comment: mine });
  expect(mocked.commentPublish).toHaveBeenCalledWith(
    { messageId: TIP_ID, content: '我也看好' },
    { loading: true, silent: true },
  );
  expect(news().comments[TIP_ID]!.list.map((item) => item.id)).toEqual([10, 1, 2]);
  expect(news().myComments[TIP_ID]!.list.map((item) => item.id)).toEqual([10]);
  expect(news().tips[TIP_ID]!.data!.commentCount).toBe(3);
  expect(shownToasts()).toEqual([['success', '评论成功']]);
});

it("a reply is appended to its parent's subComments, in both lists", async () => {
  await news().loadMyComments(TIP_ID);
  mocked.myComments.mockResolvedValue(page([parent]));
  await news().loadMyComments(TIP_ID);
  const reply = comment({ id: 11, parentId: 1, content: '同意' });
  mocked.commentPublish.mockResolvedValue(reply);
  await news().publish(TIP_ID, { content: '同意', parentId: 1 });
  expect(news().comments[TIP_ID]!.list[0]!.subComments.map((item) => item.id)).toEqual([11]);
  expect(news().comments[TIP_ID]!.list.map((item) => item.id)).toEqual([1, 2]);
  expect(news().myComments[TIP_ID]!.list[0]!.subComments.map((item) => item.id)).toEqual([11]);
});

it("a refused comment changes nothing and says why (the rule's words)", async () => {
  mocked.commentPublish.mockRejectedValue(new HttpError('api', '您因违反社区规范已被禁言', 30004));
  await expect(news().publish(TIP_ID, { content: '说两句' })).resolves.toEqual({
    kind: 'failed',
    message: '您因违反社区规范已被禁言',
  });
  expect(news().comments[TIP_ID]!.list.map((item) => item.id)).toEqual([1, 2]);
  expect(shownToasts()).toEqual([['fail', '您因违反社区规范已被禁言']]);
});

it("likes at once, takes the server's count, and rolls back when the call fails: a refusal in the server's words, no answer in ours", async () => {
  mocked.commentLike.mockResolvedValueOnce({ commentId: 1, likeCount: 9, isLiked: true });
  const liking = news().toggleLike(TIP_ID, 1);
  expect(news().comments[TIP_ID]!.list[0]).toMatchObject({ isLiked: true, likeCount: 4 });
  await liking;
  expect(news().comments[TIP_ID]!.list[0]).toMatchObject({ isLiked: true, likeCount: 9 });

  mocked.commentLike.mockRejectedValueOnce(apiError('评论已删除，无法点赞'));
  await news().toggleLike(TIP_ID, 1);
  expect(news().comments[TIP_ID]!.list[0]).toMatchObject({ isLiked: true, likeCount: 9 });
  expect(shownToasts().at(-1)).toEqual(['fail', '评论已删除，无法点赞']);
  mocked.commentLike.mockRejectedValueOnce(networkError());
  await news().toggleLike(TIP_ID, 1);
  expect(news().comments[TIP_ID]!.list[0]).toMatchObject({ isLiked: true, likeCount: 9 });
  expect(shownToasts().at(-1)).toEqual(['fail', '点赞失败，请稍后重试']);
});

it('reports with a category, says so', async () => {
  mocked.reportAdd.mockResolvedValue(null);
  await expect(news().report(1, 3)).resolves.toBe(true);
  expect(mocked.reportAdd).toHaveBeenCalledWith({ commentId: '1', cateId: 3 }, { loading: true });
  expect(shownToasts()).toEqual([['success', '举报成功']]);
});

it('rapid taps on a like send once: the second tap waits for the first answer', async () => {
  mocked.commentLike.mockResolvedValueOnce({ commentId: 1, likeCount: 4, isLiked: true });
  const first = news().toggleLike(TIP_ID, 1);
  const second = news().toggleLike(TIP_ID, 1);
  await Promise.all([first, second]);
  expect(mocked.commentLike).toHaveBeenCalledTimes(1);
  expect(news().comments[TIP_ID]!.list[0]).toMatchObject({ isLiked: true, likeCount: 4 });
});
