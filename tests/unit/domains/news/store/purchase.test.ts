/**
 * Buying a tip with the api module mocked: charged once per intent (its key
 * goes with every attempt), the tip marked bought everywhere it is shown, the balance, the 50 ms
 * forced-refresh flag, the toast; insufficient gold and a tip bought in another tab.
 */
import { NewsCode } from '@src/contracts/news';
import * as api from '@src/domains/news/api/news-api';
import { newPurchaseIntent } from '@src/domains/news/rules/purchase-intent';
import { FORCED_REFRESH_MS } from '@src/domains/news/store/initial-state';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { HttpError } from '@src/platform/http/http-error';
import { networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { detail, openSelection, feedPage, page, tip, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();

const boughtTip = tip({
  isBuy: 1,
  payTime: 999,
  sportsInfo: '主队状态火热，推荐主胜。',
  messageMatchList: [openSelection()],
});

beforeEach(async () => {
  setUpAppWorld({ loggedIn: true });
  mocked.messageFeed.mockResolvedValue(feedPage([tip(), tip({ id: 5 })], false));
  mocked.tipDetail.mockResolvedValue(detail());
  mocked.professorTips.mockResolvedValue(page([tip()]));
  mocked.goldBalance.mockResolvedValue(1000);
  mocked.buy.mockResolvedValue({ messageId: TIP_ID, isBuy: 1, payTime: 999, balance: 962, message: boughtTip });
  await news().loadFeed();
  await news().loadTip(TIP_ID);
  await news().loadExpertTips(tip().professorId, false);
  await news().loadBalance();
});

it("sends the intent's key with the loading overlay, and marks the tip bought wherever it is shown", async () => {
  const intent = newPurchaseIntent(TIP_ID);
  await expect(news().buy(intent)).resolves.toEqual({ kind: 'bought', balance: 962 });
  expect(mocked.buy).toHaveBeenCalledWith(
    { messageId: TIP_ID, idempotencyKey: intent.key },
    { loading: true, silent: true },
  );
  const state = news();
  expect(state.tips[TIP_ID]!.data).toMatchObject({ isBuy: 1, payTime: 999, sportsInfo: '主队状态火热，推荐主胜。' });
  expect(state.tips[TIP_ID]!.data!.matches).toHaveLength(1);
  expect(state.feed.list[0]).toMatchObject({ isBuy: 1, payTime: 999 });
  expect(state.feed.list[1]!.isBuy).toBe(0);
  expect(state.expertTips[`${tip().professorId}:current`]!.list[0]!.isBuy).toBe(1);
  expect(state.balance.data).toBe(962);
  expect(shownToasts()).toEqual([['success', '购买成功']]);
});

it('sets the forced-refresh flag for 50 ms after a purchase', async () => {
  jest.useFakeTimers();
  try {
    await news().buy(newPurchaseIntent(TIP_ID));
    expect(news().forcedRefresh).toBe(true);
    await jest.advanceTimersByTimeAsync(FORCED_REFRESH_MS - 1);
    expect(news().forcedRefresh).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(news().forcedRefresh).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

it('a retry after no answer sends the same key (the server then charges once)', async () => {
  mocked.buy.mockRejectedValueOnce(networkError());
  const intent = newPurchaseIntent(TIP_ID);
  await expect(news().buy(intent)).resolves.toMatchObject({ kind: 'unanswered' });
  expect(news().tips[TIP_ID]!.data!.isBuy).toBe(0);
  await expect(news().buy(intent)).resolves.toMatchObject({ kind: 'bought' });
  const keys = mocked.buy.mock.calls.map(([intent]) => intent.idempotencyKey);
  expect(keys).toEqual([intent.key, intent.key]);
});

it("insufficient gold: nothing marked, the balance asked for again, the server's words returned", async () => {
  mocked.buy.mockRejectedValueOnce(
    new HttpError('api', '金币不足：需要 38 金币，当前余额 20', NewsCode.InsufficientGold),
  );
  mocked.goldBalance.mockResolvedValue(20);
  await expect(news().buy(newPurchaseIntent(TIP_ID))).resolves.toEqual({
    kind: 'insufficient',
    message: '金币不足：需要 38 金币，当前余额 20',
    balance: 20,
  });
  expect(news().tips[TIP_ID]!.data!.isBuy).toBe(0);
  expect(news().balance.data).toBe(20);
  expect(shownToasts()).toEqual([]);
});

it('bought in another tab: the detail loads with its content, nothing charged, the user told', async () => {
  mocked.buy.mockRejectedValueOnce(new HttpError('api', '您已购买过该爆料，无需重复支付', NewsCode.AlreadyBought));
  mocked.tipDetail.mockResolvedValue({ ...detail(), ...boughtTip });
  await expect(news().buy(newPurchaseIntent(TIP_ID))).resolves.toEqual({ kind: 'already-bought' });
  expect(news().tips[TIP_ID]!.data).toMatchObject({ isBuy: 1, sportsInfo: '主队状态火热，推荐主胜。' });
  expect(shownToasts()).toEqual([['info', '已购买，无需重复支付']]);
});

it("another refusal is shown with the server's message", async () => {
  mocked.buy.mockRejectedValueOnce(new HttpError('api', '该爆料已结算，停止销售', NewsCode.NotForSale));
  await expect(news().buy(newPurchaseIntent(TIP_ID))).resolves.toEqual({ kind: 'refused' });
  expect(shownToasts()).toEqual([['fail', '该爆料已结算，停止销售']]);
});
