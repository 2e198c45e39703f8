/**
 * What the news pages read through the store's selectors: the feed's filter, the expert strip
 * before and after its answer, the forced refresh after a purchase. The selectors are made when
 * their module loads, so each test loads it itself (freshModule): a coverage tool then ties the
 * test to them.
 */
import * as api from '@src/domains/news/api/news-api';
import { newPurchaseIntent } from '@src/domains/news/rules/purchase-intent';
import { FORCED_REFRESH_MS } from '@src/domains/news/store/initial-state';
import { useNewsStore } from '@src/domains/news/store/news-store';
import type * as SelectorsModule from '@src/domains/news/store/selectors';
import { freshModule } from '@tests/support/fresh-module';
import { setUpAppWorld } from '@tests/support/app-world';
import { expert, feedPage, page, tip, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();
const selectors = () => freshModule<typeof SelectorsModule>('@src/domains/news/store/selectors').newsSelectors;

beforeEach(() => setUpAppWorld({ loggedIn: true }));

it('the feed page reads the filter it shows: 不中退 of football', async () => {
  const { feedQuery } = selectors();
  mocked.messageFeed.mockResolvedValue(feedPage([tip()]));
  await news().setFeedQuery({ sportsType: 1, returnOnly: true });
  expect(feedQuery(news())).toEqual({ sportsType: 1, returnOnly: true, matchIds: [] });
});

it('the expert strip reads no experts, the same empty list each time, until they answer; then theirs', async () => {
  const { hotExpertList } = selectors();
  expect(hotExpertList(news())).toEqual([]);
  expect(hotExpertList(news())).toBe(hotExpertList(useNewsStore.getState()));
  mocked.professorList.mockResolvedValue(page([expert(), expert({ id: 2 })]));
  await news().loadHotExperts();
  expect(hotExpertList(news()).map((item) => item.id)).toEqual([expert().id, 2]);
});

it('the pages read the forced refresh on for 50 ms after a purchase', async () => {
  const { forcedRefresh } = selectors();
  mocked.buy.mockResolvedValue({
    messageId: TIP_ID,
    isBuy: 1,
    payTime: 999,
    balance: 962,
    message: tip({ isBuy: 1 }),
  });
  jest.useFakeTimers();
  try {
    expect(forcedRefresh(news())).toBe(false);
    await news().buy(newPurchaseIntent(TIP_ID));
    expect(forcedRefresh(news())).toBe(true);
    await jest.advanceTimersByTimeAsync(FORCED_REFRESH_MS);
    expect(forcedRefresh(news())).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});
