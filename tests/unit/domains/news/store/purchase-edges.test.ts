/**
 * Buying a tip, the edges the user meets: a visitor's gold is not asked, a tap while the purchase
 * is on its way charges nothing, no answer says the network's words without a toast, a purchase
 * makes the orders be asked again, a newer detail answer wins.
 */
import * as api from '@src/domains/news/api/news-api';
import { newPurchaseIntent } from '@src/domains/news/rules/purchase-intent';
import { emptyOrderFeed } from '@src/domains/news/store/initial-state';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { readyResource } from '@src/platform/store/resource';
import { deferred, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { detail, tip, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();
const bought = { messageId: TIP_ID, isBuy: 1, payTime: 999, balance: 962, message: tip({ isBuy: 1, payTime: 999 }) };

beforeEach(() => setUpAppWorld({ loggedIn: true }));

it("a visitor's gold is not asked for; a user's is, without the client's own message", async () => {
  setUpAppWorld({ loggedIn: false });
  await news().loadBalance();
  expect(mocked.goldBalance).not.toHaveBeenCalled();
  setUpAppWorld({ loggedIn: true });
  mocked.goldBalance.mockResolvedValueOnce(1000);
  await news().loadBalance();
  expect(mocked.goldBalance).toHaveBeenCalledWith(undefined, { silent: true });
  expect(news().balance.data).toBe(1000);
});

it('a tap while the purchase is on its way sends nothing and charges nothing', async () => {
  const answer = deferred<typeof bought>();
  mocked.buy.mockReturnValueOnce(answer.promise);
  const intent = newPurchaseIntent(TIP_ID);
  const first = news().buy(intent);
  await expect(news().buy(intent)).resolves.toEqual({ kind: 'refused' });
  answer.resolve(bought);
  await expect(first).resolves.toEqual({ kind: 'bought', balance: 962 });
  expect(mocked.buy).toHaveBeenCalledTimes(1);
});

it("no answer: the network's words for the dialog, no toast, nothing charged", async () => {
  mocked.buy.mockRejectedValueOnce(networkError());
  await expect(news().buy(newPurchaseIntent(TIP_ID))).resolves.toEqual({
    kind: 'unanswered',
    message: '网络连接异常，请检查网络后重试',
  });
  expect(shownToasts()).toEqual([]);
});

it('a purchase makes my orders and the ledger be asked for again', async () => {
  useNewsStore.setState({
    orders: { ...emptyOrderFeed, status: 'ready', list: [tip({ id: 7 })], page: 1 },
    allOrders: readyResource([tip({ id: 7 })]),
  });
  mocked.buy.mockResolvedValueOnce(bought);
  await news().buy(newPurchaseIntent(TIP_ID));
  expect(news().orders).toEqual(emptyOrderFeed);
  expect(news().allOrders).toMatchObject({ status: 'idle', data: null });
});

it('a detail asked again while an older answer is on its way shows the newer answer', async () => {
  const older = deferred<ReturnType<typeof detail>>();
  mocked.tipDetail.mockReturnValueOnce(older.promise);
  mocked.tipDetail.mockResolvedValueOnce(detail({ isBuy: 1, sportsInfo: '已购内容' }));
  const first = news().loadTip(TIP_ID);
  await news().loadTip(TIP_ID);
  expect(mocked.tipDetail).toHaveBeenCalledTimes(2);
  expect(mocked.tipDetail).toHaveBeenCalledWith({ id: TIP_ID }, { silent: true });
  older.resolve(detail());
  await first;
  expect(news().tips[TIP_ID]!.data).toMatchObject({ isBuy: 1, sportsInfo: '已购内容' });
});

it('the gold asked again while an older answer is on its way shows the newer balance, and a failed refresh says nothing', async () => {
  const older = deferred<number>();
  mocked.goldBalance.mockReturnValueOnce(older.promise);
  mocked.goldBalance.mockResolvedValueOnce(962);
  const first = news().loadBalance();
  await news().loadBalance();
  older.resolve(1000);
  await first;
  expect(news().balance.data).toBe(962);
  mocked.goldBalance.mockRejectedValueOnce(networkError());
  await news().loadBalance();
  expect(news().balance.data).toBe(962);
  expect(shownToasts()).toEqual([]);
});
