/**
 * The user's own pages in the store: my orders (a visitor asks nothing), the ledger's every order
 * (each once, however the pages overlap, and a server that never says the last page read no further
 * than a thousand orders), and the lottery claim (sent once under one key however often it is
 * retried without an answer; a refusal's words, and the next claim a new one).
 */
import { LIST_PAGE_SIZE } from '@src/contracts/news';
import * as api from '@src/domains/news/api/news-api';
import { newsMessages as messages } from '@src/domains/news/news-messages.zh-cn';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { HttpError } from '@src/platform/http/http-error';
import { apiError, deferred, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { page, tip } from '../support/fixtures';
import { waitFor } from '@testing-library/react';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();

const claim = { realName: ' 张  三 ', phone: '138-0013-8000', address: '北京市  朝阳区' };
const underReview = (): Awaited<ReturnType<typeof api.newsApi.lotteryApprovalSubmit>> => ({
  status: 1,
  realName: '张 三',
  phone: '13800138000',
  address: '北京市 朝阳区',
  submitTime: 1,
  reviewTime: null,
  remark: '',
  wins: [],
});
const sentKeys = () => mocked.lotteryApprovalSubmit.mock.calls.map(([claim]) => claim.idempotencyKey);

beforeEach(() => {
  jest.resetAllMocks();
  setUpAppWorld({ loggedIn: true });
  mocked.lotteryApprovalInfo.mockResolvedValue({ ...underReview(), status: 0, submitTime: null });
});

describe('a visitor', () => {
  it('asks for no orders, no ledger and no lottery claim', async () => {
    setUpAppWorld({ loggedIn: false });
    await Promise.all([news().loadOrders(), news().loadAllOrders(), news().loadLottery()]);
    expect(mocked.myOrders).not.toHaveBeenCalled();
    expect(mocked.lotteryApprovalInfo).not.toHaveBeenCalled();
  });
});

describe('my orders', () => {
  it('come a page at a time, quietly (the page shows its own error)', async () => {
    mocked.myOrders.mockResolvedValueOnce(page([tip({ id: 1 }), tip({ id: 2 })], false));
    await news().loadOrders();
    mocked.myOrders.mockResolvedValueOnce(page([tip({ id: 2 }), tip({ id: 3 })], true));
    await news().loadMoreOrders();
    expect(news().orders.list.map((order) => order.id)).toEqual([1, 2, 3]);
    expect(mocked.myOrders.mock.calls).toEqual([
      [{ page: 1, size: LIST_PAGE_SIZE }, { silent: true }],
      [{ page: 2, size: LIST_PAGE_SIZE }, { silent: true }],
    ]);
    mocked.myOrders.mockResolvedValueOnce(page([tip({ id: 4 })], true));
    await news().refreshOrders();
    expect(news().orders.list.map((order) => order.id)).toEqual([4]);
  });
});

describe('the ledger', () => {
  it('reads every page to the last, each order once when a new order shifts the pages', async () => {
    mocked.myOrders
      .mockResolvedValueOnce(page([tip({ id: 9 }), tip({ id: 8 })], false))
      .mockResolvedValueOnce(page([tip({ id: 8 }), tip({ id: 7 })], false))
      .mockResolvedValueOnce(page([tip({ id: 6 })], true));
    await news().loadAllOrders();
    expect(news().allOrders.data?.map((order) => order.id)).toEqual([9, 8, 7, 6]);
    expect(mocked.myOrders.mock.calls).toEqual([
      [{ page: 1, size: LIST_PAGE_SIZE }, { silent: true }],
      [{ page: 2, size: LIST_PAGE_SIZE }, { silent: true }],
      [{ page: 3, size: LIST_PAGE_SIZE }, { silent: true }],
    ]);
  });

  it('stops at an empty page even when the server does not say it is the last', async () => {
    mocked.myOrders.mockResolvedValueOnce(page([tip({ id: 1 })], false)).mockResolvedValueOnce(page([], false));
    await news().loadAllOrders();
    expect(news().allOrders.data?.map((order) => order.id)).toEqual([1]);
    expect(mocked.myOrders).toHaveBeenCalledTimes(2);
  });

  it('read again while a reading is on its way asks anew, and the newer reading is the one shown', async () => {
    const older = deferred<Awaited<ReturnType<typeof api.newsApi.myOrders>>>();
    mocked.myOrders
      .mockReturnValueOnce(older.promise)
      .mockResolvedValueOnce(page([tip({ id: 2 }), tip({ id: 1 })], true));
    const readings = [news().loadAllOrders(), news().loadAllOrders()];
    older.resolve(page([tip({ id: 1 })], true));
    await Promise.all(readings);
    expect(mocked.myOrders).toHaveBeenCalledTimes(2);
    expect(news().allOrders.data?.map((order) => order.id)).toEqual([2, 1]);
  });

  it('a server that never says the last page is read for a thousand orders, no more', async () => {
    mocked.myOrders.mockImplementation(async ({ page: n }) =>
      page(
        Array.from({ length: 10 }, (_, i) => tip({ id: n * 10 + i })),
        false,
      ),
    );
    await news().loadAllOrders();
    expect(news().allOrders.data).toHaveLength(1000);
    expect(mocked.myOrders).toHaveBeenCalledTimes(100);
  });
});

it('the ongoing matches are asked for quietly', async () => {
  mocked.ongoingMatches.mockResolvedValueOnce([]);
  await news().loadOngoingMatches();
  expect(mocked.ongoingMatches).toHaveBeenCalledWith(undefined, { silent: true });
  expect(news().ongoingMatches.status).toBe('ready');
});

describe('the lottery claim', () => {
  it('sends the tidied form under a key behind the overlay; taken, it is under review and the draft goes', async () => {
    mocked.lotteryApprovalSubmit.mockResolvedValueOnce(underReview());
    await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'submitted' });
    expect(mocked.lotteryApprovalSubmit).toHaveBeenCalledWith(
      {
        realName: '张 三',
        phone: '13800138000',
        address: '北京市 朝阳区',
        idempotencyKey: expect.stringMatching(/^claim-/),
      },
      { loading: true, silent: true },
    );
    expect(news().lottery.data?.status).toBe(1);
    expect(news()).toMatchObject({ lotteryDraft: null, lotteryClaimKey: null });
    expect(shownToasts()).toEqual([['success', messages.submitted]]);
  });

  it('without an answer keeps the draft, says 提交未成功 as the error toast, and a retry sends the same claim', async () => {
    mocked.lotteryApprovalSubmit.mockRejectedValueOnce(networkError());
    await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'unanswered' });
    expect(news().lotteryDraft).toEqual(claim);
    expect(shownToasts()).toEqual([['fail', messages.lotterySubmitFailed]]);
    mocked.lotteryApprovalSubmit.mockRejectedValueOnce(new HttpError('api', '服务器错误', undefined, undefined, 502));
    await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'unanswered' });
    mocked.lotteryApprovalSubmit.mockResolvedValueOnce(underReview());
    await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'submitted' });
    const keys = sentKeys();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // Taken: the next claim is a new one.
    mocked.lotteryApprovalSubmit.mockResolvedValueOnce(underReview());
    await news().submitLottery(claim);
    expect(sentKeys()[3]).not.toBe(keys[0]);
  });

  it('refused: the server’s words as the error toast, the status asked again, and the claim put right is a new one', async () => {
    mocked.lotteryApprovalSubmit.mockRejectedValueOnce(apiError('没有待领取的奖品'));
    await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'refused' });
    // Asked quietly: the page shows the status's own error state.
    expect(mocked.lotteryApprovalInfo.mock.calls).toEqual([[undefined, { silent: true }]]);
    expect(news().lotteryDraft).toEqual(claim);
    expect(shownToasts()).toEqual([['fail', '没有待领取的奖品']]);
    mocked.lotteryApprovalSubmit.mockResolvedValueOnce(underReview());
    await news().submitLottery(claim);
    expect(sentKeys()[1]).not.toBe(sentKeys()[0]);
  });

  it('refused while the page’s first reading of the status is on its way: the status is asked again and the newer answer shows', async () => {
    const opening = deferred<ReturnType<typeof underReview>>();
    mocked.lotteryApprovalInfo.mockReset();
    mocked.lotteryApprovalInfo
      .mockReturnValueOnce(opening.promise)
      .mockResolvedValueOnce({ ...underReview(), status: 2 });
    const opened = news().loadLottery();
    mocked.lotteryApprovalSubmit.mockRejectedValueOnce(apiError('没有待领取的奖品'));
    await news().submitLottery(claim);
    await waitFor(() => expect(news().lottery.data?.status).toBe(2));
    opening.resolve({ ...underReview(), status: 0, submitTime: null });
    await opened;
    expect(mocked.lotteryApprovalInfo).toHaveBeenCalledTimes(2);
    expect(news().lottery.data?.status).toBe(2);
  });

  it('refused without the server’s words says 提交未成功', async () => {
    mocked.lotteryApprovalSubmit.mockRejectedValueOnce(new Error('unexpected'));
    await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'refused' });
    expect(shownToasts()).toEqual([['fail', messages.lotterySubmitFailed]]);
  });

  it('a second tap while the claim is on its way sends nothing', async () => {
    const answer = deferred<ReturnType<typeof underReview>>();
    mocked.lotteryApprovalSubmit.mockReturnValueOnce(answer.promise);
    const first = news().submitLottery(claim);
    await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'busy' });
    answer.resolve(underReview());
    await expect(first).resolves.toEqual({ kind: 'submitted' });
    expect(mocked.lotteryApprovalSubmit).toHaveBeenCalledTimes(1);
  });
});
